import { afterAll, describe, expect, it } from 'vitest';
import { createSiteWithLightbox, eq, openDatabase, tables } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { testApp } from '../testing.ts';
import { SiteCache } from './site-cache.ts';

const displayOf = (app: Awaited<ReturnType<typeof testApp>>['app'], clientId: string) =>
  app
    .inject({
      method: 'POST',
      url: `/api/display/${clientId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'domain=localhost',
    })
    .then((r) => r.json() as { poptins: { poptin_name: string }[] });

/**
 * An edit reaches visitors well under a second; the cache has no lifetime for known sites, so only
 * the notification can bring it within the 10 s allowed here for a busy machine.
 */
const eventually = async (check: () => Promise<boolean>) => {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe.each(testDatabases())('site cache on $name', ({ open }) => {
  it('serves the display path from memory until the site changes, then reloads it', async () => {
    const database = await open();
    const { app, ctx } = await testApp(database);
    closers.push(() => app.close());
    const { site, popup } = await createSiteWithLightbox(database.db);
    expect((await displayOf(app, site.clientId)).poptins[0]?.poptin_name).toBe('Welcome lightbox');

    await database.db.update(tables.popups).set({ name: 'Renamed' }).where(eq(tables.popups.id, popup.id));
    expect((await displayOf(app, site.clientId)).poptins[0]?.poptin_name).toBe('Welcome lightbox'); // cached

    await ctx.sites.changed(site.clientId);
    expect((await displayOf(app, site.clientId)).poptins[0]?.poptin_name).toBe('Renamed');
  });
});

// Only PostgreSQL is shared by several server processes.
describe.each(testDatabases().filter((d) => d.name === 'postgres'))(
  'site cache across processes on $name',
  ({ open }) => {
    it('reaches a second server process through LISTEN/NOTIFY', async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const shared = await open();
      const schema = (await shared.db.execute('select current_schema() as s' as never)) as unknown as {
        rows: { s: string }[];
      };
      const other = await openDatabase({ url, schema: schema.rows[0]!.s, poolSize: 2 });
      const first = await testApp(shared);
      const second = await testApp(other);
      closers.push(
        () => other.close(),
        () => second.app.close(),
        () => first.app.close(),
      );
      const { site, popup } = await createSiteWithLightbox(shared.db);
      expect((await displayOf(second.app, site.clientId)).poptins[0]?.poptin_name).toBe('Welcome lightbox');

      await shared.db
        .update(tables.popups)
        .set({ name: 'Edited elsewhere' })
        .where(eq(tables.popups.id, popup.id));
      await first.ctx.sites.changed(site.clientId);
      await eventually(
        async () =>
          (await displayOf(second.app, site.clientId)).poptins[0]?.poptin_name === 'Edited elsewhere',
      );
    });
  },
);

describe.each(testDatabases())('site cache bounds on $name', ({ open }) => {
  it('holds a bounded number of unknown ids, each for a few seconds only', async () => {
    const database = await open();
    let now = Date.now();
    const cache = new SiteCache(database.db, { now: () => now, maxEntries: 50 });
    for (let n = 0; n < 200; n++) {
      const id = `zz${String(n).padStart(11, '0')}`;
      await Promise.all([cache.site(id), cache.popupByPublicId(id), cache.popupByViewerId(id)]);
    }
    expect(cache.size()).toBeLessThanOrEqual(3 * 50);

    const { site } = await createSiteWithLightbox(database.db);
    expect(await cache.site(site.clientId)).toBeTruthy();
    now += 60_000; // long past the negative lifetime: misses are asked again, the site stays
    expect(await cache.site('zz00000000199')).toBeNull();
    expect(await cache.site(site.clientId)).toBeTruthy();
  });
});
