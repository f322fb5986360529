import { z } from 'zod';

/**
 * Date ranges of the results and leads views: calendar days (`YYYY-MM-DD`, both ends included) in
 * the owner's time zone, so "today" means the owner's today. What a range resolves to (defaults,
 * limits) is the server's decision (`apps/server/src/admin/day-range.ts`).
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (`2025-02-30` is not). */
export const ZDay = z
  .string()
  .regex(DAY, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const at = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === value;
  }, 'is not a calendar day');

/** An IANA time zone name this runtime knows (the database knows the same tz database). */
export const ZTimeZone = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'must be a time zone name such as Europe/London')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'is not a known time zone');

/** The range query of the results views: `from`, `to` (inclusive) and `tz`. */
export const ZRangeQuery = z.strictObject({
  from: ZDay.optional(),
  to: ZDay.optional(),
  tz: ZTimeZone.default('UTC'),
});
export type TRangeQuery = z.infer<typeof ZRangeQuery>;
export type TRangeQueryInput = z.input<typeof ZRangeQuery>;
