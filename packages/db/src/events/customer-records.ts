import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** A session ends after 30 minutes without a page (the shop's order attribution uses the same). */
export const CUSTOMER_SESSION_MS = 30 * 60 * 1000;

/** A customer's totals on a site, this page included. */
export interface CustomerVisit {
  pageViews: number;
  sessions: number;
  sessionStartedAt: Date;
}

/** Shows of one popup to one customer, per window (counts from the views recorded with the customer). */
export interface CustomerShows {
  day: number;
  week: number;
  month: number;
  session: number;
  overall: number;
}

/** A logged-in customer's records for the display answer: role, totals with this page, shows per popup. */
export interface CustomerDisplayRecords {
  role: 'customer' | 'shop_admin';
  visit: CustomerVisit;
  shows: Map<string, CustomerShows>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `findCustomerRole`, `countCustomerPage` and `customerShowCounts` in one statement, so a logged-in
 * customer's display call costs one round trip, not three: the role, then (only for a customer that
 * exists) this page counted, then the shows since the session that page belongs to began. Null for
 * an id that names no customer, and nothing is written for it.
 */
export async function customerDisplayRecords(
  db: Db,
  siteId: string,
  customerId: string,
  publicIds: readonly string[],
  now: Date,
): Promise<CustomerDisplayRecords | null> {
  if (!UUID.test(customerId)) return null;
  const since = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const stale = since(CUSTOMER_SESSION_MS / 1000);
  const ids =
    publicIds.length > 0
      ? sql.join(
          publicIds.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`null`;
  const result = await db.execute(sql`
    with who as (select role from customers where id = ${customerId}::uuid),
    visit as (
      insert into customer_visits as cv (site_id, customer_id, page_views, sessions, session_started_at, last_seen_at)
      select ${siteId}::uuid, ${customerId}, 1, 1, ${now}::timestamptz, ${now}::timestamptz
        where exists (select 1 from who)
      on conflict (site_id, customer_id) do update set
        page_views = cv.page_views + 1,
        sessions = cv.sessions + case when cv.last_seen_at < ${stale}::timestamptz then 1 else 0 end,
        session_started_at = case when cv.last_seen_at < ${stale}::timestamptz
          then ${now}::timestamptz else cv.session_started_at end,
        last_seen_at = ${now}::timestamptz
      returning page_views, sessions, session_started_at
    ),
    shows as (
      select p.public_id as "publicId",
        count(*) filter (where v.created_at > ${since(86_400)}::timestamptz)::int as day,
        count(*) filter (where v.created_at > ${since(604_800)}::timestamptz)::int as week,
        count(*) filter (where v.created_at > ${since(2_628_288)}::timestamptz)::int as month,
        count(*) filter (where v.created_at >= (select session_started_at from visit))::int as session,
        count(*)::int as overall
      from views v join popups p on p.id = v.popup_id
      where v.site_id = ${siteId}::uuid and v.store_integration = 'hookline'
        and v.customer_id = ${customerId} and p.public_id in (${ids})
        and v.created_at > ${since(31_536_000 * 5)}::timestamptz
      group by p.public_id
    )
    select (select role from who) as role,
      (select page_views from visit) as page_views,
      (select sessions from visit) as sessions,
      (select session_started_at from visit) as session_started_at,
      (select coalesce(json_agg(shows), '[]'::json) from shows) as shows`);
  const [row] = (
    result as unknown as {
      rows: {
        role: string | null;
        page_views: number | null;
        sessions: number | null;
        session_started_at: Date | string | null;
        shows: (CustomerShows & { publicId: string })[] | string;
      }[];
    }
  ).rows;
  if (!row?.role || row.page_views === null || row.session_started_at === null) return null;
  const shows = typeof row.shows === 'string' ? (JSON.parse(row.shows) as typeof row.shows) : row.shows;
  return {
    role: row.role === 'shop_admin' ? 'shop_admin' : 'customer',
    visit: {
      pageViews: Number(row.page_views),
      sessions: Number(row.sessions),
      sessionStartedAt: new Date(row.session_started_at),
    },
    shows: new Map(
      (shows as (CustomerShows & { publicId: string })[]).map(({ publicId, ...counts }) => [
        publicId,
        counts,
      ]),
    ),
  };
}
