import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { popups } from '../popups/tables.ts';
import { customers } from '../shop/tables.ts';
import { customerVisits, views } from './tables.ts';

/** A session ends after 30 minutes without a page (the shop's order attribution uses the same). */
export const CUSTOMER_SESSION_MS = 30 * 60 * 1000;

export interface CustomerVisit {
  pageViews: number;
  sessions: number;
  sessionStartedAt: Date;
}

/**
 * Counts one page of a logged-in shop customer on a site (from any device) and answers the
 * customer's totals: a page more, and a session more when the last page was over 30 minutes ago.
 */
export async function countCustomerPage(
  db: Db,
  siteId: string,
  customerId: string,
  now: Date,
): Promise<CustomerVisit> {
  const stale = new Date(now.getTime() - CUSTOMER_SESSION_MS);
  const [row] = await db
    .insert(customerVisits)
    .values({ siteId, customerId, pageViews: 1, sessions: 1, sessionStartedAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [customerVisits.siteId, customerVisits.customerId],
      set: {
        pageViews: sql`${customerVisits.pageViews} + 1`,
        sessions: sql`${customerVisits.sessions} + case when ${customerVisits.lastSeenAt} < ${stale} then 1 else 0 end`,
        sessionStartedAt: sql`case when ${customerVisits.lastSeenAt} < ${stale} then ${now} else ${customerVisits.sessionStartedAt} end`,
        lastSeenAt: now,
      },
    })
    .returning();
  return { pageViews: row!.pageViews, sessions: row!.sessions, sessionStartedAt: row!.sessionStartedAt };
}

/** Shows of one popup to one customer, per window (counts from the views recorded with the customer). */
export interface CustomerShows {
  day: number;
  week: number;
  month: number;
  session: number;
  overall: number;
}

/**
 * A customer's shows of the site's popups (by public id) in the last day (86400 s), week (604800
 * s), month (2628288 s), since the session began, and ever.
 */
export async function customerShowCounts(
  db: Db,
  siteId: string,
  customerId: string,
  publicIds: readonly string[],
  now: Date,
  sessionStartedAt: Date,
): Promise<Map<string, CustomerShows>> {
  if (publicIds.length === 0) return new Map();
  const since = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const within = (from: Date) => sql<number>`count(*) filter (where ${views.createdAt} > ${from})::int`;
  const rows = await db
    .select({
      publicId: popups.publicId,
      day: within(since(86_400)),
      week: within(since(604_800)),
      month: within(since(2_628_288)),
      session: sql<number>`count(*) filter (where ${views.createdAt} >= ${sessionStartedAt})::int`,
      overall: sql<number>`count(*)::int`,
    })
    .from(views)
    .innerJoin(popups, eq(popups.id, views.popupId))
    .where(
      and(
        eq(views.siteId, siteId),
        eq(views.storeIntegration, 'hookline'),
        eq(views.customerId, customerId),
        inArray(popups.publicId, [...publicIds]),
        gt(views.createdAt, since(31_536_000 * 5)),
      ),
    )
    .groupBy(popups.publicId);
  return new Map(rows.map(({ publicId, ...shows }) => [publicId, shows]));
}

/** A shop customer's role (`customer` or `shop_admin`), or null when there is no such customer. */
export async function findCustomerRole(
  db: Db,
  customerId: string,
): Promise<'customer' | 'shop_admin' | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(customerId)) return null;
  const [row] = await db
    .select({ role: customers.role })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ? (row.role === 'shop_admin' ? 'shop_admin' : 'customer') : null;
}
