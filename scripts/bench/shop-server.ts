import type { AddressInfo } from 'node:net';
import { openDatabase } from '@hookline/db';
import { seedDemo, testApp } from '@hookline/server/testing';

/**
 * A Hookline server for the shop benchmark, in its own process: PGlite in memory (or PostgreSQL in
 * a fresh schema with BENCH_DATABASE_URL) with the demo (catalogue, site, builder pages). Prints one JSON line: the port.
 */
const url = process.env.BENCH_DATABASE_URL;
const schema = `hl_bench_shop_${process.pid}`;
const database = await openDatabase(url ? { url, schema, poolSize: 10 } : { dataDir: 'memory://' });
await database.migrate();
// The demo: catalogue, site and its builder pages (the front page and /widgets).
await seedDemo(database.db);
const { app } = await testApp(database);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
console.log(JSON.stringify({ port, kind: database.kind }));

const stop = async () => {
  await app.close();
  if (url)
    await database.db.execute(`drop schema if exists ${schema} cascade` as never).catch(() => undefined);
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
