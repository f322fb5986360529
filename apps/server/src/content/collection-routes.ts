import type { FastifyInstance } from 'fastify';
import {
  asDb,
  deleteCollection,
  insertCollection,
  isUniqueViolation,
  listCollections,
  listEntryValues,
  pruneEntryTerms,
  replaceEntryValues,
  updateCollection,
  type CollectionRow,
} from '@hookline/db';
import {
  ZCollectionInput,
  ZCollectionUpdateQuery,
  conformFieldValues,
  type TAdminCollection,
  type TCollectionConflict,
  type TFieldConflict,
} from '@hookline/schema/cms';
import { callerSite } from '../admin/caller-site.ts';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { ownCollection } from './owned-records.ts';
import { checkCollectionTaxonomies } from './site-taxonomies.ts';
import { toAdminCollection } from './wire.ts';

const slugTaken = (slug: string) =>
  new HttpError(409, 'slug_taken', `Another collection of this site already uses the slug "${slug}"`);

/** How many conflicts a refusal lists; the message counts them all. */
const CONFLICTS_SHOWN = 20;

/**
 * A site's collections: `GET|POST /api/admin/content/:clientId/collections`,
 * `GET|PUT|DELETE …/collections/:collectionId`. A change of fields is checked against the entries'
 * stored values: values that no longer fit are refused with a 409 listing them, unless
 * `?clear_invalid=true` asks to empty them (docs/page-builder.md, "Changing fields").
 */
export async function collectionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const json = requireContentType('application/json');
  const base = '/api/admin/content/:clientId/collections';

  app.get(base, async (request): Promise<TAdminCollection[]> => {
    const site = await callerSite(db, request);
    return (await listCollections(db, site.id)).map(toAdminCollection);
  });

  app.post(base, { preValidation: json }, async (request, reply) => {
    const site = await callerSite(db, request);
    const input = parse(ZCollectionInput, request.body);
    await checkCollectionTaxonomies(db, site.id, input);
    let row: CollectionRow;
    try {
      row = await insertCollection(db, {
        siteId: site.id,
        slug: input.slug,
        name: input.name,
        singularName: input.singular_name,
        description: input.description,
        fields: input.fields,
        taxonomies: input.taxonomies,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(input.slug);
      throw error;
    }
    ctx.content.changed(site.id);
    return reply.status(201).send(toAdminCollection({ ...row, entryCount: 0 }));
  });

  app.get(`${base}/:collectionId`, async (request): Promise<TAdminCollection> => {
    const { collection } = await ownCollection(db, request);
    return toAdminCollection(collection);
  });

  app.put(`${base}/:collectionId`, { preValidation: json }, async (request, reply) => {
    const { site, collection } = await ownCollection(db, request);
    const input = parse(ZCollectionInput, request.body);
    const { clear_invalid: clearInvalid } = parse(ZCollectionUpdateQuery, request.query, 'query');
    if (input.slug !== collection.slug) {
      throw new HttpError(
        400,
        'invalid_request',
        `Invalid body: slug: a collection's slug stays "${collection.slug}" once made (pages and addresses name it)`,
      );
    }
    await checkCollectionTaxonomies(db, site.id, input);
    const stored = await listEntryValues(db, collection.id);
    const refitted = stored.map((entry) => ({ entry, ...conformFieldValues(input.fields, entry.fields) }));
    const conflicts: TFieldConflict[] = refitted.flatMap(({ entry, problems }) =>
      problems.map((problem) => ({
        entry_id: entry.id,
        entry_title: entry.title,
        field: problem.key,
        message: problem.message,
      })),
    );
    if (conflicts.length && !clearInvalid) {
      const entries = new Set(conflicts.map((c) => c.entry_id)).size;
      const answer: TCollectionConflict = {
        error: 'values_do_not_fit',
        message: `${entries === 1 ? '1 entry has' : `${entries} entries have`} values that do not fit the changed fields (${conflicts[0]!.entry_title}: ${conflicts[0]!.message}). Change them first, or save again to clear them.`,
        conflicts: conflicts.slice(0, CONFLICTS_SHOWN),
      };
      return reply.status(409).send(answer);
    }
    const row = await db.transaction(async (tx) => {
      const changed = await updateCollection(asDb(tx), site.id, collection.id, {
        name: input.name,
        singularName: input.singular_name,
        description: input.description,
        fields: input.fields,
        taxonomies: input.taxonomies,
      });
      await replaceEntryValues(
        asDb(tx),
        collection.id,
        refitted.map(({ entry, values }) => ({ id: entry.id, fields: values })),
      );
      await pruneEntryTerms(asDb(tx), collection.id, input.taxonomies);
      return changed!;
    });
    ctx.content.changed(site.id);
    return reply.send(toAdminCollection({ ...row, entryCount: collection.entryCount }));
  });

  app.delete(`${base}/:collectionId`, async (request, reply) => {
    const { site, collection } = await ownCollection(db, request);
    if (!(await deleteCollection(db, site.id, collection.id))) throw notFound(`Collection ${collection.id}`);
    ctx.content.changed(site.id);
    return reply.status(204).send();
  });
}
