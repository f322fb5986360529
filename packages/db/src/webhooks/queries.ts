import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { deliveryPage, retryNow } from './delivery-log.ts';
import { siteWebhooks, webhookDeliveries } from './tables.ts';

/**
 * Webhook endpoints and their deliveries. A delivery is a row from the moment a conversion is
 * recorded until it is delivered or given up; workers in any server process claim due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), so a crashed worker's claim expires.
 */

export type SiteWebhookRow = typeof siteWebhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function findSiteWebhook(db: Db, siteId: string): Promise<SiteWebhookRow | null> {
  const [row] = await db.select().from(siteWebhooks).where(eq(siteWebhooks.siteId, siteId)).limit(1);
  return row ?? null;
}

/** Creates or changes the site's endpoint; a `secret` replaces the stored one. */
export async function saveSiteWebhook(
  db: Db,
  siteId: string,
  values: { url: string; enabled: boolean; secret?: string | undefined },
  newSecret: () => string,
): Promise<SiteWebhookRow> {
  const [row] = await db
    .insert(siteWebhooks)
    .values({ siteId, url: values.url, enabled: values.enabled, secret: values.secret ?? newSecret() })
    .onConflictDoUpdate({
      target: siteWebhooks.siteId,
      set: {
        url: values.url,
        enabled: values.enabled,
        ...(values.secret ? { secret: values.secret } : {}),
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function deleteSiteWebhook(db: Db, siteId: string): Promise<boolean> {
  const rows = await db.delete(siteWebhooks).where(eq(siteWebhooks.siteId, siteId)).returning();
  return rows.length > 0;
}

/** A lead whose webhook body is still to be made, with what the body carries. */
export interface LeadToDeliver {
  deliveryId: string;
  conversionId: string;
  createdAt: Date;
  fields: Record<string, string>;
  payload: Record<string, string>;
  clientId: string;
  popupPublicId: string;
  popupName: string;
  /** The lead's email as stored (null when the popup collects none). */
  email: string | null;
  /** The unique code made for this lead (upper case, as handed out), if any. */
  couponCode: string | null;
}

/**
 * The leads behind these conversion deliveries (queued by the conversions' trigger, migration 0016,
 * with an empty body): the sender makes each body from them at the first attempt. A delivery whose
 * lead was deleted meanwhile is missing from the answer.
 */
export async function leadsToDeliver(db: Db, deliveryIds: readonly string[]): Promise<LeadToDeliver[]> {
  if (deliveryIds.length === 0) return [];
  const result = await db.execute(sql`
    select d.id::text as delivery_id, c.id::text as conversion_id, c.created_at, c.fields, c.payload,
      s.client_id, p.public_id, p.name as popup_name, c.email,
      (select upper(k.code) from shop_coupons k where k.conversion_id = c.id limit 1) as coupon_code
    from webhook_deliveries d
    join conversions c on c.id = d.conversion_id
    join sites s on s.id = c.site_id
    join popups p on p.id = c.popup_id
    where d.id = any(${`{${deliveryIds.join(',')}}`}::bigint[])`);
  return rowsOf(result).map((row) => ({
    deliveryId: String(row.delivery_id),
    conversionId: String(row.conversion_id),
    createdAt: new Date(row.created_at as string | Date),
    fields: row.fields as Record<string, string>,
    payload: row.payload as Record<string, string>,
    clientId: String(row.client_id),
    popupPublicId: String(row.public_id),
    popupName: String(row.popup_name),
    email: row.email === null || row.email === undefined ? null : String(row.email),
    couponCode: row.coupon_code === null || row.coupon_code === undefined ? null : String(row.coupon_code),
  }));
}

/** Keeps the bodies made for these deliveries, so every retry sends the same bytes. */
export async function setDeliveryBodies(
  db: Db,
  bodies: readonly { id: string; body: string }[],
): Promise<void> {
  if (bodies.length === 0) return;
  await db.execute(sql`
    update webhook_deliveries d set body = x.body
    from jsonb_to_recordset(${JSON.stringify(bodies)}::jsonb) as x(id bigint, body text)
    where d.id = x.id and d.body = ''`);
}

/** Queues one delivery of any event (the dashboard's "Send a test"), due now. */
export async function enqueueDelivery(
  db: Db,
  values: { siteId: string; event: string; body: string; conversionId?: bigint | null },
): Promise<WebhookDeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  return row!;
}

export interface ClaimedDelivery {
  id: string;
  siteId: string;
  event: string;
  body: string;
  /** Attempts made before this one. */
  attempts: number;
  /** The site's endpoint now (null when it was removed since). */
  url: string | null;
  secret: string | null;
  enabled: boolean;
  /** The integration this lead is sent to; null for a webhook delivery. */
  integrationId: string | null;
  /** That integration as stored now (null for a webhook delivery, or when it was removed since). */
  integration: ClaimedIntegration | null;
}

/** The integration a claimed delivery is for, as stored now. */
export interface ClaimedIntegration {
  id: string;
  provider: string;
  /** Encrypted (secret-box), as stored. */
  credentials: string;
  settings: Record<string, string | boolean>;
  fieldMap: Record<string, string>;
  enabled: boolean;
  status: string;
}

/**
 * Claims up to `limit` due deliveries for `leaseMs`: no other worker takes them meanwhile, and if
 * this process dies they become due again when the lease ends.
 */
export async function claimDueDeliveries(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    with claimed as (
      update webhook_deliveries d
      set locked_until = now() + ${leaseMs} * interval '1 millisecond'
      where d.id in (
        select id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      returning d.id, d.site_id, d.event, d.body, d.attempts, d.integration_id
    )
    select c.id::text as id, c.site_id::text as site_id, c.event, c.body, c.attempts,
           w.url, w.secret, coalesce(w.enabled, false) as enabled,
           c.integration_id::text as integration_id, i.provider, i.credentials, i.settings,
           i.field_map, i.enabled as integration_enabled, i.status as integration_status
    from claimed c left join site_webhooks w on w.site_id = c.site_id
      left join site_integrations i on i.id = c.integration_id`);
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    siteId: String(row.site_id),
    event: String(row.event),
    body: String(row.body),
    attempts: Number(row.attempts),
    url: row.url === null || row.url === undefined ? null : String(row.url),
    secret: row.secret === null || row.secret === undefined ? null : String(row.secret),
    enabled: row.enabled === true,
    integrationId:
      row.integration_id === null || row.integration_id === undefined ? null : String(row.integration_id),
    integration:
      row.integration_id === null || row.integration_id === undefined || row.provider === null
        ? null
        : {
            id: String(row.integration_id),
            provider: String(row.provider),
            credentials: String(row.credentials),
            settings: row.settings as Record<string, string | boolean>,
            fieldMap: row.field_map as Record<string, string>,
            enabled: row.integration_enabled === true,
            status: String(row.integration_status),
          },
  }));
}

export interface AttemptOutcome {
  /** HTTP status of the answer, null when none came. */
  statusCode: number | null;
  /** Why it failed, in a few words; null on success. */
  error: string | null;
  delivered: boolean;
  /** When not delivered: the delay before the next attempt, or null to give up. */
  retryInMs: number | null;
}

/** Records the outcomes of a batch of attempts in one statement, and releases their claims. */
export async function recordDeliveryAttempts(
  db: Db,
  outcomes: readonly (AttemptOutcome & { id: string })[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const records = JSON.stringify(
    outcomes.map((o) => ({
      id: o.id,
      status: o.delivered ? 'delivered' : o.retryInMs === null ? 'failed' : 'pending',
      status_code: o.statusCode,
      error: o.error?.slice(0, 500) ?? null,
      retry_ms: o.delivered ? null : o.retryInMs,
    })),
  );
  await db.execute(sql`
    update webhook_deliveries d set
      status = x.status,
      attempts = d.attempts + 1,
      last_attempt_at = now(),
      last_status_code = x.status_code,
      last_error = x.error,
      locked_until = null,
      delivered_at = case when x.status = 'delivered' then now() else d.delivered_at end,
      next_attempt_at = case when x.retry_ms is null then d.next_attempt_at
                             else now() + x.retry_ms * interval '1 millisecond' end
    from jsonb_to_recordset(${records}::jsonb)
      as x(id bigint, status text, status_code int, error text, retry_ms bigint)
    where d.id = x.id`);
}

/** A page of the site's webhook deliveries (not its integrations' sends), newest first, with the total. */
export function listSiteDeliveries(
  db: Db,
  siteId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
  return deliveryPage(
    db,
    and(eq(webhookDeliveries.siteId, siteId), isNull(webhookDeliveries.integrationId))!,
    page,
  );
}

/**
 * Makes a delivery of the site due now (the owner's "Retry now"). Answers null when it is not the
 * site's, and `busy` while a worker is sending it (its outcome would overwrite the retry).
 */
export function retryDeliveryNow(
  db: Db,
  siteId: string,
  id: bigint,
): Promise<WebhookDeliveryRow | 'busy' | null> {
  return retryNow(
    db,
    and(
      eq(webhookDeliveries.siteId, siteId),
      eq(webhookDeliveries.id, id),
      isNull(webhookDeliveries.integrationId),
    )!,
  );
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
