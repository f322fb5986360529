import { findTaxonomiesBySlug, type Db } from '@hookline/db';
import { subFieldsOf, type TFieldDefinition } from '@hookline/schema/cms';
import { HttpError } from '../http/errors.ts';

/**
 * Refuses a collection that names taxonomies the site does not have: in its own list or as the
 * taxonomy of a terms field (rows included).
 */
export async function checkCollectionTaxonomies(
  db: Db,
  siteId: string,
  collection: { taxonomies: string[]; fields: TFieldDefinition[] },
): Promise<void> {
  const named = new Map<string, string>();
  for (const slug of collection.taxonomies) named.set(slug, `taxonomies: "${slug}"`);
  for (const field of collection.fields)
    for (const inner of [field, ...subFieldsOf(field)])
      if (inner.kind === 'terms' && !named.has(inner.taxonomy))
        named.set(inner.taxonomy, `The field "${inner.label}" names the taxonomy "${inner.taxonomy}", which`);
  if (!named.size) return;
  const found = new Set((await findTaxonomiesBySlug(db, siteId, [...named.keys()])).map((t) => t.slug));
  for (const [slug, where] of named)
    if (!found.has(slug))
      throw new HttpError(
        400,
        'invalid_request',
        where.startsWith('taxonomies')
          ? `Invalid body: ${where} is not a taxonomy of this site`
          : `Invalid body: ${where} this site does not have`,
      );
}
