import { z } from 'zod';
import { ZClientId } from '../ids.ts';
import { ZFieldDefinitions } from './fields.ts';
import { ZCollectionSlug, ZSlug } from './slugs.ts';

/**
 * Collections (post types): a name, the address segment of their entries (`/{slug}/{entry}`), their
 * custom fields and the taxonomies their entries are sorted into. `/api/admin/content/:clientId/collections…`
 */

const name = (what: string) =>
  z.string().trim().min(1, `give the ${what} a name`).max(60, 'must be at most 60 characters');

export const ZCollectionInput = z.strictObject({
  /** Plural, as the dashboard lists it: "Journal", "Stores". */
  name: name('collection'),
  /** One entry: "Post", "Store". */
  singular_name: name('entry'),
  slug: ZCollectionSlug,
  description: z.string().trim().max(300, 'must be at most 300 characters').default(''),
  fields: ZFieldDefinitions.default([]),
  /** Taxonomies (by slug, of the same site) whose terms this collection's entries take. */
  taxonomies: z
    .array(ZSlug)
    .max(10, 'at most 10 taxonomies')
    .refine((slugs) => new Set(slugs).size === slugs.length, 'lists a taxonomy twice')
    .default([]),
});
export type TCollectionInput = z.infer<typeof ZCollectionInput>;
export type TCollectionInputDraft = z.input<typeof ZCollectionInput>;

export const ZAdminCollection = ZCollectionInput.extend({
  id: z.uuid(),
  entry_count: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TAdminCollection = z.infer<typeof ZAdminCollection>;

export const ZContentSiteParams = z.strictObject({ clientId: ZClientId });
export const ZCollectionParams = z.strictObject({
  clientId: ZClientId,
  collectionId: z.uuid('must be a collection id'),
});

/**
 * `PUT …/collections/:id?clear_invalid=true`: changed fields whose stored values no longer fit are
 * refused (409, naming the entries) unless the editor agrees to clear those values.
 */
export const ZCollectionUpdateQuery = z.strictObject({
  clear_invalid: z
    .enum(['true', 'false'], 'must be true or false')
    .default('false')
    .transform((v) => v === 'true'),
});

/** One stored value that no longer fits a changed field. */
export const ZFieldConflict = z.object({
  entry_id: z.string(),
  entry_title: z.string(),
  field: z.string(),
  message: z.string(),
});
export type TFieldConflict = z.infer<typeof ZFieldConflict>;

/** The 409 answer to a field change that existing values do not fit. */
export const ZCollectionConflict = z.object({
  error: z.literal('values_do_not_fit'),
  message: z.string(),
  conflicts: z.array(ZFieldConflict),
});
export type TCollectionConflict = z.infer<typeof ZCollectionConflict>;
