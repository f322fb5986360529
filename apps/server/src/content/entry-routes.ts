import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteEntry,
  findCollection,
  findEntry,
  findMediaByIds,
  insertEntry,
  isUniqueViolation,
  listAdminEntries,
  updateEntry,
  type CollectionRow,
  type Db,
  type EntryRow,
} from '@hookline/db';
import { mediaPath, ZMediaType } from '@hookline/schema';
import {
  ZCollectionParams,
  ZEntryListQuery,
  ZEntryParams,
  entryInputSchema,
  slugify,
  type TAdminEntry,
  type TAdminEntryPage,
  type TEntryInput,
} from '@hookline/schema/cms';
import { callerSite } from '../admin/caller-site.ts';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { checkEntryReferences, sanitizeFieldValues } from './references.ts';
import { toAdminEntry } from './wire.ts';

const slugTaken = (slug: string, collection: CollectionRow) =>
  new HttpError(409, 'slug_taken', `Another entry of ${collection.name} already uses the slug "${slug}"`);

/** Tries slug, slug-2, slug-3…: an entry whose slug was made from its title never fails on a twin. */
const AUTO_SLUG_TRIES = 50;

/**
 * Entries: `GET|POST /api/admin/content/:clientId/collections/:collectionId/entries` (a page with
 * search and status; a new entry) and `GET|PUT|DELETE /api/admin/content/:clientId/entries/:entryId`.
 * Bodies are checked against the collection's fields (required ones when published), rich text is
 * sanitised before it is stored, and every image and term must be the site's own.
 */
export async function entryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const json = requireContentType('application/json');

  const ownCollection = async (request: FastifyRequest) => {
    const { collectionId } = parse(ZCollectionParams, request.params, 'address');
    const site = await callerSite(db, request);
    const collection = await findCollection(db, site.id, { id: collectionId });
    if (!collection) throw notFound(`Collection ${collectionId}`);
    return { site, collection };
  };

  const ownEntry = async (request: FastifyRequest) => {
    const { entryId } = parse(ZEntryParams, request.params, 'address');
    const site = await callerSite(db, request);
    const entry = await findEntry(db, site.id, { id: entryId });
    if (!entry) throw notFound(`Entry ${entryId}`);
    const collection = (await findCollection(db, site.id, { id: entry.collectionId }))!;
    return { site, entry, collection };
  };

  /** The body checked against the collection and the site, with its rich text cleaned. */
  const readEntry = async (request: FastifyRequest, siteId: string, collection: CollectionRow) => {
    const input = parse(entryInputSchema(collection), request.body) as TEntryInput;
    const fields = sanitizeFieldValues(collection.fields, input.fields);
    await checkEntryReferences(db, siteId, { ...input, fields }, collection.fields);
    return { ...input, fields };
  };

  const columns = (input: TEntryInput, previous: EntryRow | null) => ({
    title: input.title,
    status: input.status,
    excerpt: input.excerpt,
    author: input.author,
    featuredImage: input.featured_image,
    // First publishing dates an undated entry; a date the editor gave (or had) stays.
    publishedAt: input.published_at
      ? new Date(input.published_at)
      : (previous?.publishedAt ?? (input.status === 'published' ? new Date() : null)),
    fields: input.fields,
  });

  app.get(
    '/api/admin/content/:clientId/collections/:collectionId/entries',
    async (request): Promise<TAdminEntryPage> => {
      const { site, collection } = await ownCollection(request);
      const query = parse(ZEntryListQuery, request.query, 'query');
      const page = await listAdminEntries(db, site.id, collection.id, {
        search: query.search,
        status: query.status,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      const urls = await imageUrls(db, site.id, page.rows);
      return {
        rows: page.rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          status: row.status as TAdminEntry['status'],
          author: row.author,
          featured_image: row.featuredImage ?? null,
          featured_image_url: row.featuredImage ? (urls.get(row.featuredImage.media_id) ?? null) : null,
          published_at: row.publishedAt?.toISOString() ?? null,
          updated_at: row.updatedAt.toISOString(),
        })),
        total: page.total,
        page: query.page,
        per_page: query.per_page,
      };
    },
  );

  app.post(
    '/api/admin/content/:clientId/collections/:collectionId/entries',
    { preValidation: json },
    async (request, reply) => {
      const { site, collection } = await ownCollection(request);
      const input = await readEntry(request, site.id, collection);
      const wanted = input.slug ?? (slugify(input.title) || 'entry');
      for (let attempt = 1; ; attempt++) {
        const slug = input.slug || attempt === 1 ? wanted : `${wanted.slice(0, 75)}-${attempt}`;
        try {
          const row = await insertEntry(
            db,
            { siteId: site.id, collectionId: collection.id, slug, ...columns(input, null) },
            input.terms,
          );
          ctx.content.changed(site.id);
          return reply.status(201).send(toAdminEntry(row, input.terms));
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (input.slug || attempt >= AUTO_SLUG_TRIES) throw slugTaken(slug, collection);
        }
      }
    },
  );

  app.get('/api/admin/content/:clientId/entries/:entryId', async (request): Promise<TAdminEntry> => {
    const { entry } = await ownEntry(request);
    return toAdminEntry(entry, entry.terms);
  });

  app.put('/api/admin/content/:clientId/entries/:entryId', { preValidation: json }, async (request) => {
    const { site, entry, collection } = await ownEntry(request);
    const input = await readEntry(request, site.id, collection);
    const slug = input.slug ?? entry.slug;
    try {
      const row = await updateEntry(db, site.id, entry.id, { slug, ...columns(input, entry) }, input.terms);
      if (!row) throw notFound(`Entry ${entry.id}`);
      ctx.content.changed(site.id);
      return toAdminEntry(row, input.terms);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(slug, collection);
      throw error;
    }
  });

  app.delete('/api/admin/content/:clientId/entries/:entryId', async (request, reply) => {
    const { site, entry } = await ownEntry(request);
    if (!(await deleteEntry(db, site.id, entry.id))) throw notFound(`Entry ${entry.id}`);
    ctx.content.changed(site.id);
    return reply.status(204).send();
  });
}

/** The public paths of the listed entries' featured images, by media id. */
async function imageUrls(db: Db, siteId: string, rows: EntryRow[]): Promise<Map<string, string>> {
  const ids = rows.flatMap((row) => (row.featuredImage ? [row.featuredImage.media_id] : []));
  const found = await findMediaByIds(db, siteId, ids);
  return new Map(found.map((m) => [m.id, mediaPath(m.hash, ZMediaType.parse(m.type))]));
}
