import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  check,
} from 'drizzle-orm/pg-core';
import type { TDesignProperties, TDisplayRules, TPopupContent, TTriggers } from '@hookline/schema';
import { createdAt } from './columns.ts';

/**
 * The tables. Tenancy runs account -> sites -> popups -> events; every dashboard query is scoped by
 * `account_id`. Event tables are append-only with time-ordered identity keys.
 */

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  plan: text('plan').notNull().default('free'),
  isFreemium: boolean('is_freemium').notNull().default(true),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the session token; the token itself lives only in the owner's cookie. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    /** Host names the pixel may run on; a leading `*.` allows sub-domains. Ports never matter. */
    domains: jsonb('domains').$type<string[]>().notNull().default([]),
    isRestricted: boolean('is_restricted').notNull().default(false),
    /** Views allowed per calendar month; null means unlimited. */
    monthlyViewLimit: integer('monthly_view_limit'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sites_client_id_key').on(t.clientId),
    index('sites_account_idx').on(t.accountId),
    check('sites_client_id_format', sql`${t.clientId} ~ '^[a-z0-9]{13}$'`),
  ],
);

export const popups = pgTable(
  'popups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** `poptin_id`: the popup's public 13-character id. */
    publicId: text('public_id').notNull(),
    /** `viewer_id`: the public id conversions are posted to. */
    viewerId: text('viewer_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    format: integer('format').notNull().default(1),
    target: text('target').notNull().default('lead'),
    lang: text('lang').notNull().default('en'),
    status: text('status').notNull().default('paused'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    templateUrl: text('template_url'),
    templateMarkup: text('template_markup'),
    content: jsonb('content').$type<TPopupContent>().notNull(),
    designProperties: jsonb('design_properties').$type<TDesignProperties>().notNull().default({}),
    displayRules: jsonb('display_rules').$type<TDisplayRules>().notNull().default({}),
    triggers: jsonb('triggers').$type<TTriggers>().notNull().default({}),
    isTeasersOn: boolean('is_teasers_on').notNull().default(false),
    onClick: boolean('on_click').notNull().default(false),
    abTest: boolean('ab_test').notNull().default(false),
    abTestParentId: uuid('ab_test_parent_id'),
    xCloseButton: boolean('x_close_button').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('popups_public_id_key').on(t.publicId),
    uniqueIndex('popups_viewer_id_key').on(t.viewerId),
    index('popups_site_idx').on(t.siteId),
    index('popups_account_idx').on(t.accountId),
    check('popups_status', sql`${t.status} in ('active', 'paused')`),
  ],
);

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
  },
  (t) => [
    uniqueIndex('views_event_key').on(t.siteId, t.eventId),
    index('views_popup_time_idx').on(t.popupId, t.createdAt),
  ],
);

export const closes = pgTable(
  'closes',
  {
    ...eventColumns(),
    eventId: text('event_id'),
    closeTrigger: text('close_trigger'),
    url: text('url'),
    convertedEmail: text('converted_email'),
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
    index('conversions_site_time_idx').on(t.siteId, t.createdAt),
    index('conversions_popup_time_idx').on(t.popupId, t.createdAt),
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
