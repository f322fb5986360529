import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from '../core/rows.ts';
import { sites } from '../accounts/tables.ts';
import { popups } from '../popups/tables.ts';
import { webhookDeliveries } from '../webhooks/tables.ts';
import { leadConditions, leadFilterSql, type LeadFilter } from './lead-filter.ts';
import { activities, closes, conversions } from './tables.ts';

export { likePattern, type LeadFilter } from './lead-filter.ts';

/**
 * Leads (conversions) for the dashboard: filtered pages, deletion for privacy requests, and the rows
 * of a CSV export. Every query is scoped to the caller's account.
 */

const leadColumns = {
  id: conversions.id,
  createdAt: conversions.createdAt,
  email: conversions.email,
  fields: conversions.fields,
  popupName: popups.name,
  popupPublicId: popups.publicId,
  clientId: sites.clientId,
  /** Spec section 3: the store fields the conversion carried (null when the page was no store). */
  storeIntegration: sql<string | null>`${conversions.payload}->>'store_integration'`,
  storeCustomerId: sql<string | null>`${conversions.payload}->>'store_integration_customer_id'`,
  /** Shop orders attributed to this conversion, and their total. */
  orders: sql<number>`(select count(*) from orders o where o.attributed_conversion_id = ${conversions.id})::int`,
  revenueCents: sql<number>`(select coalesce(sum(o.total_cents), 0) from orders o where o.attributed_conversion_id = ${conversions.id})::int`,
  /** The unique code generated for this conversion (upper case, as handed out), else the popup's fixed code it carried. */
  couponCode: sql<
    string | null
  >`coalesce((select upper(c.code) from shop_coupons c where c.conversion_id = ${conversions.id}), nullif(${conversions.payload}->>'coupon', ''))`,
};

export type LeadRow = {
  orders: number;
  revenueCents: number;
  couponCode: string | null;
  id: bigint;
  createdAt: Date;
  email: string | null;
  fields: Record<string, string>;
  popupName: string;
  popupPublicId: string;
  clientId: string;
  storeIntegration: string | null;
  storeCustomerId: string | null;
};

/**
 * Where a page of leads starts: the created time (microseconds since 1970, as the database holds it)
 * and id of the lead next to it. Leads are listed by (created time, id), newest first, so a page
 * costs the same on the first page and the thousandth: no `OFFSET`.
 */
export interface LeadCursor {
  micros: string;
  id: string;
}

/** `1764644645123456-1234`: a cursor as the API carries it. */
export const cursorText = (cursor: LeadCursor): string => `${cursor.micros}-${cursor.id}`;

export function parseCursor(text: string): LeadCursor | null {
  const match = /^(\d{1,18})-(\d{1,18})$/.exec(text);
  return match ? { micros: match[1]!, id: match[2]! } : null;
}

export interface LeadPage {
  rows: LeadRow[];
  /** The cursor of the next older page (`before`), null at the oldest. */
  older: LeadCursor | null;
  /** The cursor of the next newer page (`after`), null at the newest. */
  newer: LeadCursor | null;
}

/**
 * A page of leads matching the filter, newest first: the `limit` leads older than `before`, or
 * newer than `after`, or the newest. Each of the account's sites is read from its own index
 * (`conversions_site_time_idx`, or the popup's with a popup filter), newest first, and the pages
 * merged, so a page reads about `limit` rows per site whatever the number of leads.
 */
export async function pageOfLeads(
  db: Db,
  filter: LeadFilter,
  page: { limit: number; before?: LeadCursor | undefined; after?: LeadCursor | undefined },
): Promise<LeadPage> {
  const newerFirst = !page.after;
  const edge = page.after ?? page.before;
  const keys = await leadKeys(db, filter, { limit: page.limit + 1, edge, newerFirst });
  const more = keys.length > page.limit;
  const shown = keys.slice(0, page.limit);
  if (!newerFirst) shown.reverse();
  const rows =
    shown.length === 0
      ? []
      : await leadsById(
          db,
          shown.map((key) => key.id),
        );
  const first = shown[0];
  const last = shown[shown.length - 1];
  return {
    rows,
    older: last && (newerFirst ? more : true) ? last : null,
    newer: first && (newerFirst ? Boolean(page.before) : more) ? first : null,
  };
}

/** The (created time, id) keys of up to `limit` leads past `edge`, in the listing's order. */
async function leadKeys(
  db: Db,
  filter: LeadFilter,
  { limit, edge, newerFirst }: { limit: number; edge: LeadCursor | undefined; newerFirst: boolean },
): Promise<LeadCursor[]> {
  const order = newerFirst ? sql`desc` : sql`asc`;
  const past = edge
    ? sql`and (c.created_at, c.id) ${newerFirst ? sql`<` : sql`>`}
        (timestamptz 'epoch' + ${edge.micros}::bigint * interval '1 microsecond', ${edge.id}::bigint)`
    : sql``;
  const result = await db.execute(sql`
    select k.id::text as id, k.micros from (
      select id from sites where account_id = ${filter.accountId}
        ${filter.siteId ? sql`and id = ${filter.siteId}` : sql``}
    ) s cross join lateral (
      select c.id, c.created_at, (extract(epoch from c.created_at) * 1000000)::bigint::text as micros
      from conversions c
      where c.site_id = s.id ${leadFilterSql(filter)} ${past}
      order by c.created_at ${order}, c.id ${order} limit ${limit}
    ) k
    order by k.created_at ${order}, k.id ${order} limit ${limit}`);
  return rowsOf<LeadCursor>(result);
}

/** The listing's columns of these leads, in the order of the ids. */
async function leadsById(db: Db, ids: string[]): Promise<LeadRow[]> {
  const rows = await db
    .select(leadColumns)
    .from(conversions)
    .innerJoin(sites, eq(sites.id, conversions.siteId))
    .innerJoin(popups, eq(popups.id, conversions.popupId))
    .where(inArray(conversions.id, ids.map(BigInt)));
  const byId = new Map(rows.map((row) => [row.id.toString(), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Past this many, a search counts no further: the total reads "10,000+". */
export const LEAD_COUNT_CAP = 10_000;

/**
 * How many leads match: from the rollups when the filter has no search text (exact, and costing
 * the days of the range, not the leads; call `mergeRollups` first), else counted up to
 * `LEAD_COUNT_CAP`, beyond which `capped` is true.
 */
export async function countLeads(db: Db, filter: LeadFilter): Promise<{ total: number; capped: boolean }> {
  if (!filter.search) {
    const zone = filter.timeZone ?? 'UTC';
    const [row] = rowsOf<{ n: string | null }>(
      await db.execute(sql`
        select sum(r.conversions) as n from event_rollups r join popups p on p.id = r.popup_id
        where p.account_id = ${filter.accountId}
          ${filter.siteId ? sql`and p.site_id = ${filter.siteId}` : sql``}
          ${filter.popupId ? sql`and r.popup_id = ${filter.popupId}` : sql``}
          ${filter.from ? sql`and r.bucket >= (${filter.from}::date::timestamp at time zone ${zone})` : sql``}
          ${filter.to ? sql`and r.bucket < ((${filter.to}::date + 1)::timestamp at time zone ${zone})` : sql``}`),
    );
    return { total: Number(row?.n ?? 0), capped: false };
  }
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from (
        select 1 from conversions c join sites s on s.id = c.site_id
        where s.account_id = ${filter.accountId}
          ${filter.siteId ? sql`and c.site_id = ${filter.siteId}` : sql``} ${leadFilterSql(filter)}
        limit ${LEAD_COUNT_CAP + 1}
      ) matching`),
  );
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, LEAD_COUNT_CAP), capped: n > LEAD_COUNT_CAP };
}

/**
 * Every lead matching the filter, newest first, `batchSize` rows per query (each a keyset page),
 * so an export of any size holds one batch in memory at a time.
 */
export async function* leadsForExport(
  db: Db,
  filter: LeadFilter,
  batchSize = 1000,
): AsyncGenerator<LeadRow[], void, undefined> {
  let before: LeadCursor | undefined;
  for (;;) {
    const page = await pageOfLeads(db, filter, { limit: batchSize, before });
    if (page.rows.length > 0) yield page.rows;
    if (!page.older) return;
    before = page.older;
  }
}

/**
 * Deletes one lead of the account (a visitor's request to be forgotten), with the webhook deliveries
 * that carried it; when no other lead of the site has its email, that email is also removed from the
 * site's close events and activities. Answers the deleted lead's site id, or null when it is not the
 * account's.
 */
export async function deleteAccountLead(
  db: Db,
  accountId: string,
  leadId: bigint,
): Promise<{ siteId: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(conversions)
      .where(
        and(
          eq(conversions.id, leadId),
          sql`${conversions.siteId} in (select id from sites where account_id = ${accountId})`,
        ),
      )
      .returning({ siteId: conversions.siteId, email: conversions.email });
    if (!row) return null;
    await tx
      .delete(webhookDeliveries)
      .where(and(eq(webhookDeliveries.siteId, row.siteId), eq(webhookDeliveries.conversionId, leadId)));
    if (row.email) {
      const [other] = await tx
        .select({ id: conversions.id })
        .from(conversions)
        .where(
          and(eq(conversions.siteId, row.siteId), sql`lower(${conversions.email}) = lower(${row.email})`),
        )
        .limit(1);
      if (!other) {
        await tx
          .update(closes)
          .set({ convertedEmail: null })
          .where(
            and(eq(closes.siteId, row.siteId), sql`lower(${closes.convertedEmail}) = lower(${row.email})`),
          );
        await tx
          .delete(activities)
          .where(
            and(eq(activities.siteId, row.siteId), sql`lower(${activities.email}) = lower(${row.email})`),
          );
      }
    }
    return { siteId: row.siteId };
  });
}

/** The names of every form field among the leads matching the filter, sorted. */
export async function leadFieldNames(db: Db, filter: LeadFilter): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: sql<string>`jsonb_object_keys(${conversions.fields})` })
    .from(conversions)
    .innerJoin(sites, eq(sites.id, conversions.siteId))
    .where(leadConditions(filter));
  return rows.map((row) => row.name).sort();
}
