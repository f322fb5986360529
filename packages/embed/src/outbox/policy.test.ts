import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, refused, retryDelayMs } from './policy.ts';

describe('refused', () => {
  it.each([
    [400, true],
    [403, true],
    [404, true],
    [413, true],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
    [0, false],
    [302, false],
    [200, false],
  ])('%i -> %s', (status, outcome) => {
    expect(refused(status)).toBe(outcome);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s and stops at 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20, 5000].map((failures) => retryDelayMs(failures, 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('spreads retries by at most 10% and never past the cap', () => {
    expect(retryDelayMs(1, 0)).toBeCloseTo(900);
    expect(retryDelayMs(1, 0.999)).toBeCloseTo(1099.8);
    expect(retryDelayMs(10, 0)).toBeCloseTo(54_000);
    expect(retryDelayMs(10, 0.999)).toBe(MAX_RETRY_DELAY_MS);
  });
});
