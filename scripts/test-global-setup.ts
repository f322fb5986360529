import pg from 'pg';

const TEST_SCHEMA_PREFIX = 'hl_test_';

/**
 * Before the tests: when `TEST_DATABASE_URL` is set, the server must answer (an unreachable server
 * fails the run, it never skips), and schemas left by runs that started over an hour ago are dropped.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL cannot be reached: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  try {
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname like $1`,
      [`${TEST_SCHEMA_PREFIX}%`],
    );
    // Only schemas of runs that started over an hour ago: another run going on now keeps its own.
    const cutoff = Date.now() / 1000 - 3600;
    for (const { nspname } of rows) {
      const created = Number(/^hl_test_(\d+)_/.exec(nspname)?.[1] ?? 0);
      if (created < cutoff) await client.query(`drop schema if exists "${nspname}" cascade`);
    }
  } finally {
    await client.end();
  }
}
