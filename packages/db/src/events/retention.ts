import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from '../core/rows.ts';

/**
 * Removes the raw views and closes created before `cutoff`, `batch` rows per statement (oldest
 * first: ids follow time), so no statement holds locks or fills the log for long. Conversions
 * (the leads) and the rollups are never touched: the results keep their counts. Answers how many
 * rows went. One removal at a time per schema (an advisory lock): a second caller answers 0 at once.
 */
export async function removeOldEvents(
  db: Db,
  { cutoff, batch = 10_000 }: { cutoff: Date; batch?: number },
): Promise<number> {
  let removed = 0;
  for (const table of ['views', 'closes'] as const) {
    for (;;) {
      const [row] = rowsOf<{ n: number | null }>(
        await db.execute(sql`
          with allowed as (
            select pg_try_advisory_xact_lock(hashtext(current_schema() || '.event_retention')) as ok
          ), gone as (
            delete from ${sql.raw(table)} where id in (
              select id from ${sql.raw(table)}
              where created_at < ${cutoff.toISOString()}::timestamptz and (select ok from allowed)
              order by id limit ${batch}
            ) returning 1
          )
          select case when (select ok from allowed) then (select count(*)::int from gone) end as n`),
      );
      if (row?.n === null || row?.n === undefined) return removed;
      removed += row.n;
      if (row.n < batch) break;
    }
  }
  return removed;
}

export interface RetentionJob {
  stop(): Promise<void>;
}

/**
 * Removes views and closes older than `days` a minute after start, then every `intervalMs`
 * (default an hour). Each server process runs one; the removal's lock lets one work at a time.
 */
export function startRetentionJob(
  db: Db,
  {
    days,
    intervalMs = 3_600_000,
    firstAfterMs = 60_000,
    now = () => new Date(),
    onRemoved,
    onError,
  }: {
    days: number;
    intervalMs?: number;
    firstAfterMs?: number;
    now?: () => Date;
    onRemoved?: (count: number) => void;
    onError?: (error: unknown) => void;
  },
): RetentionJob {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const removed = await removeOldEvents(db, { cutoff: new Date(now().getTime() - days * 86_400_000) });
      if (removed > 0) onRemoved?.(removed);
    } catch (error) {
      onError?.(error);
    }
    if (!stopped) schedule(intervalMs);
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = run();
    }, delay);
    timer.unref();
  };
  schedule(firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
