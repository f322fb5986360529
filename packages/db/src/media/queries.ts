import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { media } from './tables.ts';

/** A library entry without its bytes: what lists and uploads answer. */
export type MediaRow = Omit<typeof media.$inferSelect, 'data'>;
export type NewMedia = Omit<typeof media.$inferInsert, 'id' | 'createdAt'>;

const entryColumns = {
  id: media.id,
  siteId: media.siteId,
  hash: media.hash,
  type: media.type,
  fileName: media.fileName,
  width: media.width,
  height: media.height,
  bytes: media.bytes,
  createdAt: media.createdAt,
};

/**
 * Stores a file in the site's library, once per content hash: a second upload of the same bytes
 * answers the entry already there (`created: false`). The row is committed before this returns.
 */
export async function saveSiteMedia(db: Db, values: NewMedia): Promise<{ row: MediaRow; created: boolean }> {
  const [inserted] = await db
    .insert(media)
    .values(values)
    .onConflictDoNothing({ target: [media.siteId, media.hash] })
    .returning(entryColumns);
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select(entryColumns)
    .from(media)
    .where(and(eq(media.siteId, values.siteId), eq(media.hash, values.hash)))
    .limit(1);
  return { row: existing!, created: false };
}

/** A page of the site's library, newest first, with the total. */
export async function listSiteMedia(
  db: Db,
  siteId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const rows = await db
    .select(entryColumns)
    .from(media)
    .where(eq(media.siteId, siteId))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(media)
    .where(eq(media.siteId, siteId));
  return { rows, total: count?.total ?? 0 };
}

/** Removes an entry of the site's library; false when the site has no such entry. */
export async function deleteSiteMedia(db: Db, siteId: string, mediaId: string): Promise<boolean> {
  const rows = await db
    .delete(media)
    .where(and(eq(media.siteId, siteId), eq(media.id, mediaId)))
    .returning({ id: media.id });
  return rows.length > 0;
}

/**
 * A stored file by its public name, whichever site holds it (the bytes behind one hash are the same
 * for all): what `/media/<hash>.<ext>` serves.
 */
export async function findMediaFile(
  db: Db,
  hash: string,
  type: string,
): Promise<{ data: Uint8Array; type: string } | null> {
  const [row] = await db
    .select({ data: media.data, type: media.type })
    .from(media)
    .where(and(eq(media.hash, hash), eq(media.type, type)))
    .limit(1);
  return row ?? null;
}
