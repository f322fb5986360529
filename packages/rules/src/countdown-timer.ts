/**
 * The countdown timer block of spec section 4, from `design_properties`: `timer_ver` 0 and 1 count
 * a fixed duration (`timer: { minutes, seconds }`) from when the popup shows, as digits (0) or
 * flip cards (1); `timer_ver` 2 (or a timer with an `end_date`) counts down to `timer.end_date`
 * (local date and time, `2026-01-01T12:00`) at `timer.gmt_offset` hours, as flip cards with days.
 */
export type CountdownTimer =
  { kind: 'duration'; style: 0 | 1; seconds: number } | { kind: 'end_date'; style: 2; endsAt: number };

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Spec section 4: under 1 s left, the popup closes with trigger `timer`. */
export const COUNTDOWN_CLOSE_BELOW_MS = 1000;

const END_DATE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The moment (epoch ms) of a local date and time at a GMT offset in hours; null when unreadable. */
export function endDateMoment(text: string, gmtOffsetHours: number): number | null {
  const match = END_DATE.exec(text.trim());
  if (!match || !Number.isFinite(gmtOffsetHours)) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  return Number.isFinite(utc) ? utc - gmtOffsetHours * 3_600_000 : null;
}

const whole = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

/** Reads the timer settings of a popup's design; null when it has no usable timer. */
export function readCountdownTimer(design: { timer_ver?: unknown; timer?: unknown }): CountdownTimer | null {
  const timer = design.timer;
  if (typeof timer !== 'object' || timer === null) return null;
  const { minutes, seconds, end_date, gmt_offset } = timer as Record<string, unknown>;
  if (design.timer_ver === 2 || typeof end_date === 'string') {
    const offset = typeof gmt_offset === 'number' ? gmt_offset : 0;
    const endsAt = typeof end_date === 'string' ? endDateMoment(end_date, offset) : null;
    return endsAt === null ? null : { kind: 'end_date', style: 2, endsAt };
  }
  const total = whole(minutes) * 60 + whole(seconds);
  return total > 0 ? { kind: 'duration', style: design.timer_ver === 1 ? 1 : 0, seconds: total } : null;
}

/** When the countdown reaches zero, for a popup shown at `shownAt` (epoch ms). */
export function countdownEndTime(timer: CountdownTimer, shownAt: number): number {
  return timer.kind === 'end_date' ? timer.endsAt : shownAt + timer.seconds * 1000;
}

/** Time left in flip units (spec section 9: 60 seconds per minute, 24 hours, days), rounded up to the second. */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/** Whether the countdown closes the popup now (spec section 4: under 1 s left). */
export function countdownCloses(remainingMs: number): boolean {
  return remainingMs < COUNTDOWN_CLOSE_BELOW_MS;
}
