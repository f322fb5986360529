import { describe, expect, it } from 'vitest';
import { createSiteWithLightbox, listSiteMedia } from '@hookline/db';
import { testDatabases, uniqueSuffix } from '@hookline/db/testing';
import { seedDemoMedia } from './demo-media.ts';

describe.each(testDatabases())('the demo media library on $name', ({ open }) => {
  it('holds the demo pictures once, with their real sizes, however often it is seeded', async () => {
    const { db } = await open();
    const { site } = await createSiteWithLightbox(db, { accountName: `Demo ${uniqueSuffix()}` });
    await seedDemoMedia(db, site.clientId);
    await seedDemoMedia(db, site.clientId);
    const { rows, total } = await listSiteMedia(db, site.id, { limit: 10, offset: 0 });
    expect(total).toBe(3);
    expect(rows.map((row) => [row.fileName, row.type, row.width, row.height]).sort()).toEqual([
      ['citrus-still-life.webp', 'image/webp', 800, 800],
      ['mountain-dawn.webp', 'image/webp', 960, 640],
      ['sunset-waves.webp', 'image/webp', 960, 640],
    ]);
    expect(rows.every((row) => row.bytes > 1000 && row.bytes < 20_000)).toBe(true);
  });
});
