/**
 * When a failed webhook delivery is tried again: exponential backoff from `baseMs`, doubled after
 * each failure up to `capMs`, spread by ±20 % so that a receiver back from an outage is not hit by
 * every retry in the same second. After `maxAttempts` attempts the delivery is given up.
 */
export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
  maxAttempts: number;
}

/** 30 s, 1 min, 2 min … capped at 6 h; twelve attempts span about 14 hours. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 30_000, capMs: 6 * 60 * 60 * 1000, maxAttempts: 12 };

/**
 * The delay before the next attempt after `attempts` attempts have failed, or null when that was
 * the last one. `random` is in [0, 1); 0.5 means no spread.
 */
export function retryDelayMs(attempts: number, policy: BackoffPolicy, random: number): number | null {
  if (attempts >= policy.maxAttempts) return null;
  const exponent = Math.max(0, attempts - 1);
  const delay = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(exponent, 40));
  return Math.round(delay * (0.8 + 0.4 * random));
}
