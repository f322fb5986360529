import { z } from 'zod';
import { ZFieldKey, ZSlug } from './slugs.ts';

/**
 * What a widget may ask of a collection's entries (post blocks, loops, the list filter's refresh,
 * the calendar): paging, term filters (AND / OR within a taxonomy; every taxonomy's filter must
 * pass), a sort, a title search, a date range of a date field, and entries to leave out.
 */

export const ENTRIES_PER_PAGE_MAX = 100;

/** Terms (by slug) of one taxonomy an entry must carry: all of them (`and`) or at least one (`or`). */
export const ZTermFilter = z.strictObject({
  taxonomy: ZSlug,
  terms: z.array(ZSlug).min(1, 'name at least one term').max(50, 'at most 50 terms'),
  operator: z.enum(['and', 'or'], 'must be and or or'),
});
export type TTermFilter = z.infer<typeof ZTermFilter>;

export const ENTRY_SORT_KEYS = ['published_at', 'title', 'updated_at', 'created_at'] as const;

/** By one of the entry's own dates or its title, or by a custom field's value (dates, numbers, text). */
export const ZEntrySort = z.union([
  z.strictObject({
    by: z.enum(ENTRY_SORT_KEYS),
    direction: z.enum(['asc', 'desc']).default('desc'),
  }),
  z.strictObject({
    by: z.literal('field'),
    field: ZFieldKey,
    direction: z.enum(['asc', 'desc']).default('asc'),
  }),
]);
export type TEntrySort = z.infer<typeof ZEntrySort>;

/** Entries whose date or date-time field falls in `[from, to]` (both ends included; `YYYY-MM-DD…`). */
export const ZFieldRange = z.strictObject({
  field: ZFieldKey,
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'must start with a date like 2025-06-30')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'must start with a date like 2025-06-30')
    .optional(),
});
export type TFieldRange = z.infer<typeof ZFieldRange>;

export const ZEntryQuery = z.strictObject({
  /** The collection's slug. */
  collection: ZSlug,
  page: z.number().int().min(1).max(100_000).default(1),
  per_page: z.number().int().min(1).max(ENTRIES_PER_PAGE_MAX).default(10),
  terms: z.array(ZTermFilter).max(10).default([]),
  sort: ZEntrySort.default({ by: 'published_at', direction: 'desc' }),
  search: z.string().trim().max(200).default(''),
  range: ZFieldRange.optional(),
  /** Entry ids to leave out (the entry a "related posts" block sits on). */
  exclude: z.array(z.uuid()).max(100).default([]),
});
export type TEntryQuery = z.infer<typeof ZEntryQuery>;
/** A query as a widget writes it: everything but the collection may be left out. */
export type TEntryQueryInput = z.input<typeof ZEntryQuery>;
