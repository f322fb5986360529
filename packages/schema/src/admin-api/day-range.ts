import { z } from 'zod';

/**
 * Date ranges of the results and leads views: calendar days (`YYYY-MM-DD`, both ends included) in
 * the owner's time zone, so "today" means the owner's today. What a range resolves to (defaults,
 * limits) is the server's decision (`apps/server/src/admin/day-range.ts`).
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar day (`2025-02-30` is not) from the year 1000 on: PostgreSQL has no year 0, so an
 * earlier day could only fail in a query.
 */
export const ZDay = z
  .string()
  .regex(DAY, 'must be a date as YYYY-MM-DD')
  .refine((value) => value >= '1000-01-01', 'must be a day from the year 1000 on')
  .refine((value) => {
    const at = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === value;
  }, 'is not a calendar day');

let zonesBothKnow: Set<string> | undefined;

/**
 * The canonical name of a time zone that both this runtime and PostgreSQL know, or null. Node (ICU)
 * accepts aliases PostgreSQL's tz database lacks (`US/Pacific-New`), so a name is resolved to ICU's
 * canonical one and kept only if it is one of `Intl.supportedValuesOf('timeZone')` (plus `UTC`),
 * names PostgreSQL knows too (tested against both databases in packages/db).
 */
export function canonicalTimeZone(zone: string): string | null {
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  // Built on first use: the list is long, and most importers of the schema never need it.
  zonesBothKnow ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zonesBothKnow.has(canonical) ? canonical : null;
}

/** An IANA time zone name (or an alias of one), answered as the canonical name both sides know. */
export const ZTimeZone = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'must be a time zone name such as Europe/London')
  .transform((zone, ctx) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical === null) ctx.addIssue({ code: 'custom', message: 'is not a known time zone' });
    return canonical ?? zone;
  });

/** The range query of the results views: `from`, `to` (inclusive) and `tz`. */
export const ZRangeQuery = z.strictObject({
  from: ZDay.optional(),
  to: ZDay.optional(),
  tz: ZTimeZone.default('UTC'),
});
export type TRangeQuery = z.infer<typeof ZRangeQuery>;
export type TRangeQueryInput = z.input<typeof ZRangeQuery>;
