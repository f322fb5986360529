import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteTaxonomy,
  deleteTerm,
  findTaxonomy,
  findTerm,
  insertTaxonomy,
  insertTerm,
  isUniqueViolation,
  listTaxonomies,
  listTerms,
  updateTaxonomy,
  updateTerm,
  type TaxonomyRow,
  type TermRow,
} from '@hookline/db';
import {
  ZTaxonomyInput,
  ZTaxonomyParams,
  ZTermInput,
  ZTermParams,
  slugify,
  type TAdminTaxonomy,
  type TAdminTerm,
  type TTermInput,
} from '@hookline/schema/cms';
import { callerSite } from '../admin/caller-site.ts';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { checkImages } from './references.ts';
import { toAdminTaxonomy, toAdminTerm } from './wire.ts';

const invalid = (message: string) => new HttpError(400, 'invalid_request', `Invalid body: ${message}`);

/**
 * Taxonomies and their terms: `GET|POST /api/admin/content/:clientId/taxonomies`,
 * `PUT|DELETE …/taxonomies/:taxonomyId`, `GET|POST …/taxonomies/:taxonomyId/terms`,
 * `PUT|DELETE /api/admin/content/:clientId/terms/:termId`. A taxonomy's slug is fixed once made;
 * a term's parent must be a term of the same hierarchical taxonomy and never the term itself or
 * one below it.
 */
export async function taxonomyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const json = requireContentType('application/json');
  const base = '/api/admin/content/:clientId/taxonomies';

  const ownTaxonomy = async (request: FastifyRequest) => {
    const { taxonomyId } = parse(ZTaxonomyParams, request.params, 'address');
    const site = await callerSite(db, request);
    const taxonomy = await findTaxonomy(db, site.id, { id: taxonomyId });
    if (!taxonomy) throw notFound(`Taxonomy ${taxonomyId}`);
    return { site, taxonomy };
  };

  const ownTerm = async (request: FastifyRequest) => {
    const { termId } = parse(ZTermParams, request.params, 'address');
    const site = await callerSite(db, request);
    const term = await findTerm(db, site.id, termId);
    if (!term) throw notFound(`Term ${termId}`);
    const taxonomy = (await findTaxonomy(db, site.id, { id: term.taxonomyId }))!;
    return { site, term, taxonomy };
  };

  const summary = async (siteId: string, id: string) =>
    (await listTaxonomies(db, siteId)).find((row) => row.id === id)!;

  app.get(base, async (request): Promise<TAdminTaxonomy[]> => {
    const site = await callerSite(db, request);
    return (await listTaxonomies(db, site.id)).map(toAdminTaxonomy);
  });

  app.post(base, { preValidation: json }, async (request, reply) => {
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
  });

  app.put(`${base}/:taxonomyId`, { preValidation: json }, async (request) => {
    const { site, taxonomy } = await ownTaxonomy(request);
    const input = parse(ZTaxonomyInput, request.body);
    if (input.slug !== taxonomy.slug)
      throw invalid(
        `slug: a taxonomy's slug stays "${taxonomy.slug}" once made (collections and fields name it)`,
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
    return toAdminTaxonomy(await summary(site.id, taxonomy.id));
  });

  app.delete(`${base}/:taxonomyId`, async (request, reply) => {
    const { site, taxonomy } = await ownTaxonomy(request);
    if (!(await deleteTaxonomy(db, site.id, taxonomy.id))) throw notFound(`Taxonomy ${taxonomy.id}`);
    ctx.content.changed(site.id);
    return reply.status(204).send();
  });

  app.get(`${base}/:taxonomyId/terms`, async (request): Promise<TAdminTerm[]> => {
    const { site, taxonomy } = await ownTaxonomy(request);
    return (await listTerms(db, site.id, taxonomy.id)).map(toAdminTerm);
  });

  /** The term's parent checked: same taxonomy, hierarchical, no loop. */
  const checkParent = async (
    siteId: string,
    taxonomy: TaxonomyRow,
    input: TTermInput,
    self: string | null,
  ) => {
    if (!input.parent_id) return;
    if (!taxonomy.hierarchical)
      throw invalid(`parent_id: ${taxonomy.name} is flat; its terms have no parents`);
    const all = await listTerms(db, siteId, taxonomy.id);
    const byId = new Map(all.map((term) => [term.id, term]));
    if (!byId.has(input.parent_id)) throw invalid(`parent_id: the parent must be a term of ${taxonomy.name}`);
    for (let id: string | null = input.parent_id; id; id = byId.get(id)?.parentId ?? null)
      if (id === self) throw invalid('parent_id: a term cannot sit below itself');
  };

  const saveTerm = async (
    save: (slug: string) => Promise<TermRow | null>,
    input: TTermInput,
    taxonomy: TaxonomyRow,
    fallbackSlug: string,
  ): Promise<TermRow | null> => {
    const wanted = input.slug ?? fallbackSlug;
    for (let attempt = 1; ; attempt++) {
      const slug = input.slug || attempt === 1 ? wanted : `${wanted.slice(0, 75)}-${attempt}`;
      try {
        return await save(slug);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (input.slug || attempt >= 50)
          throw new HttpError(
            409,
            'slug_taken',
            `Another term of ${taxonomy.name} already uses the slug "${slug}"`,
          );
      }
    }
  };

  app.post(`${base}/:taxonomyId/terms`, { preValidation: json }, async (request, reply) => {
    const { site, taxonomy } = await ownTaxonomy(request);
    const input = parse(ZTermInput, request.body);
    await checkParent(site.id, taxonomy, input, null);
    if (input.image) await checkImages(db, site.id, [{ mediaId: input.image.media_id, what: 'The term' }]);
    const row = await saveTerm(
      (slug) =>
        insertTerm(db, {
          siteId: site.id,
          taxonomyId: taxonomy.id,
          slug,
          name: input.name,
          description: input.description,
          parentId: input.parent_id,
          image: input.image,
          position: input.position,
        }),
      input,
      taxonomy,
      slugify(input.name) || 'term',
    );
    ctx.content.changed(site.id);
    return reply.status(201).send(toAdminTerm({ ...row!, entryCount: 0 }));
  });

  app.put('/api/admin/content/:clientId/terms/:termId', { preValidation: json }, async (request) => {
    const { site, term, taxonomy } = await ownTerm(request);
    const input = parse(ZTermInput, request.body);
    await checkParent(site.id, taxonomy, input, term.id);
    if (input.image) await checkImages(db, site.id, [{ mediaId: input.image.media_id, what: 'The term' }]);
    const row = await saveTerm(
      (slug) =>
        updateTerm(db, site.id, term.id, {
          slug,
          name: input.name,
          description: input.description,
          parentId: input.parent_id,
          image: input.image,
          position: input.position,
        }),
      input,
      taxonomy,
      term.slug,
    );
    if (!row) throw notFound(`Term ${term.id}`);
    ctx.content.changed(site.id);
    const counted = (await listTerms(db, site.id, taxonomy.id)).find((t) => t.id === term.id)!;
    return toAdminTerm(counted);
  });

  app.delete('/api/admin/content/:clientId/terms/:termId', async (request, reply) => {
    const { site, term } = await ownTerm(request);
    if (!(await deleteTerm(db, site.id, term.id))) throw notFound(`Term ${term.id}`);
    ctx.content.changed(site.id);
    return reply.status(204).send();
  });
}
