import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sites } from '../accounts/tables.ts';
import { popups } from '../popups/tables.ts';
import { webhookDeliveries } from '../webhooks/tables.ts';
import { deliveryPage, retryNow } from '../webhooks/delivery-log.ts';
import type { WebhookDeliveryRow } from '../webhooks/queries.ts';
import { siteIntegrations } from './tables.ts';

/**
 * A site's integrations and their sends. The sends are `webhook_deliveries` rows with the
 * integration's id: the webhooks' worker claims, retries and logs them (webhooks/queries.ts).
 */

export type SiteIntegrationRow = typeof siteIntegrations.$inferSelect;
export type NewSiteIntegration = typeof siteIntegrations.$inferInsert;
export type IntegrationStatus = 'connected' | 'failing' | 'revoked';

export async function listSiteIntegrations(db: Db, siteId: string): Promise<SiteIntegrationRow[]> {
  return db
    .select()
    .from(siteIntegrations)
    .where(eq(siteIntegrations.siteId, siteId))
    .orderBy(siteIntegrations.createdAt);
}

/** The integration with this id when its site belongs to the account, with the site's client id. */
export async function findAccountIntegration(
  db: Db,
  accountId: string,
  id: string,
): Promise<{ integration: SiteIntegrationRow; clientId: string } | null> {
  const [row] = await db
    .select({ integration: siteIntegrations, clientId: sites.clientId })
    .from(siteIntegrations)
    .innerJoin(sites, eq(sites.id, siteIntegrations.siteId))
    .where(and(eq(siteIntegrations.id, id), eq(sites.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

/** Adds an integration; a second one of the same provider on the site is a unique violation. */
export async function createSiteIntegration(db: Db, values: NewSiteIntegration): Promise<SiteIntegrationRow> {
  const [row] = await db.insert(siteIntegrations).values(values).returning();
  return row!;
}

export async function updateSiteIntegration(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      NewSiteIntegration,
      'credentials' | 'credentialHint' | 'settings' | 'fieldMap' | 'excludedPopupIds' | 'enabled' | 'status'
    >
  > & { clearError?: boolean },
): Promise<SiteIntegrationRow | null> {
  const { clearError, ...set } = values;
  const [row] = await db
    .update(siteIntegrations)
    .set({ ...set, ...(clearError ? { lastError: null, lastErrorAt: null } : {}), updatedAt: sql`now()` })
    .where(eq(siteIntegrations.id, id))
    .returning();
  return row ?? null;
}

/** Removes an integration; its queued and logged sends go with it. */
export async function deleteSiteIntegration(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(siteIntegrations).where(eq(siteIntegrations.id, id)).returning();
  return rows.length > 0;
}

/** How many integrations exist in the whole database (the server refuses to start without SECRET_KEY then). */
export async function countIntegrations(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(siteIntegrations);
  return Number(row?.n ?? 0);
}

/** The site's popups among these public ids: public id → internal id. */
export async function sitePopupIds(
  db: Db,
  siteId: string,
  publicIds: readonly string[],
): Promise<Map<string, string>> {
  if (publicIds.length === 0) return new Map();
  const rows = await db
    .select({ id: popups.id, publicId: popups.publicId })
    .from(popups)
    .where(and(eq(popups.siteId, siteId), inArray(popups.publicId, [...publicIds])));
  return new Map(rows.map((row) => [row.publicId, row.id]));
}

/** The public ids of these popups: internal id → public id (a deleted popup is missing). */
export async function popupPublicIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: popups.id, publicId: popups.publicId })
    .from(popups)
    .where(inArray(popups.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.publicId]));
}

/**
 * What the last send told about the integration: delivered (connected), failed and retried
 * (failing), or the key refused (revoked). A failure's words are shown on the integrations page.
 */
export async function recordIntegrationOutcome(
  db: Db,
  id: string,
  outcome: { status: IntegrationStatus; error: string | null },
): Promise<void> {
  await db
    .update(siteIntegrations)
    .set(
      outcome.error === null
        ? { status: outcome.status, lastDeliveredAt: sql`now()` }
        : { status: outcome.status, lastError: outcome.error.slice(0, 500), lastErrorAt: sql`now()` },
    )
    .where(eq(siteIntegrations.id, id));
}

/** The start of the error of a send refused because the integration's key was revoked. */
export const REVOKED_ERROR_PREFIX = 'the key was revoked';

/**
 * Queues again, due now, the integration's sends that failed because its key was refused (a 401, or
 * refused without a call while the integration was revoked): the owner has just given a new key.
 */
export async function requeueRevokedDeliveries(db: Db, integrationId: string): Promise<number> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.integrationId, integrationId),
        eq(webhookDeliveries.status, 'failed'),
        sql`(${webhookDeliveries.lastStatusCode} = 401 or ${webhookDeliveries.lastError} like ${`${REVOKED_ERROR_PREFIX}%`})`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/** A page of the integration's sends, newest first, with the total. */
export function listIntegrationDeliveries(
  db: Db,
  integrationId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
  return deliveryPage(db, eq(webhookDeliveries.integrationId, integrationId), page);
}

/**
 * Makes one of the integration's sends due now (the owner's "Retry now"): null when it is not the
 * integration's, `busy` while a worker is sending it.
 */
export function retryIntegrationDeliveryNow(
  db: Db,
  integrationId: string,
  id: bigint,
): Promise<WebhookDeliveryRow | 'busy' | null> {
  return retryNow(
    db,
    and(
      isNotNull(webhookDeliveries.integrationId),
      eq(webhookDeliveries.integrationId, integrationId),
      eq(webhookDeliveries.id, id),
    )!,
  );
}
