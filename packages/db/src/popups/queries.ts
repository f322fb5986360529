import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { AccountRow, SiteRow } from '../accounts/queries.ts';
import { accounts, sites } from '../accounts/tables.ts';
import { inShowOrder } from './show-order.ts';
import { popups } from './tables.ts';

/**
 * Reading popups: what the display path needs about a site and its popups, and the dashboard's list
 * of a site's popups. The dashboard's queries take the caller's `accountId` and filter by it.
 */

export type PopupRow = typeof popups.$inferSelect;

export interface SiteConfig {
  site: SiteRow;
  account: AccountRow;
  /** Active popups in the owner's show order (show-order.ts). */
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
    popups: inShowOrder(all.filter((p) => p.status === 'active')),
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
  /** `poptin_type`: a gamified popup's conversions carry its prizes. */
  type: string;
  /** A gamified popup's prize set (`design_properties.prizes`), checked against a conversion's prize. */
  prizes: Record<string, { chances: number; label: string; code?: string; loosing_option: 0 | 1 }> | null;
  /** The popup's coupon (`design_properties.coupon`): with `unique`, each conversion gets a code of its own. */
  coupon: {
    coupon_type?: string;
    code?: string;
    unique?: {
      kind: 'percent' | 'fixed_cart';
      amount: number;
      expiry_days?: number | null;
      min_spend_cents?: number | null;
    };
  } | null;
}

const popupRefColumns = {
  popupId: popups.id,
  publicId: popups.publicId,
  viewerId: popups.viewerId,
  siteId: popups.siteId,
  clientId: sites.clientId,
  accountId: popups.accountId,
  type: popups.type,
  prizes: sql<PopupRef['prizes']>`${popups.designProperties}->'prizes'`,
  coupon: sql<PopupRef['coupon']>`${popups.designProperties}->'coupon'`,
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

export interface PopupSummary {
  id: string;
  publicId: string;
  name: string;
  type: string;
  format: number;
  status: string;
  createdAt: Date;
  abTest: boolean;
  /** The A/B test parent's public id, when this popup is a variant. */
  abTestParentId: string | null;
  views: number;
  closes: number;
  conversions: number;
}

/**
 * The site's popups, newest first, with their all-time counts of views, closes and conversions,
 * summed from the rollups (call `mergeRollups` first to include the last second's events).
 */
export async function listSitePopupSummaries(
  db: Db,
  accountId: string,
  siteId: string,
): Promise<PopupSummary[]> {
  // Spelled out with table names: drizzle leaves columns unqualified in a one-table select, and
  // `id` inside the subquery would then mean the event's id.
  const countOf = (column: 'views' | 'closes' | 'conversions') =>
    sql<number>`(select coalesce(sum(${sql.raw(column)}), 0)::int from event_rollups r where r.popup_id = ${popups}.id)`;
  return db
    .select({
      id: popups.id,
      publicId: popups.publicId,
      name: popups.name,
      type: popups.type,
      format: popups.format,
      status: popups.status,
      createdAt: popups.createdAt,
      abTest: popups.abTest,
      abTestParentId: sql<
        string | null
      >`(select parent.public_id from popups parent where parent.id = ${popups}.ab_test_parent_id)`,
      views: countOf('views'),
      closes: countOf('closes'),
      conversions: countOf('conversions'),
    })
    .from(popups)
    .where(and(eq(popups.accountId, accountId), eq(popups.siteId, siteId)))
    .orderBy(desc(popups.createdAt), desc(popups.id));
}

/** The popup with this public id when it belongs to the account; null otherwise, whoever owns it. */
export async function findAccountPopup(
  db: Db,
  accountId: string,
  publicId: string,
): Promise<{ id: string; siteId: string; publicId: string; name: string } | null> {
  const [row] = await db
    .select({ id: popups.id, siteId: popups.siteId, publicId: popups.publicId, name: popups.name })
    .from(popups)
    .where(and(eq(popups.accountId, accountId), eq(popups.publicId, publicId)))
    .limit(1);
  return row ?? null;
}
