import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { accounts, limitLogs, popups, sites, views, type conversions } from './tables.ts';

export type SiteRow = typeof sites.$inferSelect;
export type PopupRow = typeof popups.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type ConversionRow = typeof conversions.$inferSelect;

export interface SiteConfig {
  site: SiteRow;
  account: AccountRow;
  /** Active popups, oldest first. */
  popups: PopupRow[];
  /** Public id (`poptin_id`) of every popup of the site, active or not, by row id. */
  publicIds: Map<string, string>;
}

/** Everything the display path needs about a site, or null for an unknown client id. */
export async function loadSiteConfig(db: Db, clientId: string): Promise<SiteConfig | null> {
  const [row] = await db
    .select({ site: sites, account: accounts })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(sites.clientId, clientId))
    .limit(1);
  if (!row) return null;
  const all = await db
    .select()
    .from(popups)
    .where(eq(popups.siteId, row.site.id))
    .orderBy(asc(popups.createdAt), asc(popups.id));
  return {
    ...row,
    popups: all.filter((p) => p.status === 'active'),
    publicIds: new Map(all.map((p) => [p.id, p.publicId])),
  };
}

export interface PopupRef {
  popupId: string;
  publicId: string;
  viewerId: string;
  siteId: string;
  clientId: string;
  accountId: string;
}

const popupRefColumns = {
  popupId: popups.id,
  publicId: popups.publicId,
  viewerId: popups.viewerId,
  siteId: popups.siteId,
  clientId: sites.clientId,
  accountId: popups.accountId,
};

/** The popup with this public id (`poptin_id`), active or not, with its site's client id. */
export async function findPopupByPublicId(db: Db, publicId: string): Promise<PopupRef | null> {
  const [row] = await db
    .select(popupRefColumns)
    .from(popups)
    .innerJoin(sites, eq(sites.id, popups.siteId))
    .where(eq(popups.publicId, publicId))
    .limit(1);
  return row ?? null;
}

/** The popup whose conversions are posted to this `viewer_id`. */
export async function findPopupByViewerId(db: Db, viewerId: string): Promise<PopupRef | null> {
  const [row] = await db
    .select(popupRefColumns)
    .from(popups)
    .innerJoin(sites, eq(sites.id, popups.siteId))
    .where(eq(popups.viewerId, viewerId))
    .limit(1);
  return row ?? null;
}

/** Views of a site since `since` (the start of the plan's month). */
export async function countViewsSince(db: Db, siteId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(views)
    .where(and(eq(views.siteId, siteId), gte(views.createdAt, since)));
  return row?.total ?? 0;
}

/** The newest answer of each kind the site owner gave to the plan-limit popups. */
export async function latestLimitAnswers(db: Db, siteId: string): Promise<Partial<Record<string, Date>>> {
  const rows = await db
    .select({ status: limitLogs.status, at: sql<Date>`max(${limitLogs.createdAt})` })
    .from(limitLogs)
    .where(eq(limitLogs.siteId, siteId))
    .groupBy(limitLogs.status);
  return Object.fromEntries(rows.map((r) => [r.status, new Date(r.at)]));
}

/** A popup of a site with its account, active or not: what a preview of a paused popup needs. */
export async function loadSitePopup(
  db: Db,
  clientId: string,
  publicId: string,
): Promise<{ popup: PopupRow; account: AccountRow } | null> {
  const [row] = await db
    .select({ popup: popups, account: accounts })
    .from(popups)
    .innerJoin(sites, eq(sites.id, popups.siteId))
    .innerJoin(accounts, eq(accounts.id, popups.accountId))
    .where(and(eq(sites.clientId, clientId), eq(popups.publicId, publicId)))
    .limit(1);
  return row ?? null;
}
