import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [6, 960_000],
    [10, 15_360_000], // 30 s × 2^9
    [11, 6 * 60 * 60 * 1000], // 30 s × 2^10 is past the 6 h cap
    [12, null], // the twelfth failure was the last attempt
    [50, null],
  ])('after %i failed attempts waits %s ms', (attempts, expected) => {
    expect(retryDelayMs(attempts, DEFAULT_BACKOFF, 0.5)).toBe(expected);
  });

  it('spreads the delay by ±20 %', () => {
    expect(retryDelayMs(1, DEFAULT_BACKOFF, 0)).toBe(24_000);
    expect(retryDelayMs(1, DEFAULT_BACKOFF, 0.999999)).toBe(36_000);
  });

  it('adds up to about 14 hours over all attempts', () => {
    let total = 0;
    for (let attempts = 1; attempts < DEFAULT_BACKOFF.maxAttempts; attempts++) {
      total += retryDelayMs(attempts, DEFAULT_BACKOFF, 0.5)!;
    }
    expect(total / 3_600_000).toBeCloseTo(14.5, 0);
  });
});
