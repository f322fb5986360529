import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../core/columns.ts';
import { sites } from '../accounts/tables.ts';
import { popups } from '../popups/tables.ts';

/**
 * What visitors do with the popups, and the site owner's answers to the plan-limit popups. Event
 * tables are append-only with time-ordered identity keys.
 */

const eventColumns = () => ({
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  popupId: uuid('popup_id')
    .notNull()
    .references(() => popups.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const views = pgTable(
  'views',
  {
    ...eventColumns(),
    /** Client-generated id of the event: a retried view is stored once. */
    eventId: text('event_id'),
    trigger: text('trigger'),
    device: text('device'),
    url: text('url'),
    /** The store platform of the page (`store_integration`: shopify, wix, ecwid or hookline). */
    storeIntegration: text('store_integration'),
    /**
     * The store's signed-in customer who saw it (`store_integration_customer_id`); a Hookline shop
     * customer's shows follow the customer across devices.
     */
    customerId: text('customer_id'),
  },
  (t) => [
    uniqueIndex('views_event_key').on(t.siteId, t.eventId),
    index('views_popup_time_idx').on(t.popupId, t.createdAt),
    index('views_customer_idx')
      .on(t.siteId, t.customerId, t.createdAt)
      .where(sql`${t.customerId} is not null`),
  ],
);

/**
 * A logged-in shop customer's page views and sessions on a site, from every device (each display
 * call counts a page; a new session starts after 30 minutes without one), so that page-builder
 * popups' rules follow the customer across browsers.
 */
export const customerVisits = pgTable(
  'customer_visits',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    pageViews: integer('page_views').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.customerId] })],
);

export const closes = pgTable(
  'closes',
  {
    ...eventColumns(),
    eventId: text('event_id'),
    closeTrigger: text('close_trigger'),
    url: text('url'),
    convertedEmail: text('converted_email'),
    /** `store_integration` and `store_integration_customer_id` of the close payload. */
    storeIntegration: text('store_integration'),
    customerId: text('customer_id'),
  },
  (t) => [
    uniqueIndex('closes_event_key').on(t.siteId, t.eventId),
    index('closes_popup_time_idx').on(t.popupId, t.createdAt),
  ],
);

export const conversions = pgTable(
  'conversions',
  {
    ...eventColumns(),
    /** `conversion_key`: client-generated, so a retried conversion is stored once. */
    conversionKey: text('conversion_key'),
    viewId: bigint('view_id', { mode: 'bigint' }),
    email: text('email'),
    /** The visitor's form values, keyed by field name. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** The whole conversion payload as received. */
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
  },
  (t) => [
    uniqueIndex('conversions_key').on(t.siteId, t.conversionKey),
    index('conversions_site_time_idx').on(t.siteId, t.createdAt, t.id),
    index('conversions_popup_time_idx').on(t.popupId, t.createdAt, t.id),
    // And conversions_fields_text_idx, a trigram index for the leads search (custom migration 0017).
  ],
);

/**
 * Visitor activities reported by the script besides views and conversions: the site-wide session
 * time (`total-website-session`) and a known visitor's popup activity (`conversion-activities`).
 */
export const activities = pgTable(
  'activities',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    popupId: uuid('popup_id').references(() => popups.id, { onDelete: 'cascade' }),
    /** 'website_session', 'viewed' or 'closed'. */
    kind: text('kind').notNull(),
    email: text('email'),
    host: text('host'),
    /** `store_integration` and `store_integration_customer_id` of the call. */
    storeIntegration: text('store_integration'),
    customerId: text('customer_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activities_site_time_idx').on(t.siteId, t.createdAt)],
);

/** The site owner's answers to the upgrade and remind-me popups (`limitLogs`). */
export const limitLogs = pgTable(
  'limit_logs',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** 'remind_me', 'dont_remind_me' or 'click'. */
    status: text('status').notNull(),
    settingId: text('setting_id'),
    createdAt: createdAt(),
  },
  (t) => [index('limit_logs_site_time_idx').on(t.siteId, t.createdAt)],
);

/**
 * Products a Wix store's known member browsed or ordered (spec section 3, "Wix product save":
 * `POST {display-host}/wix/save-ordered-products`), one row per product, for the site owner's
 * browse-abandonment follow-ups.
 */
export const wixSavedProducts = pgTable(
  'wix_saved_products',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The Wix member's id (`customer_id`). */
    customerId: text('customer_id').notNull(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    category: text('category'),
    /** `browse_abandonment` (a product viewed) or `ordered_products`. */
    sourceTable: text('source_table').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wix_saved_products_site_time_idx').on(t.siteId, t.createdAt)],
);

export { eventRollups, rollupPending, storeCustomerRollups } from './rollup-tables.ts';
