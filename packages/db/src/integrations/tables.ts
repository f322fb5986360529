import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sites } from '../accounts/tables.ts';
import { createdAt } from '../core/columns.ts';

/**
 * A site's integrations (issue 28): where each new lead is sent besides the lead list (Mailchimp,
 * Klaviyo, HubSpot, Google Sheets). Each lead's send is a row of `webhook_deliveries` with this
 * integration's id, queued by the conversions' trigger (custom migration 0022), so integrations get
 * the webhooks' durable retries and log.
 */
export const siteIntegrations = pgTable(
  'site_integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** 'mailchimp', 'klaviyo', 'hubspot' or 'google_sheets'; one of each per site. */
    provider: text('provider').notNull(),
    /** The provider's credentials as JSON, encrypted with the server's SECRET_KEY (`v1.<iv>.<tag>.<data>`). */
    credentials: text('credentials').notNull(),
    /** What the owner is shown of the credentials: "…a1b2", or a service account's email. */
    credentialHint: text('credential_hint').notNull(),
    settings: jsonb('settings').$type<Record<string, string | boolean>>().notNull().default({}),
    /** Popup field → provider field, over the provider's defaults. */
    fieldMap: jsonb('field_map').$type<Record<string, string>>().notNull().default({}),
    /** Popups (internal ids) whose leads this integration does not receive. */
    excludedPopupIds: uuid('excluded_popup_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    enabled: boolean('enabled').notNull().default(true),
    /** 'connected', 'failing' (the last send failed, retried) or 'revoked' (the key was refused). */
    status: text('status').notNull().default('connected'),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('site_integrations_site_provider').on(t.siteId, t.provider),
    check('site_integrations_status', sql`${t.status} in ('connected', 'failing', 'revoked')`),
  ],
);
