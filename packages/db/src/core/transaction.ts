import type { Db } from '../client.ts';

/** The handle `db.transaction` passes to its callback. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The transaction as a `Db`, so that queries written against `Db` run inside it:
 * `db.transaction(async (tx) => insertOrder(asDb(tx), order))`.
 *
 * Sound without a cast: drizzle's `PgTransaction` extends `PgDatabase` over the same driver result
 * and tables, so the compiler checks the assignment. The one method that acts differently is
 * `transaction()`, which on a transaction opens a savepoint inside it instead of a new transaction.
 */
export function asDb(tx: DbTransaction): Db {
  return tx;
}
