import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { daysOf, type DayRange, type EventCounts, type OrderRevenue, type StoreCounts } from './stats.ts';

/**
 * The results counted over the raw event rows, as they were before rollups (stats.ts). Tests hold
 * the rollups to these figures; nothing on a request path calls them, since their cost grows with
 * the events.
 */

const inRange = (range: DayRange): SQL =>
  sql`created_at >= (${range.from}::date::timestamp at time zone ${range.timeZone})
    and created_at < ((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})`;

const uuidList = (ids: readonly string[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** Every event of the popups in the range as (popup, day, kind), counted in the database. */
function eventsByDay(ids: readonly string[], range: DayRange): SQL {
  const where = sql`popup_id = any(${uuidList(ids)}) and ${inRange(range)}`;
  const day = sql`to_char(created_at at time zone ${range.timeZone}, 'YYYY-MM-DD')`;
  return sql`
    select popup_id::text as popup_id, ${day} as day, 'views' as kind, count(*)::int as n from views where ${where} group by 1, 2
    union all
    select popup_id::text, ${day}, 'closes', count(*)::int from closes where ${where} group by 1, 2
    union all
    select popup_id::text, ${day}, 'conversions', count(*)::int from conversions where ${where} group by 1, 2`;
}

interface CountRow extends Record<string, unknown> {
  popup_id: string;
  day: string;
  kind: keyof EventCounts;
  n: number;
}

async function countRows(db: Db, ids: readonly string[], range: DayRange): Promise<CountRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<CountRow>(eventsByDay(ids, range));
  // node-postgres answers { rows }, PGlite answers { rows } too; both typed loosely by drizzle.
  return (result as unknown as { rows: CountRow[] }).rows;
}

/** Counts per day of the popups together, one entry for every day of the range (zeros included). */
export async function rawDailyCounts(
  db: Db,
  popupIds: readonly string[],
  range: DayRange,
): Promise<(EventCounts & { day: string })[]> {
  const byDay = new Map(daysOf(range).map((day) => [day, { day, views: 0, closes: 0, conversions: 0 }]));
  for (const row of await countRows(db, popupIds, range)) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.kind] += Number(row.n);
  }
  return [...byDay.values()];
}

/** Counts per popup over the whole range; popups without events answer zeros. */
export async function rawCountsByPopup(
  db: Db,
  popupIds: readonly string[],
  range: DayRange,
): Promise<Map<string, EventCounts>> {
  const totals = new Map(popupIds.map((id) => [id, { views: 0, closes: 0, conversions: 0 }]));
  for (const row of await countRows(db, popupIds, range)) {
    const entry = totals.get(row.popup_id);
    if (entry) entry[row.kind] += Number(row.n);
  }
  return totals;
}

/**
 * Conversions per prize of a gamified popup in the range (`payload.prize_id`, which the display API
 * checked against the popup's prize set when it stored the conversion), by prize id.
 */
export async function rawPrizeCounts(db: Db, popupId: string, range: DayRange): Promise<Map<string, number>> {
  const result = await db.execute<{ prize_id: string; n: number }>(sql`
    select payload->>'prize_id' as prize_id, count(*)::int as n from conversions
    where popup_id = ${popupId}::uuid and ${inRange(range)} and payload ? 'prize_id'
    group by 1`);
  const rows = (result as unknown as { rows: { prize_id: string; n: number }[] }).rows;
  return new Map(rows.map((row) => [row.prize_id, Number(row.n)]));
}

/**
 * A popup's views, closes and conversions in the range per store platform (`store_integration`:
 * the columns of views and closes, the payload of conversions), most viewed first, with the
 * distinct signed-in store customers among them.
 */
export async function rawStoreCounts(db: Db, popupId: string, range: DayRange): Promise<StoreCounts[]> {
  const where = sql`popup_id = ${popupId}::uuid and ${inRange(range)}`;
  const result = await db.execute<{
    store: string;
    kind: keyof EventCounts;
    n: number;
    customer: string | null;
  }>(sql`
    with events as (
      select store_integration as store, 'views' as kind, customer_id as customer from views
        where ${where} and store_integration is not null
      union all
      select store_integration, 'closes', customer_id from closes where ${where} and store_integration is not null
      union all
      select payload->>'store_integration', 'conversions', nullif(payload->>'store_integration_customer_id', '')
        from conversions where ${where} and coalesce(payload->>'store_integration', '') <> ''
    )
    select store, kind, customer, count(*)::int as n from events group by 1, 2, 3`);
  const rows = (
    result as unknown as {
      rows: { store: string; kind: keyof EventCounts; n: number; customer: string | null }[];
    }
  ).rows;
  const byStore = new Map<string, StoreCounts & { ids: Set<string> }>();
  for (const row of rows) {
    let entry = byStore.get(row.store);
    if (!entry) {
      entry = {
        storeIntegration: row.store,
        views: 0,
        closes: 0,
        conversions: 0,
        customers: 0,
        ids: new Set(),
      };
      byStore.set(row.store, entry);
    }
    entry[row.kind] += Number(row.n);
    if (row.customer) entry.ids.add(row.customer);
  }
  return [...byStore.values()]
    .map(({ ids, ...entry }) => ({ ...entry, customers: ids.size }))
    .sort((a, b) => b.views - a.views || a.storeIntegration.localeCompare(b.storeIntegration));
}

/** Orders attributed to each popup (a conversion on it led to the order) placed in the range, with their revenue. */
export async function rawRevenueByPopup(
  db: Db,
  popupIds: readonly string[],
  range: DayRange,
): Promise<Map<string, OrderRevenue>> {
  const totals = new Map(popupIds.map((id) => [id, { orders: 0, revenueCents: 0 }]));
  if (popupIds.length === 0) return totals;
  const result = await db.execute<{ popup_id: string; orders: number; revenue: number }>(sql`
    select attributed_popup_id::text as popup_id, count(*)::int as orders, coalesce(sum(total_cents), 0)::int as revenue
    from orders where attributed_popup_id = any(${uuidList(popupIds)}) and ${inRange(range)} group by 1`);
  for (const row of (result as unknown as { rows: { popup_id: string; orders: number; revenue: number }[] })
    .rows)
    totals.set(row.popup_id, { orders: Number(row.orders), revenueCents: Number(row.revenue) });
  return totals;
}
