import { bigint, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { popups } from '../popups/tables.ts';

/**
 * Results kept as counts, so that a results page costs the days it shows, not the events behind
 * them. Every event lands in a 15-minute bucket (UTC): every time zone's offset, daylight saving
 * included, is a whole number of quarter hours, so each local day is a whole number of buckets.
 *
 * Triggers on the event tables (`views`, `closes`, `conversions`, `orders`; migration 0014) append
 * each statement's counts to `rollup_pending`, whatever wrote the rows (the API, a bulk insert, a
 * restore); `mergeRollups` folds the pending rows into `event_rollups` and
 * `store_customer_rollups`, from a job on every server and before each results read. Pending rows
 * are a queue, not a hot row: concurrent writers never wait on one another's counts.
 */

/** Counts per popup, bucket, store platform ('' for none) and prize ('' for none). */
export const eventRollups = pgTable(
  'event_rollups',
  {
    popupId: uuid('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    store: text('store').notNull().default(''),
    prize: text('prize').notNull().default(''),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    closes: bigint('closes', { mode: 'number' }).notNull().default(0),
    conversions: bigint('conversions', { mode: 'number' }).notNull().default(0),
    /** Orders attributed to the popup, and their revenue (`orders.total_cents`). */
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.bucket, t.store, t.prize] })],
);

/**
 * A store's signed-in customers per popup and bucket, with how many of their events it holds: the
 * results count distinct customers over a range, which sums of counts cannot give.
 */
export const storeCustomerRollups = pgTable(
  'store_customer_rollups',
  {
    popupId: uuid('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    store: text('store').notNull(),
    customerId: text('customer_id').notNull(),
    events: bigint('events', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.bucket, t.store, t.customerId] })],
);

/**
 * Counts written by the event tables' triggers and not yet merged: one row per statement and key
 * (negative for a deleted lead or order). No foreign key, so appending costs one insert; the merge
 * drops the rows of popups deleted meanwhile.
 */
export const rollupPending = pgTable('rollup_pending', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  popupId: uuid('popup_id').notNull(),
  bucket: timestamp('bucket', { withTimezone: true }).notNull(),
  store: text('store').notNull().default(''),
  prize: text('prize').notNull().default(''),
  customerId: text('customer_id'),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  closes: bigint('closes', { mode: 'number' }).notNull().default(0),
  conversions: bigint('conversions', { mode: 'number' }).notNull().default(0),
  orders: bigint('orders', { mode: 'number' }).notNull().default(0),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
});
