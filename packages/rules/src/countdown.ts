const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;
const HOUR_MS = 3_600_000;

export interface CountdownSettings {
  timer_ver?: unknown;
  timer?: unknown;
}

/**
 * When a popup's countdown ends (ms since epoch): only a `timer_ver` 2 timer has an end, its
 * `end_date` (local date and time, no zone) read in the zone of `gmt_offset` hours. Null for
 * fixed-duration timers, no timer, or an unreadable one.
 */
export function countdownEndsAt(design: CountdownSettings): number | null {
  if (design.timer_ver !== 2) return null;
  // A timer that is not an object has neither field.
  const { end_date, gmt_offset } = (design.timer ?? {}) as Record<string, unknown>;
  if (typeof end_date !== 'string' || !LOCAL_DATE_TIME.test(end_date)) return null;
  // Not more than 14 hours either way (NaN and infinities are not).
  if (typeof gmt_offset !== 'number' || !(Math.abs(gmt_offset) <= 14)) return null;
  const asUtc = Date.parse(`${end_date}Z`);
  return Number.isFinite(asUtc) ? asUtc - gmt_offset * HOUR_MS : null;
}

/** Spec section 4: a popup whose countdown end date has already passed is not displayed. */
export function countdownHasEnded(design: CountdownSettings, now: number): boolean {
  const end = countdownEndsAt(design);
  return end !== null && end <= now;
}
