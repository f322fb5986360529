import type { AddressInfo } from 'node:net';
import { openDatabase } from '@hookline/db';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';

/**
 * One server instance of cluster.test.ts, in a process of its own so that the test can kill it
 * with SIGKILL: the server as `npm start` builds it, read from the environment (`DATABASE_URL`,
 * `REDIS_URL`, the rate limit, the webhook settings), in PostgreSQL schema CLUSTER_SCHEMA, listening
 * on a port of its own. Prints one JSON line with the port once it answers.
 */
const config = { ...readConfig(), port: 0, host: '127.0.0.1', seedDemo: false, log: false };
const database = await openDatabase({
  url: config.databaseUrl,
  schema: process.env.CLUSTER_SCHEMA!,
  poolSize: 8,
});
const { app } = await buildApp({ database, config });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }));
