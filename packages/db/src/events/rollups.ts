import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from '../core/rows.ts';

/**
 * Folds the counts that the event tables' triggers left in `rollup_pending` into the rollups
 * (migration 0014, `rollup_merge`) and answers how many pending rows it took. `wait` waits for a
 * merge running elsewhere to finish (a results read, so that it counts every event committed before
 * it); without it a second caller answers 0 at once (the background job). `maxRows` bounds one
 * transaction; unset takes every pending row.
 */
export async function mergeRollups(
  db: Db,
  { maxRows = null, wait = false }: { maxRows?: number | null; wait?: boolean } = {},
): Promise<number> {
  const [row] = rowsOf<{ taken: number }>(
    await db.execute(sql`select rollup_merge(${maxRows}::int, ${wait}) as taken`),
  );
  return Number(row?.taken ?? 0);
}

export interface RollupJob {
  /** Stops the job after the merge in progress, if any. */
  stop(): Promise<void>;
}

export interface RollupJobOptions {
  /** How often the job looks for pending counts (default 1 s: results are current within a second or two). */
  intervalMs?: number;
  /** Pending rows per transaction (default 20,000). */
  batch?: number;
  /** Called with a failed merge's error; the job carries on at the next tick. */
  onError?: (error: unknown) => void;
}

/**
 * Merges pending counts every `intervalMs`, batch after batch until none are left. Each server
 * process runs one; the merge's lock lets one work at a time and the others skip their turn.
 */
export function startRollupJob(db: Db, options: RollupJobOptions = {}): RollupJob {
  const { intervalMs = 1_000, batch = 20_000, onError } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      while (!stopped && (await mergeRollups(db, { maxRows: batch })) === batch);
    } catch (error) {
      onError?.(error);
    }
    if (!stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      running = tick();
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
