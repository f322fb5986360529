import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deleteTerm, insertTerm, listTerms, updateTerm, type Db, type TaxonomyRow } from '@hookline/db';
import { ZTermInput, slugify, type TAdminTerm, type TTermInput } from '@hookline/schema/cms';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { saveWithFreeSlug } from './free-slug.ts';
import { ownTaxonomy, ownTerm } from './owned-records.ts';
import { checkImages } from './references.ts';
import { toAdminTerm } from './wire.ts';

const TAXONOMY_TERMS = '/api/admin/content/:clientId/taxonomies/:taxonomyId/terms';
const TERM = '/api/admin/content/:clientId/terms/:termId';

const invalid = (message: string) => new HttpError(400, 'invalid_request', `Invalid body: ${message}`);

const slugTaken = (slug: string, taxonomy: TaxonomyRow) =>
  new HttpError(409, 'slug_taken', `Another term of ${taxonomy.name} already uses the slug "${slug}"`);

/**
 * Terms of a taxonomy: `GET|POST /api/admin/content/:clientId/taxonomies/:taxonomyId/terms`,
 * `PUT|DELETE /api/admin/content/:clientId/terms/:termId`. A term's parent must be a term of the
 * same hierarchical taxonomy and never the term itself or one below it; its image the site's own.
 */
export async function termRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const json = { preValidation: requireContentType('application/json') };
  app.get(TAXONOMY_TERMS, (request) => listTaxonomyTerms(ctx, request));
  app.post(TAXONOMY_TERMS, json, (request, reply) => createTerm(ctx, request, reply));
  app.put(TERM, json, (request) => saveTerm(ctx, request));
  app.delete(TERM, (request, reply) => removeTerm(ctx, request, reply));
}

async function listTaxonomyTerms(ctx: AppContext, request: FastifyRequest): Promise<TAdminTerm[]> {
  const { site, taxonomy } = await ownTaxonomy(ctx.database.db, request);
  return (await listTerms(ctx.database.db, site.id, taxonomy.id)).map(toAdminTerm);
}

/** A term's columns from its checked body (the slug apart: it may need a number added). */
const termColumns = (input: TTermInput) => ({
  name: input.name,
  description: input.description,
  parentId: input.parent_id,
  image: input.image,
  position: input.position,
});

/** A new term of the taxonomy; without a slug, one made from its name that no term has. */
async function createTerm(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const db = ctx.database.db;
  const { site, taxonomy } = await ownTaxonomy(db, request);
  const input = parse(ZTermInput, request.body);
  await checkTermInput(db, site.id, taxonomy, input, null);
  const row = await saveWithFreeSlug(
    input.slug,
    slugify(input.name) || 'term',
    (slug) => insertTerm(db, { siteId: site.id, taxonomyId: taxonomy.id, slug, ...termColumns(input) }),
    (slug) => slugTaken(slug, taxonomy),
  );
  ctx.content.changed(site.id);
  return reply.status(201).send(toAdminTerm({ ...row, entryCount: 0 }));
}

/** The term replaced by the body; it keeps its slug when the body names none. */
async function saveTerm(ctx: AppContext, request: FastifyRequest): Promise<TAdminTerm> {
  const db = ctx.database.db;
  const { site, term, taxonomy } = await ownTerm(db, request);
  const input = parse(ZTermInput, request.body);
  await checkTermInput(db, site.id, taxonomy, input, term.id);
  const row = await saveWithFreeSlug(
    input.slug,
    term.slug,
    (slug) => updateTerm(db, site.id, term.id, { slug, ...termColumns(input) }),
    (slug) => slugTaken(slug, taxonomy),
  );
  if (!row) throw notFound(`Term ${term.id}`);
  ctx.content.changed(site.id);
  const counted = (await listTerms(db, site.id, taxonomy.id)).find((t) => t.id === term.id)!;
  return toAdminTerm(counted);
}

async function removeTerm(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const { site, term } = await ownTerm(ctx.database.db, request);
  if (!(await deleteTerm(ctx.database.db, site.id, term.id))) throw notFound(`Term ${term.id}`);
  ctx.content.changed(site.id);
  return reply.status(204).send();
}

/**
 * Refuses a term body whose parent is not a term of the same hierarchical taxonomy, or is the term
 * itself (`self`) or one below it, and one whose image is not the site's.
 */
async function checkTermInput(
  db: Db,
  siteId: string,
  taxonomy: TaxonomyRow,
  input: TTermInput,
  self: string | null,
): Promise<void> {
  if (input.parent_id) {
    if (!taxonomy.hierarchical)
      throw invalid(`parent_id: ${taxonomy.name} is flat; its terms have no parents`);
    const all = await listTerms(db, siteId, taxonomy.id);
    const byId = new Map(all.map((term) => [term.id, term]));
    if (!byId.has(input.parent_id)) throw invalid(`parent_id: the parent must be a term of ${taxonomy.name}`);
    for (let id: string | null = input.parent_id; id; id = byId.get(id)?.parentId ?? null)
      if (id === self) throw invalid('parent_id: a term cannot sit below itself');
  }
  if (input.image) await checkImages(db, siteId, [{ mediaId: input.image.media_id, what: 'The term' }]);
}
