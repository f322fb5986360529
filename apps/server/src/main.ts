import cluster from 'node:cluster';
import { openDatabase, type Database } from '@hookline/db';
import { buildApp } from './app.ts';
import { processCount, runPrimary } from './cluster.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { seedDemo, DEMO_LOGIN } from './seed/demo.ts';

/**
 * `npm start`: migrate, seed the demo once, serve everything on one port. With `WORKERS` above 1 (and
 * `DATABASE_URL`), this process migrates and seeds, then runs that many server processes sharing the
 * port (cluster.ts).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const processes = processCount(config, cluster.isWorker ? { log: () => {} } : console);
  if (processes > 1 && cluster.isPrimary) {
    await runPrimary(
      config,
      processes,
      () => prepare(config),
      (clientId) => console.log(banner(config, 'postgres', clientId)),
    );
    return;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  // A worker's primary has migrated and seeded already.
  const demo = cluster.isWorker ? null : await migrateAndSeed(database, config);
  const { app } = await buildApp({ database, config, logger: config.log });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: finishing queued writes, then stopping`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (!cluster.isWorker) console.log(banner(config, database.kind, demo?.clientId));
}

async function migrateAndSeed(database: Database, config: ServerConfig) {
  await database.migrate();
  return config.seedDemo ? await seedDemo(database.db) : null;
}

/** A cluster's migrations and demo seed, once, before any server process answers. */
async function prepare(config: ServerConfig): Promise<{ clientId: string } | null> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await migrateAndSeed(database, config);
  } finally {
    await database.close();
  }
}

/** What `npm start` prints once the product answers: where everything is. */
export function banner(config: ServerConfig, kind: 'pglite' | 'postgres', clientId?: string): string {
  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    `Hookline is running (${kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Shop (demo site with the pixel):  ${base}/`,
    `  Dashboard:                        ${base}/app/`,
    `  Pixel:                            ${base}/pixel.js?id=${clientId ?? '{client id}'}`,
    `  Display API:                      ${base}/api/display/{client id}`,
    `  Health:                           ${base}/healthz`,
  ];
  if (config.seedDemo)
    lines.push(`  Demo login:                       ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  return lines.join('\n') + '\n';
}

main().catch((error: unknown) => {
  console.error('[hookline] could not start:', error);
  process.exit(1);
});
