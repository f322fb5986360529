import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { ServerConfig } from './config.ts';

/**
 * How many server processes to run: `WORKERS` (`auto`: one per core) on PostgreSQL; PGlite lives in
 * one process's memory, so it always runs one (and says so when more were asked for).
 */
export function processCount(
  config: Pick<ServerConfig, 'workers' | 'databaseUrl' | 'redisUrl'>,
  log: { log(message: string): void },
): number {
  const asked = config.workers === 'auto' ? availableParallelism() : config.workers;
  if (asked > 1 && !config.databaseUrl) {
    log.log(`[hookline] WORKERS=${config.workers}: PGlite runs in one process; set DATABASE_URL for more`);
    return 1;
  }
  if (asked > 1 && !config.redisUrl)
    log.log(
      `[hookline] ${asked} processes without REDIS_URL: each keeps its own rate limits and login throttles`,
    );
  return asked;
}

/** A worker that dies is replaced after this long, doubling while they keep dying, up to a minute. */
const RESTART_MS = { first: 500, max: 60_000 };

/**
 * The cluster's first process: prepares the database once (migrations, demo), then forks `count`
 * server processes that share the port (node:cluster hands connections round-robin), replaces one
 * that dies, and on SIGINT or SIGTERM passes the signal on and waits for them to finish their writes.
 */
export async function runPrimary(
  config: ServerConfig,
  count: number,
  prepare: () => Promise<{ clientId: string } | null>,
  ready: (clientId: string | undefined) => void,
): Promise<void> {
  const demo = await prepare();
  let stopping = false;
  let listening = 0;
  let restartMs = RESTART_MS.first;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening += 1;
      restartMs = RESTART_MS.first;
      if (listening === count) ready(demo?.clientId);
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(
      `[hookline] server process ${worker.process.pid} ended (${signal ?? code}); another starts`,
    );
    setTimeout(fork, restartMs);
    restartMs = Math.min(restartMs * 2, RESTART_MS.max);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill(signal);
    }
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  console.log(`[hookline] starting ${count} server processes on port ${config.port}`);
  for (let n = 0; n < count; n++) fork();
}
