import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteTaxonomy,
  insertTaxonomy,
  isUniqueViolation,
  listTaxonomies,
  listTerms,
  updateTaxonomy,
  updateTerm,
  type TaxonomyRow,
} from '@hookline/db';
import { ZTaxonomyInput, type TAdminTaxonomy } from '@hookline/schema/cms';
import { callerSite } from '../admin/caller-site.ts';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { ownTaxonomy } from './owned-records.ts';
import { toAdminTaxonomy } from './wire.ts';

const TAXONOMIES = '/api/admin/content/:clientId/taxonomies';
const TAXONOMY = `${TAXONOMIES}/:taxonomyId`;

/**
 * Taxonomies: `GET|POST /api/admin/content/:clientId/taxonomies`, `PUT|DELETE …/taxonomies/:taxonomyId`
 * (their terms: term-routes.ts). A taxonomy's slug is fixed once made; one made flat loses its
 * terms' parents.
 */
export async function taxonomyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const json = { preValidation: requireContentType('application/json') };
  app.get(TAXONOMIES, (request) => listSiteTaxonomies(ctx, request));
  app.post(TAXONOMIES, json, (request, reply) => createTaxonomy(ctx, request, reply));
  app.put(TAXONOMY, json, (request) => saveTaxonomy(ctx, request));
  app.delete(TAXONOMY, (request, reply) => removeTaxonomy(ctx, request, reply));
}

async function listSiteTaxonomies(ctx: AppContext, request: FastifyRequest): Promise<TAdminTaxonomy[]> {
  const site = await callerSite(ctx.database.db, request);
  return (await listTaxonomies(ctx.database.db, site.id)).map(toAdminTaxonomy);
}

/** A new taxonomy; its slug must be free on the site. */
async function createTaxonomy(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const db = ctx.database.db;
  const site = await callerSite(db, request);
  const input = parse(ZTaxonomyInput, request.body);
  let row: TaxonomyRow;
  try {
    row = await insertTaxonomy(db, {
      siteId: site.id,
      slug: input.slug,
      name: input.name,
      singularName: input.singular_name,
      hierarchical: input.hierarchical,
      description: input.description,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(
        409,
        'slug_taken',
        `Another taxonomy of this site already uses the slug "${input.slug}"`,
      );
    throw error;
  }
  ctx.content.changed(site.id);
  return reply.status(201).send(toAdminTaxonomy({ ...row, termCount: 0, collections: [] }));
}

/** The taxonomy's names and kind changed; its slug cannot change (collections and fields name it). */
async function saveTaxonomy(ctx: AppContext, request: FastifyRequest): Promise<TAdminTaxonomy> {
  const db = ctx.database.db;
  const { site, taxonomy } = await ownTaxonomy(db, request);
  const input = parse(ZTaxonomyInput, request.body);
  if (input.slug !== taxonomy.slug)
    throw new HttpError(
      400,
      'invalid_request',
      `Invalid body: slug: a taxonomy's slug stays "${taxonomy.slug}" once made (collections and fields name it)`,
    );
  await updateTaxonomy(db, site.id, taxonomy.id, {
    name: input.name,
    singularName: input.singular_name,
    hierarchical: input.hierarchical,
    description: input.description,
  });
  // Terms of a taxonomy made flat keep no parents.
  if (!input.hierarchical && taxonomy.hierarchical)
    for (const term of await listTerms(db, site.id, taxonomy.id))
      if (term.parentId) await updateTerm(db, site.id, term.id, { parentId: null });
  ctx.content.changed(site.id);
  const summary = (await listTaxonomies(db, site.id)).find((row) => row.id === taxonomy.id)!;
  return toAdminTaxonomy(summary);
}

async function removeTaxonomy(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const { site, taxonomy } = await ownTaxonomy(ctx.database.db, request);
  if (!(await deleteTaxonomy(ctx.database.db, site.id, taxonomy.id)))
    throw notFound(`Taxonomy ${taxonomy.id}`);
  ctx.content.changed(site.id);
  return reply.status(204).send();
}
