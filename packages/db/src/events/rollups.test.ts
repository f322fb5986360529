import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addPopup, createSiteWithLightbox } from '../fixtures.ts';
import {
  rawCountsByPopup,
  rawDailyCounts,
  rawPrizeCounts,
  rawRevenueByPopup,
  rawStoreCounts,
  testDatabases,
} from '../testing.ts';
import { mergeRollups, startRollupJob } from './rollups.ts';
import {
  countsByPopup,
  dailyCounts,
  prizeCounts,
  revenueByPopup,
  storeCounts,
  type DayRange,
} from './stats.ts';
import { closes, conversions, views } from './tables.ts';

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Instants where a day's edge is easy to get wrong: daylight saving starts and ends in New York and
 * London in 2026, and a midnight in Kolkata (UTC+5:30, a half-hour offset).
 */
const EDGES = [
  '2026-03-08T07:00:00Z', // New York: 02:00 EST becomes 03:00 EDT
  '2026-03-29T01:00:00Z', // London: 01:00 GMT becomes 02:00 BST
  '2026-10-25T01:00:00Z', // London: 02:00 BST goes back to 01:00 GMT
  '2026-11-01T06:00:00Z', // New York: 02:00 EDT goes back to 01:00 EST
  '2026-05-10T18:30:00Z', // Kolkata: midnight of 11 May
  '2026-03-29T23:00:00Z', // London: the first midnight in summer time
  '2026-11-02T05:00:00Z', // New York: the first midnight in winter time
].map((at) => Date.parse(at));

const ZONES = ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'UTC'];
const RANGES = [
  { from: '2026-03-01', to: '2026-11-30' },
  { from: '2026-03-08', to: '2026-03-08' },
  { from: '2026-03-29', to: '2026-03-30' },
  { from: '2026-05-10', to: '2026-05-11' },
  { from: '2026-10-25', to: '2026-10-25' },
  { from: '2026-11-01', to: '2026-11-02' },
];

/** A moment near one of the edges: within a day and a half, or a millisecond either side of a quarter hour. */
function momentNear(next: () => number): Date {
  const edge = EDGES[Math.floor(next() * EDGES.length)]!;
  if (next() < 0.3) {
    const quarter = 15 * 60_000;
    const at = edge + Math.round((next() - 0.5) * 8) * quarter;
    return new Date(at + (next() < 0.5 ? -1 : 0));
  }
  return new Date(edge + Math.round((next() - 0.5) * 3 * 86_400_000));
}

const STORES = [null, null, 'shopify', 'wix', 'hookline'] as const;

describe.each(testDatabases())('results from rollups on $name', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = (await open()).db;
  });

  /** Both figures for every range of every zone, the rollups' first. */
  async function compareAll(popupIds: string[]) {
    for (const timeZone of ZONES)
      for (const days of RANGES) {
        const range: DayRange = { ...days, timeZone };
        const label = `${timeZone} ${days.from}..${days.to}`;
        expect(await dailyCounts(db, popupIds, range), label).toEqual(
          await rawDailyCounts(db, popupIds, range),
        );
        expect(await countsByPopup(db, popupIds, range), label).toEqual(
          await rawCountsByPopup(db, popupIds, range),
        );
        expect(await revenueByPopup(db, popupIds, range), label).toEqual(
          await rawRevenueByPopup(db, popupIds, range),
        );
        for (const id of popupIds) {
          expect(await prizeCounts(db, id, range), label).toEqual(await rawPrizeCounts(db, id, range));
          expect(await storeCounts(db, id, range), label).toEqual(await rawStoreCounts(db, id, range));
        }
      }
  }

  it('counts every figure exactly as the raw events do, across daylight saving and a half-hour offset', async () => {
    const next = random(20261202);
    const owner = await createSiteWithLightbox(db);
    const second = await addPopup(db, owner, { name: 'Spin to win', type: 'gamified' });
    const popupIds = [owner.popup.id, second.id];
    const pick = () => popupIds[Math.floor(next() * popupIds.length)]!;
    const store = () => STORES[Math.floor(next() * STORES.length)] ?? null;
    const customer = () => (next() < 0.6 ? `c${Math.floor(next() * 6)}` : null);

    // Statements of every size, as the event writer's groups and a bulk import write them.
    for (let statement = 0; statement < 12; statement++) {
      const size = 1 + Math.floor(next() * 40);
      await db.insert(views).values(
        Array.from({ length: size }, () => ({
          siteId: owner.site.id,
          popupId: pick(),
          createdAt: momentNear(next),
          storeIntegration: store(),
          customerId: customer(),
        })),
      );
      await db.insert(closes).values(
        Array.from({ length: Math.ceil(size / 3) }, () => ({
          siteId: owner.site.id,
          popupId: pick(),
          createdAt: momentNear(next),
          storeIntegration: store(),
          customerId: customer(),
        })),
      );
      await db.insert(conversions).values(
        Array.from({ length: Math.ceil(size / 4) }, (_, i) => {
          const platform = store();
          const payload: Record<string, string> = {};
          if (platform) payload.store_integration = platform;
          const who = customer();
          if (platform && who) payload.store_integration_customer_id = who;
          if (next() < 0.5) payload.prize_id = next() < 0.5 ? 'ten-off' : 'free-ship';
          return {
            siteId: owner.site.id,
            popupId: pick(),
            createdAt: momentNear(next),
            conversionKey: `k${statement}-${i}-${Math.floor(next() * 1e9)}`,
            fields: {},
            payload,
          };
        }),
      );
      for (let order = 0; order < 3; order++)
        await db.execute(sql`
          insert into orders (email, billing, payment_method, total_cents, attributed_popup_id, created_at)
          values ('buyer@example.com', '{}'::jsonb, 'cod', ${1000 + Math.floor(next() * 9000)},
            ${next() < 0.8 ? pick() : null}, ${momentNear(next).toISOString()}::timestamptz)`);
    }
    // A visitor's lead deleted at their request, and orders whose attribution changed.
    const [lead] = await db.select().from(conversions).where(eq(conversions.popupId, second.id)).limit(1);
    await db.delete(conversions).where(eq(conversions.id, lead!.id));
    await db.execute(sql`
      update orders set attributed_popup_id = ${owner.popup.id}
      where id in (select id from orders where attributed_popup_id = ${second.id} limit 2)`);
    await db.execute(sql`
      update orders set attributed_popup_id = null
      where id in (select id from orders where attributed_popup_id = ${owner.popup.id} limit 1)`);

    // Small batches, so that one key's counts arrive over several merges.
    while ((await mergeRollups(db, { maxRows: 7 })) > 0);
    await compareAll(popupIds);
  });

  it('counts rows written straight into the tables within a second or two, from the background job', async () => {
    const owner = await createSiteWithLightbox(db);
    const job = startRollupJob(db, { intervalMs: 20 });
    try {
      await db.execute(sql`
        insert into views (site_id, popup_id, created_at)
        select ${owner.site.id}::uuid, ${owner.popup.id}::uuid, now() - (n || ' minutes')::interval
        from generate_series(1, 500) as n`);
      const range: DayRange = { from: '2026-01-01', to: '2100-12-31', timeZone: 'UTC' };
      await expect
        .poll(async () => (await countsByPopup(db, [owner.popup.id], range)).get(owner.popup.id)?.views, {
          timeout: 10_000,
        })
        .toBe(500);
    } finally {
      await job.stop();
    }
  });

  it('forgets the counts of a deleted popup, also those still pending', async () => {
    const owner = await createSiteWithLightbox(db);
    const doomed = await addPopup(db, owner);
    await db.insert(views).values({ siteId: owner.site.id, popupId: doomed.id });
    await mergeRollups(db, { wait: true });
    await db.insert(views).values({ siteId: owner.site.id, popupId: doomed.id });
    await db.execute(sql`delete from popups where id = ${doomed.id}`);
    await mergeRollups(db, { wait: true });
    const left = await db.execute(
      sql`select count(*)::int as n from event_rollups where popup_id = ${doomed.id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
