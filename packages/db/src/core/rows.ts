/**
 * The rows of a raw `db.execute`: node-postgres and PGlite both answer `{ rows }`, which drizzle
 * types loosely. Numbers of `bigint` and `numeric` columns arrive as strings on node-postgres.
 */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
