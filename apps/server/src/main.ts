import { openDatabase } from '@hookline/db';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { seedDemo, DEMO_LOGIN } from './seed/demo.ts';

/** `npm start`: migrate, seed the demo once, serve everything on one port. */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const demo = config.seedDemo ? await seedDemo(database.db) : null;
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
  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    `Hookline is running (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Shop (demo site with the pixel):  ${base}/`,
    `  Dashboard:                        ${base}/app/`,
    `  Pixel:                            ${base}/pixel.js?id=${demo?.clientId ?? '{client id}'}`,
    `  Display API:                      ${base}/api/display/{client id}`,
    `  Health:                           ${base}/healthz`,
  ];
  if (demo) lines.push(`  Demo login:                       ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error('[hookline] could not start:', error);
  process.exit(1);
});
