import { sql } from 'drizzle-orm';
import {
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
import { createdAt } from '../core/columns.ts';
import { accounts, sites } from '../accounts/tables.ts';

/** A site's popups: what the display path serves and the editor saves. */

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
    /**
     * The owner's order among the site's popups (lower first): of two popups that cover the page and
     * are due together, or waiting together, the one higher in the order shows first. A/B variants
     * take their parent's place; ties go oldest first.
     */
    showOrder: integer('show_order').notNull().default(0),
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

/**
 * "Preview on my site": a one-time token the dashboard opens the site with. The first browser to
 * present it claims it with a key of its own (`claim_hash`); afterwards only that key previews, until
 * `expires_at` (which the claim moves on). Tokens are stored as sha256 hashes.
 */
export const popupPreviewTokens = pgTable(
  'popup_preview_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    popupId: uuid('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    claimHash: text('claim_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('popup_preview_tokens_expires_idx').on(t.expiresAt)],
);
