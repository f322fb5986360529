import { contentTables, insertTaxonomy, type Db } from '@hookline/db';
import { slugify } from '@hookline/schema/cms';

/** The demo's taxonomies: the Journal's categories and tags, the Lookbook's moods. */

export const CATEGORIES = ['Makers', 'Recipes', 'Travel', 'Workshop', 'News'];
export const TAGS = [
  'coffee',
  'ceramics',
  'linen',
  'summer',
  'winter',
  'guide',
  'interview',
  'behind the scenes',
];
export const MOODS = ['Calm', 'Bold', 'Bright'];

/** Term ids by term name. */
export type TermIds = Record<string, string>;

/** The three demo taxonomies with their terms, in this order: categories, tags, moods. */
export async function seedDemoTaxonomies(
  db: Db,
  siteId: string,
): Promise<{ categories: TermIds; tags: TermIds; moods: TermIds }> {
  const categories = await taxonomy(db, siteId, 'category', 'Categories', 'Category', true, CATEGORIES);
  const tags = await taxonomy(db, siteId, 'tag', 'Tags', 'Tag', false, TAGS);
  const moods = await taxonomy(db, siteId, 'mood', 'Moods', 'Mood', false, MOODS);
  return { categories, tags, moods };
}

/** A taxonomy with its terms, in the order given; answers the terms' ids by name. */
async function taxonomy(
  db: Db,
  siteId: string,
  slug: string,
  name: string,
  single: string,
  hierarchical: boolean,
  terms: string[],
) {
  const row = await insertTaxonomy(db, { siteId, slug, name, singularName: single, hierarchical });
  const made = await db
    .insert(contentTables.terms)
    .values(
      terms.map((term, position) => ({
        siteId,
        taxonomyId: row.id,
        slug: slugify(term),
        name: term,
        position,
      })),
    )
    .returning({ id: contentTables.terms.id, name: contentTables.terms.name });
  const ids: TermIds = Object.fromEntries(made.map((t) => [t.name, t.id]));
  return ids;
}
