import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteEntry,
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
import { ZEntryListQuery, slugify, type TAdminEntry, type TAdminEntryPage } from '@hookline/schema/cms';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { entryColumns, readEntryInput } from './entry-input.ts';
import { saveWithFreeSlug } from './free-slug.ts';
import { ownCollection, ownEntry } from './owned-records.ts';
import { toAdminEntry } from './wire.ts';

const COLLECTION_ENTRIES = '/api/admin/content/:clientId/collections/:collectionId/entries';
const ENTRY = '/api/admin/content/:clientId/entries/:entryId';

const slugTaken = (slug: string, collection: CollectionRow) =>
  new HttpError(409, 'slug_taken', `Another entry of ${collection.name} already uses the slug "${slug}"`);

/**
 * Entries: `GET|POST /api/admin/content/:clientId/collections/:collectionId/entries` (a page with
 * search and status; a new entry) and `GET|PUT|DELETE /api/admin/content/:clientId/entries/:entryId`.
 * Bodies are checked against the collection's fields (required ones when published), rich text is
 * sanitised before it is stored, and every image and term must be the site's own.
 */
export async function entryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const json = { preValidation: requireContentType('application/json') };
  app.get(COLLECTION_ENTRIES, (request) => listEntries(ctx, request));
  app.post(COLLECTION_ENTRIES, json, (request, reply) => createEntry(ctx, request, reply));
  app.get(ENTRY, (request) => showEntry(ctx, request));
  app.put(ENTRY, json, (request) => saveEntry(ctx, request));
  app.delete(ENTRY, (request, reply) => removeEntry(ctx, request, reply));
}

/** A page of a collection's entries, by search and status, with their featured images' addresses. */
async function listEntries(ctx: AppContext, request: FastifyRequest): Promise<TAdminEntryPage> {
  const db = ctx.database.db;
  const { site, collection } = await ownCollection(db, request);
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
}

/** A new entry of the collection; without a slug, one made from its title that no entry has. */
async function createEntry(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const db = ctx.database.db;
  const { site, collection } = await ownCollection(db, request);
  const input = await readEntryInput(db, request, site.id, collection);
  const row = await saveWithFreeSlug(
    input.slug,
    slugify(input.title) || 'entry',
    (slug) =>
      insertEntry(
        db,
        { siteId: site.id, collectionId: collection.id, slug, ...entryColumns(input, null) },
        input.terms,
      ),
    (slug) => slugTaken(slug, collection),
  );
  ctx.content.changed(site.id);
  return reply.status(201).send(toAdminEntry(row, input.terms));
}

async function showEntry(ctx: AppContext, request: FastifyRequest): Promise<TAdminEntry> {
  const { entry } = await ownEntry(ctx.database.db, request);
  return toAdminEntry(entry, entry.terms);
}

/** The entry replaced by the body; it keeps its slug when the body names none. */
async function saveEntry(ctx: AppContext, request: FastifyRequest): Promise<TAdminEntry> {
  const db = ctx.database.db;
  const { site, entry, collection } = await ownEntry(db, request);
  const input = await readEntryInput(db, request, site.id, collection);
  const slug = input.slug ?? entry.slug;
  try {
    const row = await updateEntry(
      db,
      site.id,
      entry.id,
      { slug, ...entryColumns(input, entry) },
      input.terms,
    );
    if (!row) throw notFound(`Entry ${entry.id}`);
    ctx.content.changed(site.id);
    return toAdminEntry(row, input.terms);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug, collection);
    throw error;
  }
}

async function removeEntry(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const { site, entry } = await ownEntry(ctx.database.db, request);
  if (!(await deleteEntry(ctx.database.db, site.id, entry.id))) throw notFound(`Entry ${entry.id}`);
  ctx.content.changed(site.id);
  return reply.status(204).send();
}

/** The public paths of the listed entries' featured images, by media id. */
async function imageUrls(db: Db, siteId: string, rows: EntryRow[]): Promise<Map<string, string>> {
  const ids = rows.flatMap((row) => (row.featuredImage ? [row.featuredImage.media_id] : []));
  const found = await findMediaByIds(db, siteId, ids);
  return new Map(found.map((m) => [m.id, mediaPath(m.hash, ZMediaType.parse(m.type))]));
}
