import { PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../client.ts';

/**
 * Named prepared statements over both drivers, for the hot write path: the statement is parsed and
 * planned once per connection, and each call is one Bind/Execute/Sync exchange, committed on its own
 * (no explicit transaction, so nothing else to send).
 */

export interface PreparedStatement {
  /** Unique per statement text. */
  name: string;
  text: string;
}

/** One row per result row, every column as PostgreSQL's text form (select `x::text` for the rest). */
export type TextRows = (string | null)[][];

/** A PostgreSQL array literal (`{"a","b",NULL}`) for a parameter declared as `$n::type[]`. */
export function arrayLiteral(values: readonly (string | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) out += ',';
    out += value === null || value === undefined ? 'NULL' : `"${value.replace(/[\\"]/g, '\\$&')}"`;
  }
  return `${out}}`;
}

const preparedOn = new WeakMap<object, Set<string>>();

/** Runs `statement` with text `values` on the database behind `db` (not inside a transaction). */
export function runPrepared(db: Db, statement: PreparedStatement, values: string[]): Promise<TextRows> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return runOnPglite(client, statement, values);
  if (client instanceof pg.Pool) return runOnPool(client, statement, values);
  throw new Error('runPrepared needs a database opened by openDatabase');
}

async function runOnPool(pool: pg.Pool, statement: PreparedStatement, values: string[]): Promise<TextRows> {
  // node-postgres prepares a named statement once per connection and reuses it after.
  const result = await pool.query<(string | null)[]>({ ...statement, values, rowMode: 'array' });
  return result.rows;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function runOnPglite(
  client: PGlite,
  statement: PreparedStatement,
  values: string[],
): Promise<TextRows> {
  const { serialize } = protocol;
  // The same locks `client.query` takes, so the exchange never lands inside someone else's transaction.
  const result = await client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      let prepared = preparedOn.get(client);
      if (!prepared) preparedOn.set(client, (prepared = new Set()));
      if (!prepared.has(statement.name)) {
        await client.execProtocol(
          concat([serialize.parse({ name: statement.name, text: statement.text }), serialize.sync()]),
        );
        prepared.add(statement.name);
      }
      return client.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
    }),
  );
  const rows: TextRows = [];
  for (const message of result.messages) {
    if (message instanceof protocol.messages.DataRowMessage) rows.push(message.fields);
  }
  return rows;
}
