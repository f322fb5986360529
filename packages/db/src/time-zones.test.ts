import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { canonicalTimeZone } from '@hookline/schema';
import type { Database } from './client.ts';
import { testDatabases } from './testing.ts';

/**
 * The leads and results filters pass the canonical zone name of `canonicalTimeZone` to `AT TIME ZONE`:
 * every name it can answer must be one the database knows, or a filter would be a 500.
 * One query for all of them (a statement per zone took half a minute on PGlite on a busy machine).
 */
describe.each(testDatabases())('time zones on $name', ({ open }) => {
  let database: Database;
  // Opening (and on PGlite migrating) the database belongs to the setup, with the setup's time limit.
  beforeAll(async () => {
    database = await open();
  });

  it('knows every zone the schema accepts', async () => {
    const zones = [...Intl.supportedValuesOf('timeZone'), 'UTC'].map((zone) => canonicalTimeZone(zone));
    expect(zones).not.toContain(null);
    const names = [...new Set(zones as string[])];
    const known = await database.db.execute<{ name: string }>(sql`select name from pg_timezone_names`);
    const rows = Array.isArray(known) ? known : (known as { rows: { name: string }[] }).rows;
    const knownNames = new Set(rows.map((row) => row.name));
    expect(names.filter((zone) => !knownNames.has(zone))).toEqual([]);
    // The filters use the name in AT TIME ZONE; a sample of them works there too.
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Jerusalem']) {
      await database.db.execute(sql`select now() at time zone ${zone}`);
    }
  });
});
