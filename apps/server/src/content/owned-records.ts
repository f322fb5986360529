import type { FastifyRequest } from 'fastify';
import { findCollection, findEntry, findTaxonomy, findTerm, type Db } from '@hookline/db';
import { ZCollectionParams, ZEntryParams, ZTaxonomyParams, ZTermParams } from '@hookline/schema/cms';
import { callerSite } from '../admin/caller-site.ts';
import { notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';

/**
 * The content record a route's address names, with the caller's site: found only among that site's
 * own, so another site's collection, entry, taxonomy or term answers 404 as if it did not exist.
 */

/** The collection of `:collectionId`. */
export async function ownCollection(db: Db, request: FastifyRequest) {
  const { collectionId } = parse(ZCollectionParams, request.params, 'address');
  const site = await callerSite(db, request);
  const collection = await findCollection(db, site.id, { id: collectionId });
  if (!collection) throw notFound(`Collection ${collectionId}`);
  return { site, collection };
}

/** The entry of `:entryId`, with its collection. */
export async function ownEntry(db: Db, request: FastifyRequest) {
  const { entryId } = parse(ZEntryParams, request.params, 'address');
  const site = await callerSite(db, request);
  const entry = await findEntry(db, site.id, { id: entryId });
  if (!entry) throw notFound(`Entry ${entryId}`);
  const collection = (await findCollection(db, site.id, { id: entry.collectionId }))!;
  return { site, entry, collection };
}

/** The taxonomy of `:taxonomyId`. */
export async function ownTaxonomy(db: Db, request: FastifyRequest) {
  const { taxonomyId } = parse(ZTaxonomyParams, request.params, 'address');
  const site = await callerSite(db, request);
  const taxonomy = await findTaxonomy(db, site.id, { id: taxonomyId });
  if (!taxonomy) throw notFound(`Taxonomy ${taxonomyId}`);
  return { site, taxonomy };
}

/** The term of `:termId`, with its taxonomy. */
export async function ownTerm(db: Db, request: FastifyRequest) {
  const { termId } = parse(ZTermParams, request.params, 'address');
  const site = await callerSite(db, request);
  const term = await findTerm(db, site.id, termId);
  if (!term) throw notFound(`Term ${termId}`);
  const taxonomy = (await findTaxonomy(db, site.id, { id: term.taxonomyId }))!;
  return { site, term, taxonomy };
}
