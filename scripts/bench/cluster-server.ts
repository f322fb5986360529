import cluster from 'node:cluster';
import { createServer } from 'node:net';
import { createSiteWithLightbox, openDatabase } from '@hookline/db';
import { testApp } from '@hookline/server/testing';

/**
 * A Hookline server of WORKERS processes (node:cluster, as `WORKERS` runs `npm start`) on the
 * PostgreSQL at BENCH_DATABASE_URL, in a fresh schema, for the benchmarks' 1-versus-2-processes
 * figures. The first process migrates and seeds one site, then forks; once every process listens
 * on the shared port it prints one JSON line with what the load generator needs.
 */
const url = process.env.BENCH_DATABASE_URL!;
const workers = Number(process.env.WORKERS ?? '1');

if (cluster.isPrimary) {
  const schema = `hl_bench_cluster_${process.pid}`;
  const database = await openDatabase({ url, schema, poolSize: 2 });
  await database.migrate();
  const { site, popup } = await createSiteWithLightbox(database.db, { domains: ['localhost'] });
  await database.close();
  const port = await freePort();
  let listening = 0;
  for (let n = 0; n < workers; n++) {
    const worker = cluster.fork({ BENCH_SCHEMA: schema, BENCH_PORT: String(port) });
    worker.once('listening', () => {
      if (++listening === workers)
        console.log(
          JSON.stringify({
            port,
            clientId: site.clientId,
            popupId: popup.publicId,
            viewerId: popup.viewerId,
            kind: 'postgres',
          }),
        );
    });
  }
  const stop = async () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cleanup = await openDatabase({ url, poolSize: 1 });
    await cleanup.db.execute(`drop schema if exists ${schema} cascade` as never).catch(() => undefined);
    await cleanup.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
} else {
  // Each process its own pool, as `npm start` with WORKERS gives it.
  const database = await openDatabase({ url, schema: process.env.BENCH_SCHEMA!, poolSize: 10 });
  const { app } = await testApp(database);
  await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
