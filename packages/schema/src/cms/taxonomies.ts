import { z } from 'zod';
import { ZClientId } from '../ids.ts';
import { ZImageValue } from './links.ts';
import { ZSlug } from './slugs.ts';

/**
 * Taxonomies (categories, tags, custom ones) and their terms. A hierarchical taxonomy's terms may
 * have a parent (categories); a flat one's may not (tags).
 */

export const ZTaxonomyInput = z.strictObject({
  name: z.string().trim().min(1, 'give the taxonomy a name').max(60, 'must be at most 60 characters'),
  singular_name: z.string().trim().min(1, 'give one term a name').max(60, 'must be at most 60 characters'),
  slug: ZSlug,
  hierarchical: z.boolean().default(false),
  description: z.string().trim().max(300, 'must be at most 300 characters').default(''),
});
export type TTaxonomyInput = z.infer<typeof ZTaxonomyInput>;

export const ZAdminTaxonomy = ZTaxonomyInput.extend({
  id: z.uuid(),
  term_count: z.number().int(),
  /** Slugs of the collections whose entries take its terms. */
  collections: z.array(z.string()),
  created_at: z.iso.datetime(),
});
export type TAdminTaxonomy = z.infer<typeof ZAdminTaxonomy>;

export const ZTermInput = z.strictObject({
  name: z.string().trim().min(1, 'give the term a name').max(80, 'must be at most 80 characters'),
  /** Made from the name when left out. */
  slug: ZSlug.optional(),
  description: z.string().trim().max(1000, 'must be at most 1000 characters').default(''),
  /** Only in a hierarchical taxonomy; a term of the same taxonomy, never the term itself or below it. */
  parent_id: z.uuid('must be a term id').nullable().default(null),
  image: ZImageValue.nullable().default(null),
  /** Order among its siblings (lower first; then by name). */
  position: z.number().int().min(0).max(100_000).default(0),
});
export type TTermInput = z.infer<typeof ZTermInput>;

export const ZAdminTerm = ZTermInput.extend({
  id: z.uuid(),
  slug: ZSlug,
  taxonomy_id: z.uuid(),
  /** Entries (drafts included) that carry it. */
  entry_count: z.number().int(),
});
export type TAdminTerm = z.infer<typeof ZAdminTerm>;

export const ZTaxonomyParams = z.strictObject({
  clientId: ZClientId,
  taxonomyId: z.uuid('must be a taxonomy id'),
});
export const ZTermParams = z.strictObject({ clientId: ZClientId, termId: z.uuid('must be a term id') });
