import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from '../core/rows.ts';

/**
 * Counts for the results views: views, closes, conversions, prizes, store platforms and attributed
 * orders of some popups between two calendar days (inclusive) of a time zone, read from the
 * rollups (rollup-tables.ts), so a read costs the days of the range, not the events in it. Call
 * `mergeRollups` first for figures that include the last second's events. The caller has already
 * checked that the popups are the account's.
 */

export interface DayRange {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, `YYYY-MM-DD`, inclusive. */
  to: string;
  /** IANA time zone name the days are counted in, e.g. `Europe/London`. */
  timeZone: string;
}

export interface EventCounts {
  views: number;
  closes: number;
  conversions: number;
}

export interface StoreCounts extends EventCounts {
  storeIntegration: string;
  /** Distinct store customers among the events. */
  customers: number;
}

export interface OrderRevenue {
  orders: number;
  revenueCents: number;
}

/**
 * The buckets of the range's days. A local midnight is always on a bucket's edge (offsets are whole
 * quarter hours), so a bucket lies wholly inside a day or wholly outside it: the counts are exact.
 */
const inRange = (range: DayRange): SQL =>
  sql`bucket >= (${range.from}::date::timestamp at time zone ${range.timeZone})
    and bucket < ((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})`;

const dayOf = (range: DayRange): SQL => sql`to_char(bucket at time zone ${range.timeZone}, 'YYYY-MM-DD')`;

const uuidList = (ids: readonly string[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** Every day of the range, `YYYY-MM-DD`, in order. */
export function daysOf(range: Pick<DayRange, 'from' | 'to'>): string[] {
  const days: string[] = [];
  const end = Date.parse(`${range.to}T00:00:00Z`);
  for (let at = Date.parse(`${range.from}T00:00:00Z`); at <= end; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** Counts per day of the popups together, one entry for every day of the range (zeros included). */
export async function dailyCounts(
  db: Db,
  popupIds: readonly string[],
  range: DayRange,
): Promise<(EventCounts & { day: string })[]> {
  const byDay = new Map(daysOf(range).map((day) => [day, { day, views: 0, closes: 0, conversions: 0 }]));
  if (popupIds.length === 0) return [...byDay.values()];
  const rows = rowsOf<{ day: string; views: string; closes: string; conversions: string }>(
    await db.execute(sql`
      select ${dayOf(range)} as day, sum(views) as views, sum(closes) as closes, sum(conversions) as conversions
      from event_rollups where popup_id = any(${uuidList(popupIds)}) and ${inRange(range)} group by 1`),
  );
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry.views += Number(row.views);
    entry.closes += Number(row.closes);
    entry.conversions += Number(row.conversions);
  }
  return [...byDay.values()];
}

/** Counts per popup over the whole range; popups without events answer zeros. */
export async function countsByPopup(
  db: Db,
  popupIds: readonly string[],
  range: DayRange,
): Promise<Map<string, EventCounts>> {
  const totals = new Map(popupIds.map((id) => [id, { views: 0, closes: 0, conversions: 0 }]));
  if (popupIds.length === 0) return totals;
  const rows = rowsOf<{ popup_id: string; views: string; closes: string; conversions: string }>(
    await db.execute(sql`
      select popup_id::text as popup_id, sum(views) as views, sum(closes) as closes, sum(conversions) as conversions
      from event_rollups where popup_id = any(${uuidList(popupIds)}) and ${inRange(range)} group by 1`),
  );
  for (const row of rows)
    totals.set(row.popup_id, {
      views: Number(row.views),
      closes: Number(row.closes),
      conversions: Number(row.conversions),
    });
  return totals;
}

/**
 * Conversions per prize of a gamified popup in the range (`payload.prize_id`, which the display API
 * checked against the popup's prize set when it stored the conversion), by prize id.
 */
export async function prizeCounts(db: Db, popupId: string, range: DayRange): Promise<Map<string, number>> {
  const rows = rowsOf<{ prize: string; n: string }>(
    await db.execute(sql`
      select prize, sum(conversions) as n from event_rollups
      where popup_id = ${popupId}::uuid and ${inRange(range)} and prize <> ''
      group by 1 having sum(conversions) > 0`),
  );
  return new Map(rows.map((row) => [row.prize, Number(row.n)]));
}

/**
 * A popup's views, closes and conversions in the range per store platform (`store_integration`:
 * the columns of views and closes, the payload of conversions), most viewed first, with the
 * distinct signed-in store customers among them.
 */
export async function storeCounts(db: Db, popupId: string, range: DayRange): Promise<StoreCounts[]> {
  const where = sql`popup_id = ${popupId}::uuid and ${inRange(range)} and store <> ''`;
  const [counts, customers] = await Promise.all([
    db.execute(sql`
      select store, sum(views) as views, sum(closes) as closes, sum(conversions) as conversions
      from event_rollups where ${where}
      group by 1 having sum(views) + sum(closes) + sum(conversions) > 0`),
    db.execute(sql`
      select store, count(distinct customer_id) as n from store_customer_rollups
      where ${where} and events > 0 group by 1`),
  ]);
  const customersOf = new Map(
    rowsOf<{ store: string; n: string }>(customers).map((row) => [row.store, Number(row.n)]),
  );
  return rowsOf<{ store: string; views: string; closes: string; conversions: string }>(counts)
    .map((row) => ({
      storeIntegration: row.store,
      views: Number(row.views),
      closes: Number(row.closes),
      conversions: Number(row.conversions),
      customers: customersOf.get(row.store) ?? 0,
    }))
    .sort((a, b) => b.views - a.views || a.storeIntegration.localeCompare(b.storeIntegration));
}

/** Orders attributed to each popup (a conversion on it led to the order) placed in the range, with their revenue. */
export async function revenueByPopup(
  db: Db,
  popupIds: readonly string[],
  range: DayRange,
): Promise<Map<string, OrderRevenue>> {
  const totals = new Map(popupIds.map((id) => [id, { orders: 0, revenueCents: 0 }]));
  if (popupIds.length === 0) return totals;
  const rows = rowsOf<{ popup_id: string; orders: string; revenue: string }>(
    await db.execute(sql`
      select popup_id::text as popup_id, sum(orders) as orders, sum(revenue_cents) as revenue
      from event_rollups where popup_id = any(${uuidList(popupIds)}) and ${inRange(range)}
      group by 1 having sum(orders) <> 0`),
  );
  for (const row of rows)
    totals.set(row.popup_id, { orders: Number(row.orders), revenueCents: Number(row.revenue) });
  return totals;
}
