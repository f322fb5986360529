import { and, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { closes, conversions, views } from './tables.ts';

/**
 * How the event writer stores a group: one multi-row insert per table, each event stored once per
 * (site, client id), every caller answered with its row's id.
 */

export interface ViewEvent {
  siteId: string;
  popupId: string;
  eventId?: string | undefined;
  trigger?: string | undefined;
  device?: string | undefined;
  url?: string | undefined;
}

export interface CloseEvent {
  siteId: string;
  popupId: string;
  eventId?: string | undefined;
  closeTrigger?: string | undefined;
  url?: string | undefined;
  convertedEmail?: string | undefined;
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

/** One event waiting for its group's transaction, with its dedupe key filled in. */
export type Job =
  | { kind: 'view'; event: ViewEvent & { eventId: string } }
  | { kind: 'close'; event: CloseEvent & { eventId: string } }
  | { kind: 'conversion'; event: ConversionEvent & { conversionKey: string } };

/** How one kind of event maps onto its table. */
interface EventTable<E> {
  table: typeof views | typeof closes | typeof conversions;
  keyColumn: typeof views.eventId | typeof closes.eventId | typeof conversions.conversionKey;
  keyOf(event: E): string;
  row(event: E): Record<string, unknown>;
}

const viewTable: EventTable<Extract<Job, { kind: 'view' }>['event']> = {
  table: views,
  keyColumn: views.eventId,
  keyOf: (e) => e.eventId,
  row: (e) => ({
    trigger: e.trigger ?? null,
    device: e.device ?? null,
    url: e.url ?? null,
    eventId: e.eventId,
  }),
};

const closeTable: EventTable<Extract<Job, { kind: 'close' }>['event']> = {
  table: closes,
  keyColumn: closes.eventId,
  keyOf: (e) => e.eventId,
  row: (e) => ({
    eventId: e.eventId,
    closeTrigger: e.closeTrigger ?? null,
    url: e.url ?? null,
    convertedEmail: e.convertedEmail ?? null,
  }),
};

const conversionTable: EventTable<Extract<Job, { kind: 'conversion' }>['event']> = {
  table: conversions,
  keyColumn: conversions.conversionKey,
  keyOf: (e) => e.conversionKey,
  row: (e) => ({
    conversionKey: e.conversionKey,
    viewId: e.viewId ?? null,
    email: e.email ?? null,
    fields: e.fields,
    payload: e.payload,
  }),
};

/** Writes a group of jobs with one multi-row insert per table; answers a result per job, in order. */
export async function writeJobs(tx: Db, jobs: Job[]): Promise<Recorded[]> {
  const viewResults = await insertDeduped(
    tx,
    viewTable,
    jobs.flatMap((j) => (j.kind === 'view' ? [j.event] : [])),
  );
  const closeResults = await insertDeduped(
    tx,
    closeTable,
    jobs.flatMap((j) => (j.kind === 'close' ? [j.event] : [])),
  );
  const conversionResults = await insertDeduped(
    tx,
    conversionTable,
    jobs.flatMap((j) => (j.kind === 'conversion' ? [j.event] : [])),
  );
  const next = { view: 0, close: 0, conversion: 0 };
  const byKind = { view: viewResults, close: closeResults, conversion: conversionResults };
  return jobs.map((job) => byKind[job.kind][next[job.kind]++]!);
}

/**
 * Inserts the first event of each (site, client id) pair, then looks up the rows that already
 * existed. Answers one result per event, in order; `duplicate` is true for every event whose row
 * was not written by this call.
 */
async function insertDeduped<E extends { siteId: string; popupId: string }>(
  tx: Db,
  target: EventTable<E>,
  events: E[],
): Promise<Recorded[]> {
  if (events.length === 0) return [];
  const { table, keyColumn } = target;
  const keyOf = (e: E) => `${e.siteId}/${target.keyOf(e)}`;
  const firstByKey = new Map<string, E>();
  for (const event of events) if (!firstByKey.has(keyOf(event))) firstByKey.set(keyOf(event), event);

  // Rows in key order: concurrent groups then take their unique-index locks in the same order and
  // cannot deadlock on a retried key that both hold.
  const rows = [...firstByKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, e]) => ({ siteId: e.siteId, popupId: e.popupId, ...target.row(e) }));
  const returned = await tx
    .insert(table)
    .values(rows as never)
    .onConflictDoNothing()
    .returning({ id: table.id, siteId: table.siteId, key: keyColumn });
  const inserted = new Map(returned.map((r) => [`${r.siteId}/${r.key}`, r.id]));

  const missing = [...firstByKey.entries()].filter(([key]) => !inserted.has(key)).map(([, e]) => e);
  const existing = new Map<string, bigint>();
  if (missing.length > 0) {
    const found = await tx
      .select({ id: table.id, siteId: table.siteId, key: keyColumn })
      .from(table)
      .where(
        and(
          inArray(table.siteId, [...new Set(missing.map((e) => e.siteId))]),
          inArray(
            keyColumn,
            missing.map((e) => target.keyOf(e)),
          ),
        ),
      );
    for (const r of found) existing.set(`${r.siteId}/${r.key}`, r.id);
  }

  const claimed = new Set<string>();
  return events.map((event) => {
    const key = keyOf(event);
    const fresh = inserted.get(key);
    if (fresh !== undefined && !claimed.has(key)) {
      claimed.add(key);
      return { id: fresh.toString(), duplicate: false };
    }
    const id = fresh ?? existing.get(key);
    if (id === undefined) throw new Error(`event ${key} was neither inserted nor found`);
    return { id: id.toString(), duplicate: true };
  });
}
