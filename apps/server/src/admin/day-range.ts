import type { DayRange } from '@hookline/db';
import type { TRangeQuery } from '@hookline/schema';

/**
 * Date ranges of the results and leads views: calendar days (`YYYY-MM-DD`, both ends included) in
 * the owner's time zone, so "today" means the owner's today. The query's shape (`ZRangeQuery`, `ZDay`,
 * `ZTimeZone`) is in `@hookline/schema`; what a range resolves to is decided here.
 */

export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;

/** The calendar day of `at` in `timeZone`. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** `day` moved by `days` (negative for earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The range asked for, with defaults: `to` is today, `from` 29 days before `to`. A range that ends
 * before it starts or spans more than MAX_RANGE_DAYS is an error message, not a range.
 */
export function resolveRange(query: TRangeQuery, now: Date): DayRange | string {
  const to = query.to ?? dayIn(now, query.tz);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) return 'from must not be after to';
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return `a range covers at most ${MAX_RANGE_DAYS} days`;
  return { from, to, timeZone: query.tz };
}
