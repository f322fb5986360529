import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from './client.ts';

/**
 * Databases for tests. PGlite always; PostgreSQL too when `TEST_DATABASE_URL` is set, and then an
 * unreachable server fails the tests instead of skipping them. One migrated instance of each per
 * test worker (PGlite costs seconds to start), each worker in its own PostgreSQL schema.
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

type Cache = Map<string, Promise<Database>>;
const cacheKey = Symbol.for('hookline.test-databases');
const cache: Cache = ((globalThis as Record<symbol, unknown>)[cacheKey] as Cache | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[cacheKey] = cache;

/** Prefix of the schemas tests create on PostgreSQL; the global setup drops stale ones. */
export const TEST_SCHEMA_PREFIX = 'hl_test_';

function shared(name: string, open: () => Promise<Database>): Promise<Database> {
  let database = cache.get(name);
  if (!database) {
    database = open().then(async (d) => {
      await d.migrate();
      return d;
    });
    cache.set(name, database);
  }
  return database;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: 'pglite', open: () => shared('pglite', () => openDatabase({ dataDir: 'memory://' })) },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // The creation time in the name lets a later run drop only schemas old enough to be abandoned.
    const schema = `${TEST_SCHEMA_PREFIX}${Math.floor(Date.now() / 1000)}_${process.pid}_${randomBytes(3).toString('hex')}`;
    list.push({
      name: 'postgres',
      open: () => shared('postgres', () => openDatabase({ url, schema, poolSize: 4 })),
    });
  }
  return list;
}

/** A short random suffix so that tests sharing a database never collide on unique columns. */
export const uniqueSuffix = () => randomBytes(4).toString('hex');

export {
  rawCountsByPopup,
  rawDailyCounts,
  rawPrizeCounts,
  rawRevenueByPopup,
  rawStoreCounts,
} from './events/raw-counts.ts';
