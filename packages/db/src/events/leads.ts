import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sites } from '../accounts/tables.ts';
import { popups } from '../popups/tables.ts';
import { webhookDeliveries } from '../webhooks/tables.ts';
import { activities, closes, conversions } from './tables.ts';

/**
 * Leads (conversions) for the dashboard: filtered pages, deletion for privacy requests, and the rows
 * of a CSV export. Every query is scoped to the caller's account.
 */

export interface LeadFilter {
  accountId: string;
  siteId?: string | undefined;
  popupId?: string | undefined;
  /** Text to find in any form value (case-insensitive). */
  search?: string | undefined;
  /** Calendar days (`YYYY-MM-DD`, inclusive) in `timeZone`. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone?: string | undefined;
}

/** `%`, `_` and `\` match themselves in the search text. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function leadConditions(filter: LeadFilter): SQL | undefined {
  const zone = filter.timeZone ?? 'UTC';
  return and(
    eq(sites.accountId, filter.accountId),
    filter.siteId ? eq(conversions.siteId, filter.siteId) : undefined,
    filter.popupId ? eq(conversions.popupId, filter.popupId) : undefined,
    filter.search
      ? sql`exists (select 1 from jsonb_each_text(${conversions.fields}) f where f.value ilike ${likePattern(filter.search)})`
      : undefined,
    filter.from
      ? sql`${conversions.createdAt} >= (${filter.from}::date::timestamp at time zone ${zone})`
      : undefined,
    filter.to
      ? sql`${conversions.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${zone})`
      : undefined,
  );
}

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

/** A page of leads matching the filter, newest first, and how many match in all. */
export async function searchLeads(
  db: Db,
  filter: LeadFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: LeadRow[]; total: number }> {
  const where = leadConditions(filter);
  const rows = await db
    .select(leadColumns)
    .from(conversions)
    .innerJoin(sites, eq(sites.id, conversions.siteId))
    .innerJoin(popups, eq(popups.id, conversions.popupId))
    .where(where)
    .orderBy(desc(conversions.createdAt), desc(conversions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(conversions)
    .innerJoin(sites, eq(sites.id, conversions.siteId))
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Every lead matching the filter, newest first (by id), `batchSize` rows per query, so an export
 * of any size holds one batch in memory at a time.
 */
export async function* leadsForExport(
  db: Db,
  filter: LeadFilter,
  batchSize = 1000,
): AsyncGenerator<LeadRow[], void, undefined> {
  let before: bigint | null = null;
  for (;;) {
    const batch: LeadRow[] = await db
      .select(leadColumns)
      .from(conversions)
      .innerJoin(sites, eq(sites.id, conversions.siteId))
      .innerJoin(popups, eq(popups.id, conversions.popupId))
      .where(and(leadConditions(filter), before === null ? undefined : lt(conversions.id, before)))
      .orderBy(desc(conversions.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    before = batch[batch.length - 1]!.id;
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
