import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { webhookDeliveries } from './tables.ts';

/**
 * The delivery log's reads and the owner's "Retry now", shared by a site's webhook and its
 * integrations: both are `webhook_deliveries` rows, told apart by `integration_id`.
 */

type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A page of the deliveries `which` selects (a site's webhook, an integration), newest first, with the total. */
export async function deliveryPage(
  db: Db,
  which: SQL,
  page: { limit: number; offset: number },
): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(which)
    .orderBy(desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(which);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Makes the delivery `which` selects due now, unless a worker holds it (`busy`); null when there
 * is none.
 */
export async function retryNow(db: Db, which: SQL): Promise<WebhookDeliveryRow | 'busy' | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(
      and(which, sql`(${webhookDeliveries.lockedUntil} is null or ${webhookDeliveries.lockedUntil} < now())`),
    )
    .returning();
  if (row) return row;
  const [exists] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(which)
    .limit(1);
  return exists ? 'busy' : null;
}
