/** The longest wait between two attempts at one event. */
export const MAX_RETRY_DELAY_MS = 60_000;
/** How long a tab's claim on an event it is sending keeps other tabs from sending it too. */
export const CLAIM_MS = 20_000;

/**
 * How long to wait after an event's `failures`-th failed attempt: 1 s, 2 s, 4 s ... doubling up to
 * 60 s, spread by ±10% (`random` in [0, 1)) so that many visitors do not retry in step after an
 * outage, and never longer than 60 s.
 */
export const retryDelayMs = (failures: number, random: number): number =>
  Math.min(
    MAX_RETRY_DELAY_MS,
    Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** (failures - 1)) * (0.9 + 0.2 * random),
  );

/**
 * Whether the server refused an event for good: any 4xx but 408 and 429, since the same request
 * would be refused again. 2xx is delivered; anything else (5xx, 408, 429, a network error) is retried.
 */
export const refused = (status: number): boolean =>
  status > 399 && status < 500 && status !== 408 && status !== 429;
