import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { collections, taxonomies, terms } from './tables.ts';

export type TaxonomyRow = typeof taxonomies.$inferSelect;
export type NewTaxonomy = Omit<typeof taxonomies.$inferInsert, 'id' | 'createdAt'>;
export type TermRow = typeof terms.$inferSelect;
export type NewTerm = Omit<typeof terms.$inferInsert, 'id' | 'createdAt'>;

const termCount = sql<number>`(select count(*) from terms t where t.taxonomy_id = ${taxonomies}.id)::int`;
const usedBy = sql<
  string[]
>`coalesce((select array_agg(c.slug order by c.slug) from collections c where c.site_id = ${taxonomies}.site_id and c.taxonomies @> jsonb_build_array(${taxonomies}.slug)), '{}')`;

/** A site's taxonomies by name, with their number of terms and the collections that use them. */
export async function listTaxonomies(
  db: Db,
  siteId: string,
): Promise<(TaxonomyRow & { termCount: number; collections: string[] })[]> {
  const rows = await db
    .select({ taxonomy: taxonomies, termCount, collections: usedBy })
    .from(taxonomies)
    .where(eq(taxonomies.siteId, siteId))
    .orderBy(asc(taxonomies.name), asc(taxonomies.id));
  return rows.map((row) => ({ ...row.taxonomy, termCount: row.termCount, collections: row.collections }));
}

/** One of the site's taxonomies by id or slug; null when it has none such. */
export async function findTaxonomy(
  db: Db,
  siteId: string,
  by: { id: string } | { slug: string },
): Promise<TaxonomyRow | null> {
  const [row] = await db
    .select()
    .from(taxonomies)
    .where(
      and(
        eq(taxonomies.siteId, siteId),
        'id' in by ? eq(taxonomies.id, by.id) : eq(taxonomies.slug, by.slug),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The site's taxonomies among `slugs`. */
export async function findTaxonomiesBySlug(db: Db, siteId: string, slugs: string[]): Promise<TaxonomyRow[]> {
  if (!slugs.length) return [];
  return db
    .select()
    .from(taxonomies)
    .where(and(eq(taxonomies.siteId, siteId), inArray(taxonomies.slug, slugs)));
}

/** Adds a taxonomy; a slug the site already uses throws a unique violation. */
export async function insertTaxonomy(db: Db, values: NewTaxonomy): Promise<TaxonomyRow> {
  const [row] = await db.insert(taxonomies).values(values).returning();
  return row!;
}

/** Changes a taxonomy's names and description (its slug stays); null when the site has no such taxonomy. */
export async function updateTaxonomy(
  db: Db,
  siteId: string,
  id: string,
  changes: Pick<NewTaxonomy, 'name' | 'singularName' | 'hierarchical' | 'description'>,
): Promise<TaxonomyRow | null> {
  const [row] = await db
    .update(taxonomies)
    .set(changes)
    .where(and(eq(taxonomies.siteId, siteId), eq(taxonomies.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Removes a taxonomy with its terms (and so their links to entries), and takes it out of the
 * collections that listed it; false when the site has no such taxonomy.
 */
export async function deleteTaxonomy(db: Db, siteId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(taxonomies)
      .where(and(eq(taxonomies.siteId, siteId), eq(taxonomies.id, id)))
      .returning({ slug: taxonomies.slug });
    if (!row) return false;
    await tx
      .update(collections)
      .set({ taxonomies: sql`${collections.taxonomies} - ${row.slug}::text` })
      .where(
        and(
          eq(collections.siteId, siteId),
          sql`${collections.taxonomies} @> jsonb_build_array(${row.slug}::text)`,
        ),
      );
    return true;
  });
}

const entryCount = sql<number>`(select count(*) from entry_terms et where et.term_id = ${terms}.id)::int`;

/** A taxonomy's terms, by position then name, each with the number of entries (drafts included) carrying it. */
export async function listTerms(
  db: Db,
  siteId: string,
  taxonomyId: string,
): Promise<(TermRow & { entryCount: number })[]> {
  const rows = await db
    .select({ term: terms, entryCount })
    .from(terms)
    .where(and(eq(terms.siteId, siteId), eq(terms.taxonomyId, taxonomyId)))
    .orderBy(asc(terms.position), asc(terms.name), asc(terms.id));
  return rows.map((row) => ({ ...row.term, entryCount: row.entryCount }));
}

/** One of the site's terms; null when it has none such. */
export async function findTerm(db: Db, siteId: string, id: string): Promise<TermRow | null> {
  const [row] = await db
    .select()
    .from(terms)
    .where(and(eq(terms.siteId, siteId), eq(terms.id, id)))
    .limit(1);
  return row ?? null;
}

/** The site's terms among `ids`, with their taxonomy's slug (ids of other sites are left out). */
export async function findTermsById(
  db: Db,
  siteId: string,
  ids: string[],
): Promise<(TermRow & { taxonomySlug: string })[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ term: terms, taxonomySlug: taxonomies.slug })
    .from(terms)
    .innerJoin(taxonomies, eq(taxonomies.id, terms.taxonomyId))
    .where(and(eq(terms.siteId, siteId), inArray(terms.id, ids)));
  return rows.map((row) => ({ ...row.term, taxonomySlug: row.taxonomySlug }));
}

/** Adds a term; a slug its taxonomy already uses throws a unique violation. */
export async function insertTerm(db: Db, values: NewTerm): Promise<TermRow> {
  const [row] = await db.insert(terms).values(values).returning();
  return row!;
}

/** Changes a term of the site; null when the site has no such term. */
export async function updateTerm(
  db: Db,
  siteId: string,
  id: string,
  changes: Partial<Omit<NewTerm, 'siteId' | 'taxonomyId'>>,
): Promise<TermRow | null> {
  const [row] = await db
    .update(terms)
    .set(changes)
    .where(and(eq(terms.siteId, siteId), eq(terms.id, id)))
    .returning();
  return row ?? null;
}

/** Removes a term (its children move up a level); false when the site has no such term. */
export async function deleteTerm(db: Db, siteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(terms)
    .where(and(eq(terms.siteId, siteId), eq(terms.id, id)))
    .returning({ id: terms.id });
  return rows.length > 0;
}
