import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { PopupRow } from './queries.ts';
import { popups } from './tables.ts';

/**
 * The owner's order of a site's popups (`show_order`, lower first; docs/decisions.md): the display
 * path answers a site's popups in it, and the visitor script gives the page to the first of those
 * that cover it. An A/B variant takes its parent's place.
 */

/** `rows` in show order: each by its own `show_order` (a variant by its parent's), then oldest first. */
export function inShowOrder<T extends Pick<PopupRow, 'id' | 'showOrder' | 'abTestParentId' | 'createdAt'>>(
  rows: readonly T[],
): T[] {
  const orderOf = new Map(rows.map((row) => [row.id, row.showOrder]));
  const rank = (row: T) =>
    row.abTestParentId ? (orderOf.get(row.abTestParentId) ?? row.showOrder) : row.showOrder;
  return [...rows].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      // A test's parent before its variants, then oldest first.
      Number(a.abTestParentId !== null) - Number(b.abTestParentId !== null) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The place a new popup of the site takes: after every other. */
export const nextShowOrder = (siteId: string) =>
  sql<number>`(select coalesce(max(${popups.showOrder}), 0) + 1 from ${popups} where ${popups.siteId} = ${siteId})`;

/** The site's popups that have a place of their own (not A/B variants), in show order. */
export async function listSiteShowOrder(db: Db, accountId: string, siteId: string): Promise<PopupRow[]> {
  const rows = await db
    .select()
    .from(popups)
    .where(and(eq(popups.accountId, accountId), eq(popups.siteId, siteId), isNull(popups.abTestParentId)))
    .orderBy(asc(popups.showOrder), asc(popups.createdAt), asc(popups.id));
  return rows;
}

/** Why a new order was refused: a listed id that is not a placeable popup of the site. */
export type ShowOrderRefusal = { unknown: string } | { variant: string } | { repeated: string };

/**
 * Puts the site's popups in the order of `publicIds` (public ids, first shows first); popups not
 * listed keep their order after the listed ones. Refuses an id that is not a popup of the caller's
 * site, a variant (it follows its parent), or one listed twice. Answers the new order.
 */
export async function setSiteShowOrder(
  db: Db,
  accountId: string,
  siteId: string,
  publicIds: readonly string[],
): Promise<{ rows: PopupRow[] } | { refused: ShowOrderRefusal }> {
  return db.transaction(async (tx) => {
    const all = await tx
      .select()
      .from(popups)
      .where(and(eq(popups.accountId, accountId), eq(popups.siteId, siteId)))
      .for('update');
    const byPublicId = new Map(all.map((row) => [row.publicId, row]));
    const seen = new Set<string>();
    for (const id of publicIds) {
      const row = byPublicId.get(id);
      if (!row) return { refused: { unknown: id } };
      if (row.abTestParentId) return { refused: { variant: id } };
      if (seen.has(id)) return { refused: { repeated: id } };
      seen.add(id);
    }
    const placed = all.filter((row) => !row.abTestParentId);
    const listed = publicIds.map((id) => byPublicId.get(id)!);
    const rest = inShowOrder(placed.filter((row) => !seen.has(row.publicId)));
    const order = [...listed, ...rest];
    const rows: PopupRow[] = [];
    for (const [index, row] of order.entries()) {
      if (row.showOrder === index + 1) {
        rows.push(row);
        continue;
      }
      const [updated] = await tx
        .update(popups)
        .set({ showOrder: index + 1 })
        .where(eq(popups.id, row.id))
        .returning();
      rows.push(updated!);
    }
    return { rows };
  });
}
