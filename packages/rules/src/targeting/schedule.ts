import type { TSchedule, TWeekday } from '@hookline/schema';

/** A moment as a wall clock shows it in one time zone. */
export interface WallClock {
  /** `YYYY-MM-DDTHH:mm`. */
  local: string;
  weekday: TWeekday;
  hour: number;
}

/**
 * The wall clock at `now` (ms since epoch) in an IANA time zone, or in the runtime's own zone when
 * `timeZone` is undefined (the visitor's, in the browser). Throws on an unknown zone.
 */
export function wallClock(now: number, timeZone: string | undefined): WallClock {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  for (const part of format.formatToParts(now)) parts[part.type] = part.value;
  const { year, month, day, hour = '0', minute, weekday = '' } = parts;
  return {
    local: `${year}-${month}-${day}T${hour.padStart(2, '0')}:${minute}`,
    weekday: weekday.slice(0, 3).toLowerCase() as TWeekday,
    hour: Number(hour),
  };
}

/**
 * Whether a schedule lets a popup show at `now` in `timeZone` (see {@link wallClock}): from `start`
 * (inclusive) to `end` (exclusive), wall-clock times in that zone; on one of `days`; in the hours
 * `from` up to `to`, over midnight when `from` is later than `to` (22 to 6). An unknown time zone
 * fails closed.
 */
export function scheduleAllows(
  schedule: Omit<TSchedule, 'zone'>,
  now: number,
  timeZone: string | undefined,
): boolean {
  let clock: WallClock;
  try {
    clock = wallClock(now, timeZone);
  } catch {
    return false;
  }
  if (schedule.start && clock.local < schedule.start) return false;
  if (schedule.end && clock.local >= schedule.end) return false;
  if (schedule.days && !schedule.days.includes(clock.weekday)) return false;
  const { hours } = schedule;
  if (!hours) return true;
  return hours.from < hours.to
    ? clock.hour >= hours.from && clock.hour < hours.to
    : clock.hour >= hours.from || clock.hour < hours.to;
}
