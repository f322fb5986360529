import { and, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { arrayLiteral, runPrepared, type PreparedStatement } from '../core/prepared.ts';
import { closes, conversions, views } from './tables.ts';

/**
 * How the event writer stores a group of one kind: one statement, so one round trip and one commit
 * per group (and a second, rarely, for retried events), each event stored once per (site, client id), every caller answered with its row's id.
 */

export interface ViewEvent {
  siteId: string;
  popupId: string;
  eventId?: string | undefined;
  trigger?: string | undefined;
  device?: string | undefined;
  url?: string | undefined;
  /** `store_integration`: the store platform of the page. */
  storeIntegration?: string | undefined;
  /** `store_integration_customer_id`: the store's signed-in customer (a Hookline shop customer's shows follow it across devices). */
  customerId?: string | undefined;
}

export interface CloseEvent {
  siteId: string;
  popupId: string;
  eventId?: string | undefined;
  closeTrigger?: string | undefined;
  url?: string | undefined;
  convertedEmail?: string | undefined;
  storeIntegration?: string | undefined;
  customerId?: string | undefined;
}

export interface ConversionEvent {
  siteId: string;
  popupId: string;
  conversionKey?: string | undefined;
  viewId?: bigint | null | undefined;
  email?: string | null | undefined;
  fields: Record<string, string>;
  payload: Record<string, string>;
}

export interface Recorded {
  /** The stored row's id. */
  id: string;
  /** True when an event with the same client id was already stored: nothing new was written. */
  duplicate: boolean;
}

/** One event waiting for its group's statement, with its dedupe key filled in. */
export type Job =
  | { kind: 'view'; event: ViewEvent & { eventId: string } }
  | { kind: 'close'; event: CloseEvent & { eventId: string } }
  | { kind: 'conversion'; event: ConversionEvent & { conversionKey: string } };

export type EventOf<K extends Job['kind']> = Extract<Job, { kind: K }>['event'];

/** How one kind of event maps onto its table: the key column and the other columns, with types. */
interface EventTable<E> {
  table: typeof views | typeof closes | typeof conversions;
  keyColumn: typeof views.eventId | typeof closes.eventId | typeof conversions.conversionKey;
  keyOf(event: E): string;
  /** Column name, its SQL type, and the event's value in PostgreSQL's text form. */
  columns: [name: string, type: string, value: (event: E) => string | null][];
  statement: PreparedStatement;
}

const orNull = (value: string | null | undefined) => value ?? null;

/**
 * The insert for a table: `unnest` turns one array parameter per column into rows, so the text is the
 * same for any group size and is prepared once; `on conflict do nothing` skips keys already stored,
 * and only the rows written come back. (Answering the earlier rows' ids in the same statement, with
 * a join, cost PGlite half as much again per row; retries are rare, so they are looked up after.)
 */
function insertStatement(name: string, key: string, columns: [string, string][]): PreparedStatement {
  const all: [string, string][] = [['site_id', 'uuid'], ['popup_id', 'uuid'], [key, 'text'], ...columns];
  return {
    name: `hl_insert_${name}`,
    text: `insert into ${name} (${all.map(([column]) => column).join(', ')})
select * from unnest(${all.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
on conflict do nothing
returning id::text, site_id::text, ${key}`,
  };
}

function eventTable<E>(
  table: EventTable<E>['table'],
  keyColumn: EventTable<E>['keyColumn'],
  keyOf: (event: E) => string,
  columns: EventTable<E>['columns'],
): EventTable<E> {
  const statement = insertStatement(
    table === views ? 'views' : table === closes ? 'closes' : 'conversions',
    keyColumn.name,
    columns.map(([column, type]) => [column, type]),
  );
  return { table, keyColumn, keyOf, columns, statement };
}

export const eventTables = {
  view: eventTable<EventOf<'view'>>(views, views.eventId, (e) => e.eventId, [
    ['trigger', 'text', (e) => orNull(e.trigger)],
    ['device', 'text', (e) => orNull(e.device)],
    ['url', 'text', (e) => orNull(e.url)],
    ['store_integration', 'text', (e) => orNull(e.storeIntegration)],
    ['customer_id', 'text', (e) => orNull(e.customerId)],
  ]),
  close: eventTable<EventOf<'close'>>(closes, closes.eventId, (e) => e.eventId, [
    ['close_trigger', 'text', (e) => orNull(e.closeTrigger)],
    ['url', 'text', (e) => orNull(e.url)],
    ['converted_email', 'text', (e) => orNull(e.convertedEmail)],
    ['store_integration', 'text', (e) => orNull(e.storeIntegration)],
    ['customer_id', 'text', (e) => orNull(e.customerId)],
  ]),
  conversion: eventTable<EventOf<'conversion'>>(
    conversions,
    conversions.conversionKey,
    (e) => e.conversionKey,
    [
      [
        'view_id',
        'bigint',
        (e) => (e.viewId === null || e.viewId === undefined ? null : e.viewId.toString()),
      ],
      ['email', 'text', (e) => orNull(e.email)],
      ['fields', 'jsonb', (e) => JSON.stringify(e.fields)],
      ['payload', 'jsonb', (e) => JSON.stringify(e.payload)],
    ],
  ),
} satisfies { [K in Job['kind']]: EventTable<EventOf<K>> };

/**
 * Stores events of one kind with one statement, committed on its own; answers one result per event,
 * in order. `duplicate` is true for every event whose row this call did not write (stored before,
 * or an earlier event of the same call with the same key). Throws when the statement fails (nothing
 * was stored); a retried event whose earlier row cannot be read back gets `{ error }`.
 */
export async function insertEvents<E extends { siteId: string; popupId: string }>(
  db: Db,
  target: EventTable<E>,
  events: readonly E[],
): Promise<(Recorded | { error: unknown })[]> {
  if (events.length === 0) return [];
  // Site ids as PostgreSQL prints them, to match the rows the insert returns.
  const keyOf = (e: E) => `${e.siteId.toLowerCase()}/${target.keyOf(e)}`;
  const firstByKey = new Map<string, E>();
  for (const event of events) if (!firstByKey.has(keyOf(event))) firstByKey.set(keyOf(event), event);

  // Rows in key order: concurrent groups then take their unique-index locks in the same order and
  // cannot deadlock on a retried key that both hold.
  const unique = [...firstByKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, e]) => e);
  const getters: ((e: E) => string | null)[] = [
    (e) => e.siteId,
    (e) => e.popupId,
    (e) => target.keyOf(e),
    ...target.columns.map(([, , value]) => value),
  ];
  const values = getters.map((get) => arrayLiteral(unique.map(get)));
  const rows = await runPrepared(db, target.statement, values);

  const stored = new Map<string, { id: string; fresh: boolean }>();
  for (const [id, siteId, key] of rows) stored.set(`${siteId}/${key}`, { id: id!, fresh: true });
  // From here the new rows are committed: a failure fails only the retried events, so that no new
  // row is answered as a duplicate on a second try (its webhook would never fire).
  let lookUpError: unknown = null;
  const missing = unique.filter((e) => !stored.has(keyOf(e)));
  if (missing.length > 0) {
    try {
      for (const [key, id] of await lookUp(db, target, missing)) stored.set(key, { id, fresh: false });
    } catch (error) {
      lookUpError = error;
    }
  }

  const claimed = new Set<string>();
  return events.map((event) => {
    const key = keyOf(event);
    const row = stored.get(key);
    if (row === undefined)
      return { error: lookUpError ?? new Error(`event ${key} was neither inserted nor found`) };
    const duplicate = !row.fresh || claimed.has(key);
    claimed.add(key);
    return { id: row.id, duplicate };
  });
}

/** Ids of rows stored before (by an earlier or a concurrent group). */
async function lookUp<E extends { siteId: string }>(
  db: Db,
  target: EventTable<E>,
  events: E[],
): Promise<Map<string, string>> {
  const { table, keyColumn } = target;
  const found = await db
    .select({ id: table.id, siteId: table.siteId, key: keyColumn })
    .from(table)
    .where(
      and(
        inArray(table.siteId, [...new Set(events.map((e) => e.siteId))]),
        inArray(
          keyColumn,
          events.map((e) => target.keyOf(e)),
        ),
      ),
    );
  return new Map(found.map((r) => [`${r.siteId.toLowerCase()}/${r.key}`, r.id.toString()]));
}
