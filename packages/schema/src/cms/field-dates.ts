import { z } from 'zod';

/** Date and date-time field values: their wire shapes, and whether a written day exists. */

/** `YYYY-MM-DD`. */
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `YYYY-MM-DDTHH:mm`: a wall-clock time in the site's time zone. */
export const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether the date part of `YYYY-MM-DD…` is a day of the calendar (no 31 April). */
export function dayExists(value: string): boolean {
  const match = DATE_PATTERN.exec(value.slice(0, 10));
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date value: `YYYY-MM-DD`. */
export const ZDateValue = z
  .string('must be a date like 2025-06-30')
  .regex(DATE_PATTERN, 'must be a date like 2025-06-30')
  .refine(dayExists, 'must be a day that exists');
/** A date-time value: `YYYY-MM-DDTHH:mm`, in the site's time zone. */
export const ZDateTimeValue = z
  .string('must be a date and time like 2025-06-30T18:30')
  .regex(DATE_TIME_PATTERN, 'must be a date and time like 2025-06-30T18:30')
  .refine(dayExists, 'must be a day that exists');
