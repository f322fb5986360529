import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as tables from './schema.ts';

export type Tables = typeof tables;
/** The query layer, the same type over both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Tables>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations not yet applied. Safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * Calls `handler` for every NOTIFY on `channel`, from this process or (on PostgreSQL) any other
   * process using the same database. Answers a function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends `payload` to every listener of `channel`. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A PostgreSQL URL; without one, PGlite runs in process. */
  url?: string | undefined;
  /** PGlite's data folder; `memory://` keeps nothing on disk. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests give each worker its own). Created when missing. */
  schema?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, otherwise PGlite with its files
 * under `dataDir` (default `./data/pglite`).
 */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir ?? './data/pglite');
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the leads search's index (migration 0017).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema: tables }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    listen: async (channel, handler) => {
      const stop = await client.listen(channelName(channel), handler);
      return () => stop();
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channelName(channel), payload]);
    },
    close: () => client.close(),
  };
}

/** Channel names are identifiers: checked here so that no caller can inject SQL through one. */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return channel;
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`bad schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A broken idle connection must not crash the server; the next query gets a fresh one.
  pool.on('error', (error) => console.error('[hookline] postgres pool error:', error.message));
  const db = drizzlePg(pool, { schema: tables }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        // One migrator at a time when several server processes start together.
        await client.query('select pg_advisory_lock(72853901)');
        await migratePg(drizzlePg(client, { schema: tables }), {
          migrationsFolder,
          ...(schema ? { migrationsSchema: schema } : {}),
        });
      } finally {
        await client.query('select pg_advisory_unlock(72853901)').catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    listen: (channel, handler) => listenPostgres(url, schema, channelName(channel), handler),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channelName(channel), payload]);
    },
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own, reconnecting after a second when the connection drops. A
 * notification sent while disconnected is lost, so the handler is also called with '*' after each
 * reconnect: "anything may have changed".
 */
async function listenPostgres(
  url: string,
  schema: string | undefined,
  channel: string,
  handler: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const retry = (): void => {
    if (!stopped) setTimeout(() => void connect(false).catch(retry), 1_000);
  };
  const connect = async (first: boolean): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', retry);
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    if (!first) handler('*');
  };
  await connect(true);
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
