import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { createSiteWithLightbox } from '../fixtures.ts';
import { testDatabases } from '../testing.ts';
import { removeOldEvents } from './retention.ts';
import { mergeRollups } from './rollups.ts';
import { countsByPopup } from './stats.ts';
import { closes, conversions, views } from './tables.ts';

describe.each(testDatabases())('event retention on $name', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = (await open()).db;
  });

  it('removes old views and closes in batches, and keeps the leads and every count', async () => {
    const owner = await createSiteWithLightbox(db);
    const base = { siteId: owner.site.id, popupId: owner.popup.id };
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db
      .insert(views)
      .values([
        ...Array.from({ length: 7 }, () => ({ ...base, createdAt: daysAgo(40) })),
        ...Array.from({ length: 2 }, () => ({ ...base, createdAt: daysAgo(5) })),
      ]);
    await db
      .insert(closes)
      .values([
        ...Array.from({ length: 4 }, () => ({ ...base, createdAt: daysAgo(31) })),
        { ...base, createdAt: daysAgo(1) },
      ]);
    await db.insert(conversions).values(
      [40, 2].map((days, i) => ({
        ...base,
        createdAt: daysAgo(days),
        conversionKey: `old-${i}`,
        fields: {},
        payload: {},
      })),
    );
    await mergeRollups(db, { wait: true });
    const range = { from: '2000-01-01', to: '2100-01-01', timeZone: 'UTC' };
    const before = await countsByPopup(db, [owner.popup.id], range);

    // Other tests' sites share the database: count only this popup's rows.
    const left = async (table: typeof views | typeof closes | typeof conversions) =>
      (await db.select().from(table).where(eq(table.popupId, owner.popup.id))).length;
    const removed = await removeOldEvents(db, { cutoff: daysAgo(30), batch: 3 });
    expect(removed).toBeGreaterThanOrEqual(11);
    expect(await left(views)).toBe(2);
    expect(await left(closes)).toBe(1);
    expect(await left(conversions)).toBe(2);

    await mergeRollups(db, { wait: true });
    expect(await countsByPopup(db, [owner.popup.id], range)).toEqual(before);
    expect(before.get(owner.popup.id)).toEqual({ views: 9, closes: 5, conversions: 2 });
  });
});
