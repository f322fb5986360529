import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { asDb } from '../core/transaction.ts';
import { likePattern } from '../events/leads.ts';
import { entries, entryTerms, taxonomies, terms } from './tables.ts';

export type EntryRow = typeof entries.$inferSelect;
export type NewEntry = Omit<typeof entries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type EntryChanges = Omit<NewEntry, 'siteId' | 'collectionId'>;
/** An entry's terms: term ids by taxonomy slug, in the editor's order. */
export type EntryTermIds = Record<string, string[]>;

/**
 * A page of a collection's entries for the dashboard: newest first (drafts never published by
 * their last change), optionally of one status or with titles containing `search`.
 */
export async function listAdminEntries(
  db: Db,
  siteId: string,
  collectionId: string,
  query: { search: string; status: 'all' | 'draft' | 'published'; limit: number; offset: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  const where = and(
    eq(entries.siteId, siteId),
    eq(entries.collectionId, collectionId),
    query.status === 'all' ? undefined : eq(entries.status, query.status),
    query.search ? ilike(entries.title, likePattern(query.search)) : undefined,
  );
  const rows = await db
    .select()
    .from(entries)
    .where(where)
    .orderBy(sql`coalesce(${entries.publishedAt}, ${entries.updatedAt}) desc`, desc(entries.id))
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(entries)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** One of the site's entries with its terms; null when the site has no such entry. */
export async function findEntry(
  db: Db,
  siteId: string,
  by: { id: string } | { collectionId: string; slug: string },
): Promise<(EntryRow & { terms: EntryTermIds }) | null> {
  const condition: SQL | undefined =
    'id' in by
      ? eq(entries.id, by.id)
      : and(eq(entries.collectionId, by.collectionId), eq(entries.slug, by.slug));
  const [row] = await db
    .select()
    .from(entries)
    .where(and(eq(entries.siteId, siteId), condition))
    .limit(1);
  if (!row) return null;
  return { ...row, terms: (await entryTermIds(db, [row.id])).get(row.id) ?? {} };
}

/** The terms of entries: term ids by taxonomy slug, per entry id. */
export async function entryTermIds(db: Db, entryIds: string[]): Promise<Map<string, EntryTermIds>> {
  const byEntry = new Map<string, EntryTermIds>();
  if (!entryIds.length) return byEntry;
  const rows = await db
    .select({ entryId: entryTerms.entryId, termId: entryTerms.termId, taxonomy: taxonomies.slug })
    .from(entryTerms)
    .innerJoin(terms, eq(terms.id, entryTerms.termId))
    .innerJoin(taxonomies, eq(taxonomies.id, terms.taxonomyId))
    .where(inArray(entryTerms.entryId, entryIds))
    .orderBy(asc(entryTerms.position));
  for (const row of rows) {
    const own = byEntry.get(row.entryId) ?? {};
    (own[row.taxonomy] ??= []).push(row.termId);
    byEntry.set(row.entryId, own);
  }
  return byEntry;
}

/** Replaces an entry's term links (term ids already checked to be the site's, of the right taxonomies). */
async function setEntryTerms(db: Db, entryId: string, byTaxonomy: EntryTermIds): Promise<void> {
  await db.delete(entryTerms).where(eq(entryTerms.entryId, entryId));
  const ids = [...new Set(Object.values(byTaxonomy).flat())];
  if (ids.length)
    await db.insert(entryTerms).values(ids.map((termId, position) => ({ entryId, termId, position })));
}

/** Adds an entry with its terms in one transaction; a slug its collection already uses throws a unique violation. */
export async function insertEntry(db: Db, values: NewEntry, byTaxonomy: EntryTermIds): Promise<EntryRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(entries).values(values).returning();
    await setEntryTerms(asDb(tx), row!.id, byTaxonomy);
    return row!;
  });
}

/**
 * Adds many entries with their terms in one transaction and two statements (the demo seed's
 * Journal): in the order given, each with its terms by taxonomy.
 */
export async function insertEntries(
  db: Db,
  rows: readonly { values: NewEntry; terms: EntryTermIds }[],
): Promise<EntryRow[]> {
  if (rows.length === 0) return [];
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(entries)
      .values(rows.map((r) => r.values))
      .returning();
    const links = inserted.flatMap((row, i) =>
      Object.values(rows[i]!.terms)
        .flat()
        .map((termId, position) => ({ entryId: row.id, termId, position })),
    );
    if (links.length) await tx.insert(entryTerms).values(links);
    return inserted;
  });
}

/** Replaces an entry and its terms in one transaction; null when the site has no such entry. */
export async function updateEntry(
  db: Db,
  siteId: string,
  id: string,
  values: EntryChanges,
  byTaxonomy: EntryTermIds,
): Promise<EntryRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(entries)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(entries.siteId, siteId), eq(entries.id, id)))
      .returning();
    if (!row) return null;
    await setEntryTerms(asDb(tx), row.id, byTaxonomy);
    return row;
  });
}

/** Removes an entry; false when the site has no such entry. */
export async function deleteEntry(db: Db, siteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(entries)
    .where(and(eq(entries.siteId, siteId), eq(entries.id, id)))
    .returning({ id: entries.id });
  return rows.length > 0;
}

/** The site's entries among `ids` with their collection id: what menus and relations point at. */
export async function findEntriesById(
  db: Db,
  siteId: string,
  ids: string[],
): Promise<Pick<EntryRow, 'id' | 'collectionId' | 'slug' | 'status' | 'title' | 'publishedAt'>[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: entries.id,
      collectionId: entries.collectionId,
      slug: entries.slug,
      status: entries.status,
      title: entries.title,
      publishedAt: entries.publishedAt,
    })
    .from(entries)
    .where(and(eq(entries.siteId, siteId), inArray(entries.id, ids)));
}
