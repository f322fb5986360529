import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EventWriter } from './writer.ts';
import { createSiteWithLightbox } from '../fixtures.ts';
import { conversions, views } from './tables.ts';
import { testDatabases } from '../testing.ts';

describe.each(testDatabases())('event writer on $name', ({ open }) => {
  it('stores a group of concurrent views in one go and answers each its own id', async () => {
    const { db } = await open();
    const { site, popup } = await createSiteWithLightbox(db);
    const writer = new EventWriter(db, { maxDelayMs: 5 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        writer.recordView({ siteId: site.id, popupId: popup.id, url: `/p${i}` }),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(50);
    const stored = await db.select().from(views).where(eq(views.popupId, popup.id));
    expect(stored.map((v) => v.url).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `/p${i}`).sort());
  });

  it('stores a retried conversion once and answers the same id, also within one group', async () => {
    const { db } = await open();
    const { site, popup } = await createSiteWithLightbox(db);
    const writer = new EventWriter(db, { maxDelayMs: 5 });
    const event = {
      siteId: site.id,
      popupId: popup.id,
      conversionKey: 'retry-key-0001',
      email: 'ann@example.com',
      fields: { email: 'ann@example.com' },
      payload: { email: 'ann@example.com' },
    };
    const [a, b] = await Promise.all([writer.recordConversion(event), writer.recordConversion(event)]);
    const c = await writer.recordConversion(event);
    expect(a!.duplicate).toBe(false);
    expect(b!.duplicate).toBe(true);
    expect(c.duplicate).toBe(true);
    expect(new Set([a!.id, b!.id, c.id]).size).toBe(1);
    const stored = await db.select().from(conversions).where(eq(conversions.popupId, popup.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.fields).toEqual({ email: 'ann@example.com' });
  });

  it('keeps the good events of a group when one of them cannot be written', async () => {
    const { db } = await open();
    const { site, popup } = await createSiteWithLightbox(db);
    const writer = new EventWriter(db, { maxDelayMs: 5 });
    const good = writer.recordView({ siteId: site.id, popupId: popup.id, url: '/good' });
    const bad = writer.recordView({
      siteId: site.id,
      popupId: '00000000-0000-0000-0000-000000000000',
      url: '/bad',
    });
    await expect(bad).rejects.toThrow();
    await expect(good).resolves.toMatchObject({ duplicate: false });
    const stored = await db.select().from(views).where(eq(views.popupId, popup.id));
    expect(stored.map((v) => v.url)).toEqual(['/good']);
  });

  it('answers only after the commit: a resolved view is already readable', async () => {
    const { db } = await open();
    const { site, popup } = await createSiteWithLightbox(db);
    const writer = new EventWriter(db);
    const { id } = await writer.recordView({ siteId: site.id, popupId: popup.id });
    const [row] = await db
      .select()
      .from(views)
      .where(eq(views.id, BigInt(id)));
    expect(row?.popupId).toBe(popup.id);
  });

  it('with several groups committing at once, stores every event and each retried key once', async () => {
    const { db } = await open();
    const { site, popup } = await createSiteWithLightbox(db);
    const writer = new EventWriter(db, { maxDelayMs: 1, maxBatch: 7, concurrency: 4 });
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        writer.recordConversion({
          siteId: site.id,
          popupId: popup.id,
          conversionKey: `concurrent-${i % 40}`,
          fields: { n: String(i) },
          payload: {},
        }),
      ),
    );
    await writer.drain();
    const stored = await db.select().from(conversions).where(eq(conversions.popupId, popup.id));
    expect(stored).toHaveLength(40);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(40);
    for (let k = 0; k < 40; k++) {
      const ids = new Set(results.filter((_, i) => i % 40 === k).map((r) => r.id));
      expect(ids.size).toBe(1);
    }
  });
});
