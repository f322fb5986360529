/** The longest wait between two attempts at one event. */
export const MAX_RETRY_DELAY_MS = 60_000;
const FIRST_RETRY_DELAY_MS = 1_000;

/**
 * How long to wait before attempt `failures + 1` of an event that has failed `failures` times:
 * 1 s, 2 s, 4 s ... doubling up to 60 s, spread by up to ±10% (`random` in [0, 1)) so that many
 * visitors do not retry in step after an outage.
 */
export function retryDelayMs(failures: number, random = 0.5): number {
  const base = Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failures - 1));
  return Math.min(MAX_RETRY_DELAY_MS, Math.round(base * (0.9 + 0.2 * random)));
}

/** What an HTTP answer means for an event in the outbox. */
export type DeliveryOutcome = 'delivered' | 'retry' | 'refused';

/**
 * Decides an event's fate from the status of its request: 2xx is delivered; 408, 429 and 5xx (and
 * anything else unexpected) are worth retrying; any other 4xx is a permanent refusal, since the
 * same request would be refused again.
 */
export function deliveryOutcome(status: number): DeliveryOutcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'refused';
  return 'retry';
}
