import { describe, expect, it } from 'vitest';
import { deliveryOutcome, MAX_RETRY_DELAY_MS, retryDelayMs } from './policy.ts';

describe('deliveryOutcome', () => {
  it.each([
    [200, 'delivered'],
    [204, 'delivered'],
    [400, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [413, 'refused'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [0, 'retry'],
    [302, 'retry'],
  ])('%i -> %s', (status, outcome) => {
    expect(deliveryOutcome(status)).toBe(outcome);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s and stops at 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((failures) => retryDelayMs(failures))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('spreads retries by at most 10% and never past the cap', () => {
    expect(retryDelayMs(1, 0)).toBe(900);
    expect(retryDelayMs(1, 0.999)).toBe(1100);
    expect(retryDelayMs(10, 0.999)).toBe(MAX_RETRY_DELAY_MS);
  });
});
