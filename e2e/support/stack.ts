import type { AddressInfo } from 'node:net';
import { setTimeout as nextPoll } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { testApp, type AppContext } from '@hookline/server/testing';

export interface Stack {
  database: Database;
  app: FastifyInstance;
  ctx: AppContext;
  /** The Hookline server's origin, e.g. http://localhost:38123. */
  origin: string;
  snippet(clientId: string): string;
  close(): Promise<void>;
}

/**
 * The real Hookline server on a real socket, over the worker's shared test database (PostgreSQL
 * when TEST_DATABASE_URL is set, otherwise PGlite).
 */
export async function startStack(): Promise<Stack> {
  const databases = testDatabases();
  const database = await databases[databases.length - 1]!.open();
  const { app, ctx } = await testApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://localhost:${port}`;
  return {
    database,
    app,
    ctx,
    origin,
    snippet: (clientId) =>
      `<script id="hookline-pixel" src="${origin}/pixel.js?id=${clientId}" async></script>`,
    close: () => app.close(),
  };
}

/** Polls every 100 ms until `check` answers a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await nextPoll(100);
  }
}
