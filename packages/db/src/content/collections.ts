import { and, asc, eq, sql } from 'drizzle-orm';
import type { TFieldValues } from '@hookline/schema/cms';
import type { Db } from '../client.ts';
import { collections, entries } from './tables.ts';

export type CollectionRow = typeof collections.$inferSelect;
export type NewCollection = Omit<typeof collections.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CollectionChanges = Partial<Omit<NewCollection, 'siteId' | 'slug'>>;

const entryCount = sql<number>`(select count(*) from entries e where e.collection_id = ${collections}.id)::int`;

/** A site's collections by name, each with its number of entries (drafts included). */
export async function listCollections(
  db: Db,
  siteId: string,
): Promise<(CollectionRow & { entryCount: number })[]> {
  const rows = await db
    .select({ collection: collections, entryCount })
    .from(collections)
    .where(eq(collections.siteId, siteId))
    .orderBy(asc(collections.name), asc(collections.id));
  return rows.map((row) => ({ ...row.collection, entryCount: row.entryCount }));
}

/** One of the site's collections by id or slug, with its number of entries; null when the site has none such. */
export async function findCollection(
  db: Db,
  siteId: string,
  by: { id: string } | { slug: string },
): Promise<(CollectionRow & { entryCount: number }) | null> {
  const [row] = await db
    .select({ collection: collections, entryCount })
    .from(collections)
    .where(
      and(
        eq(collections.siteId, siteId),
        'id' in by ? eq(collections.id, by.id) : eq(collections.slug, by.slug),
      ),
    )
    .limit(1);
  return row ? { ...row.collection, entryCount: row.entryCount } : null;
}

/** Adds a collection; a slug the site already uses throws a unique violation (`isUniqueViolation`). */
export async function insertCollection(db: Db, values: NewCollection): Promise<CollectionRow> {
  const [row] = await db.insert(collections).values(values).returning();
  return row!;
}

/** Changes a collection of the site; null when the site has no such collection. */
export async function updateCollection(
  db: Db,
  siteId: string,
  id: string,
  changes: CollectionChanges,
): Promise<CollectionRow | null> {
  const [row] = await db
    .update(collections)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(collections.siteId, siteId), eq(collections.id, id)))
    .returning();
  return row ?? null;
}

/** Removes a collection and its entries; false when the site has no such collection. */
export async function deleteCollection(db: Db, siteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(collections)
    .where(and(eq(collections.siteId, siteId), eq(collections.id, id)))
    .returning({ id: collections.id });
  return rows.length > 0;
}

/** Every entry's field values of a collection: what a change of its fields is checked against. */
export async function listEntryValues(
  db: Db,
  collectionId: string,
): Promise<{ id: string; title: string; fields: TFieldValues }[]> {
  return db
    .select({ id: entries.id, title: entries.title, fields: entries.fields })
    .from(entries)
    .where(eq(entries.collectionId, collectionId))
    .orderBy(asc(entries.createdAt), asc(entries.id));
}

/** Replaces entries' field values (a collection's entries refitted to changed fields). */
export async function replaceEntryValues(
  db: Db,
  collectionId: string,
  values: { id: string; fields: TFieldValues }[],
): Promise<void> {
  for (const { id, fields } of values) {
    await db
      .update(entries)
      .set({ fields })
      .where(and(eq(entries.collectionId, collectionId), eq(entries.id, id)));
  }
}

/** Unlinks a collection's entries from terms of taxonomies it no longer takes. */
export async function pruneEntryTerms(db: Db, collectionId: string, keep: string[]): Promise<void> {
  const kept = keep.length
    ? sql`and x.slug not in (${sql.join(
        keep.map((slug) => sql`${slug}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`delete from entry_terms et
    using entries e, terms t, taxonomies x
    where et.entry_id = e.id and e.collection_id = ${collectionId}
      and t.id = et.term_id and x.id = t.taxonomy_id ${kept}`);
}
