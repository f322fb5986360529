import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { canonicalTimeZone } from '@hookline/schema';
import { testDatabases } from './testing.ts';

/**
 * The leads and results filters pass the canonical zone name of `canonicalTimeZone` to `AT TIME ZONE`:
 * every name it can answer must be one the database knows, or a filter would be a 500.
 */
describe.each(testDatabases())('time zones on $name', ({ open }) => {
  it('knows every zone the schema accepts', async () => {
    const database = await open();
    const zones = [...Intl.supportedValuesOf('timeZone'), 'UTC'].map((zone) => canonicalTimeZone(zone));
    expect(zones).not.toContain(null);
    const unknown: string[] = [];
    for (const zone of new Set(zones as string[])) {
      await database.db.execute(sql`select now() at time zone ${zone}`).catch(() => unknown.push(zone));
    }
    expect(unknown).toEqual([]);
  });
});
