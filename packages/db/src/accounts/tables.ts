import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../core/columns.ts';

/**
 * Tenancy: an account, its users and their dashboard sessions, and its sites. Every dashboard query
 * is scoped by `account_id`.
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
    /** IANA name; popup schedules in the site's time (display_rules.targeting.schedule) follow it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * When and on which host the pixel last asked for popups from one of the site's domains (null
     * until it first does): the dashboard's install check. Written at most once a minute per
     * process (apps/server/src/display/pixel-sightings.ts).
     */
    pixelSeenAt: timestamp('pixel_seen_at', { withTimezone: true }),
    pixelSeenDomain: text('pixel_seen_domain'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sites_client_id_key').on(t.clientId),
    index('sites_account_idx').on(t.accountId),
    check('sites_client_id_format', sql`${t.clientId} ~ '^[a-z0-9]{13}$'`),
  ],
);
