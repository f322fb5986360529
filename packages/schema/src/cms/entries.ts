import { z } from 'zod';
import { ZClientId } from '../ids.ts';
import { fieldValuesSchema } from './field-values.ts';
import type { TFieldDefinition } from './fields.ts';
import { ZImageValue } from './links.ts';
import { ZSlug } from './slugs.ts';

/**
 * Entries of a collection: a title, a slug (unique in the collection), draft or published, a featured
 * image, an excerpt, an author's name, the date it shows, its terms by taxonomy and its field values.
 */

export const ENTRY_STATUSES = ['draft', 'published'] as const;
export const ZEntryStatus = z.enum(ENTRY_STATUSES, 'must be draft or published');
export type TEntryStatus = z.infer<typeof ZEntryStatus>;

const TERMS_PER_TAXONOMY = 100;

/** What every entry has, whatever its collection. */
export const ZEntryBase = z.strictObject({
  title: z.string().trim().min(1, 'give the entry a title').max(200, 'must be at most 200 characters'),
  /** Made from the title when left out. */
  slug: ZSlug.optional(),
  status: ZEntryStatus.default('draft'),
  excerpt: z.string().trim().max(1000, 'must be at most 1000 characters').default(''),
  /** The name shown as the author ("Maya Chen"). */
  author: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  featured_image: ZImageValue.nullable().default(null),
  /** The entry's date (sorting, "June 3, 2025"); set to the moment of first publishing when left empty. */
  published_at: z.iso
    .datetime({ offset: true, message: 'must be a date and time like 2025-06-30T18:30:00Z' })
    .nullable()
    .default(null),
  /** Term ids by taxonomy slug; only the collection's taxonomies. */
  terms: z.record(ZSlug, z.array(z.uuid('must list terms by id')).max(TERMS_PER_TAXONOMY)).default({}),
  fields: z.record(z.string(), z.unknown()).default({}),
});
export type TEntryBaseInput = z.input<typeof ZEntryBase>;

/**
 * The body of `POST …/entries` and `PUT …/entries/:id` for a collection: field values checked
 * against its fields (required ones when the status is published), terms only of its taxonomies.
 */
export function entryInputSchema(collection: { fields: TFieldDefinition[]; taxonomies: string[] }) {
  const allowed = new Set(collection.taxonomies);
  const terms = ZEntryBase.shape.terms.refine(
    (byTaxonomy) => Object.keys(byTaxonomy).every((slug) => allowed.has(slug)),
    {
      message: collection.taxonomies.length
        ? `only takes terms of ${collection.taxonomies.map((slug) => `"${slug}"`).join(', ')}`
        : 'the collection takes no terms',
    },
  );
  const withFields = (publishing: boolean) =>
    ZEntryBase.extend({
      terms,
      fields: z.preprocess((fields) => fields ?? {}, fieldValuesSchema(collection.fields, { publishing })),
    });
  const draft = withFields(false).extend({ status: z.literal('draft') });
  const published = withFields(true).extend({ status: z.literal('published') });
  return z.preprocess(
    (body) =>
      body &&
      typeof body === 'object' &&
      !Array.isArray(body) &&
      (body as { status?: unknown }).status === undefined
        ? { ...body, status: 'draft' }
        : body,
    z.discriminatedUnion('status', [draft, published], {
      error: (issue) => (issue.code === 'invalid_union' ? 'status must be draft or published' : undefined),
    }),
  );
}
export type TEntryInput = z.infer<ReturnType<typeof entryInputSchema>>;

export const ZAdminEntry = ZEntryBase.extend({
  id: z.uuid(),
  collection_id: z.uuid(),
  slug: ZSlug,
  fields: z.record(z.string(), z.unknown()),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TAdminEntry = z.infer<typeof ZAdminEntry>;

/** A row of the dashboard's entries list. */
export const ZAdminEntryRow = ZAdminEntry.pick({
  id: true,
  slug: true,
  title: true,
  status: true,
  author: true,
  featured_image: true,
  published_at: true,
  updated_at: true,
}).extend({ featured_image_url: z.string().nullable() });
export type TAdminEntryRow = z.infer<typeof ZAdminEntryRow>;

export const ENTRY_PAGE_SIZE = 20;

const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be 1 or more').max(max, `must be at most ${max}`));

/** `GET …/collections/:id/entries?search=&status=&page=&per_page=` */
export const ZEntryListQuery = z.strictObject({
  search: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  status: z.enum(['all', ...ENTRY_STATUSES], 'must be all, draft or published').default('all'),
  page: wholeNumber(100_000).default(1),
  per_page: wholeNumber(100).default(ENTRY_PAGE_SIZE),
});
export type TEntryListQuery = z.infer<typeof ZEntryListQuery>;

export const ZAdminEntryPage = z.object({
  rows: z.array(ZAdminEntryRow),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type TAdminEntryPage = z.infer<typeof ZAdminEntryPage>;

export const ZEntryParams = z.strictObject({ clientId: ZClientId, entryId: z.uuid('must be an entry id') });
