import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from '../accounts/tables.ts';
import { createdAt } from '../core/columns.ts';
import { siteIntegrations } from '../integrations/tables.ts';

/**
 * Tables behind the dashboard's webhooks: a site's endpoint, and one row per conversion to deliver
 * there. Deliveries are persisted so that retries survive a restart; any server process may pick a
 * due delivery (`FOR UPDATE SKIP LOCKED`), so several processes never send the same attempt twice.
 */

export const siteWebhooks = pgTable('site_webhooks', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  /** The HMAC key. Shown to the owner when made; the dashboard shows only its last characters afterwards. */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** 'conversion.created', 'webhook.test', or 'integration.lead' (a lead sent to an integration). */
    event: text('event').notNull(),
    /** The integration this lead is sent to; null for the site's webhook. */
    integrationId: uuid('integration_id').references(() => siteIntegrations.id, { onDelete: 'cascade' }),
    /** The conversion delivered, when there is one (no foreign key: a deleted lead keeps its log line). */
    conversionId: bigint('conversion_id', { mode: 'bigint' }),
    /** The exact JSON body sent on every attempt. */
    body: text('body').notNull(),
    /** 'pending' (waiting for its next attempt), 'delivered' or 'failed' (gave up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process sending this delivery holds it until then; a crashed sender's claim simply expires. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** HTTP status of the last answer; null when there was none (network error, timeout). */
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_site_time_idx').on(t.siteId, t.createdAt),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // A lead is sent to an integration once.
    uniqueIndex('webhook_deliveries_integration_lead')
      .on(t.integrationId, t.conversionId)
      .where(sql`${t.integrationId} is not null and ${t.conversionId} is not null`),
    index('webhook_deliveries_integration_idx').on(t.integrationId, t.id),
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
