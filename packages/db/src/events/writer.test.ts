import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EventWriter } from './writer.ts';
import { createSiteWithLightbox } from '../fixtures.ts';
import { closes, conversions, views } from './tables.ts';
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

  it('in one group of new and retried keys, stores each key once and answers retries with its id', async () => {
    const { db } = await open();
    const { site, popup } = await createSiteWithLightbox(db);
    const writer = new EventWriter(db, { maxDelayMs: 20 });
    const conversion = (key: string, n: number) => ({
      siteId: site.id,
      popupId: popup.id,
      conversionKey: key,
      email: `${key}@example.com`,
      fields: { email: `${key}@example.com`, n: String(n) },
      payload: {},
    });
    const earlier = await Promise.all(
      ['old-1', 'old-2', 'old-3'].map((key, n) => writer.recordConversion(conversion(key, n))),
    );
    const keys = ['new-1', 'old-1', 'new-2', 'old-2', 'new-1', 'old-3', 'new-3', 'new-2'];
    const results = await Promise.all(keys.map((key, n) => writer.recordConversion(conversion(key, n))));

    expect(results.map((r) => r.duplicate)).toEqual([false, true, false, true, true, true, false, true]);
    expect(results[1]!.id).toBe(earlier[0]!.id);
    expect(results[3]!.id).toBe(earlier[1]!.id);
    expect(results[5]!.id).toBe(earlier[2]!.id);
    expect(results[4]!.id).toBe(results[0]!.id);
    expect(results[7]!.id).toBe(results[2]!.id);
    const stored = await db.select().from(conversions).where(eq(conversions.popupId, popup.id));
    expect(stored.map((c) => c.conversionKey).sort()).toEqual([
      'new-1',
      'new-2',
      'new-3',
      'old-1',
      'old-2',
      'old-3',
    ]);
    // The first event of a key is the one stored; a retry never overwrites it.
    expect(stored.find((c) => c.conversionKey === 'new-1')!.fields).toEqual({
      email: 'new-1@example.com',
      n: '0',
    });
    expect(stored.find((c) => c.conversionKey === 'old-1')!.fields).toEqual({
      email: 'old-1@example.com',
      n: '0',
    });
  });

  it('fails only the bad conversion of a large group, and stores the others', async () => {
    const { db } = await open();
    const { site, popup } = await createSiteWithLightbox(db);
    const writer = new EventWriter(db, { maxDelayMs: 20 });
    const missingPopup = '00000000-0000-0000-0000-000000000000';
    const settled = await Promise.allSettled(
      Array.from({ length: 64 }, (_, n) =>
        writer.recordConversion({
          siteId: site.id,
          popupId: n === 37 ? missingPopup : popup.id,
          conversionKey: `batch-${n}`,
          fields: { n: String(n) },
          payload: {},
        }),
      ),
    );
    expect(settled.map((s) => s.status)).toEqual(
      Array.from({ length: 64 }, (_, n) => (n === 37 ? 'rejected' : 'fulfilled')),
    );
    const stored = await db.select().from(conversions).where(eq(conversions.siteId, site.id));
    expect(stored).toHaveLength(63);
    expect(stored.some((c) => c.conversionKey === 'batch-37')).toBe(false);
  });

  it('stores views, closes and conversions arriving in the same group, each in its table', async () => {
    const { db } = await open();
    const { site, popup } = await createSiteWithLightbox(db);
    const writer = new EventWriter(db, { maxDelayMs: 20 });
    const base = { siteId: site.id, popupId: popup.id };
    const [view, close, conversion] = await Promise.all([
      writer.recordView({ ...base, eventId: 'mixed-view', url: '/v' }),
      writer.recordClose({
        ...base,
        eventId: 'mixed-close',
        closeTrigger: 'x',
        convertedEmail: 'a@example.com',
      }),
      writer.recordConversion({
        ...base,
        viewId: 12n,
        email: 'a@example.com',
        fields: { email: 'a@example.com' },
        payload: { email: 'a@example.com' },
      }),
    ]);
    const [storedView] = await db
      .select()
      .from(views)
      .where(eq(views.id, BigInt(view.id)));
    const [storedClose] = await db
      .select()
      .from(closes)
      .where(eq(closes.id, BigInt(close.id)));
    const [storedConversion] = await db
      .select()
      .from(conversions)
      .where(eq(conversions.id, BigInt(conversion.id)));
    expect(storedView).toMatchObject({ eventId: 'mixed-view', url: '/v', trigger: null });
    expect(storedClose).toMatchObject({
      eventId: 'mixed-close',
      closeTrigger: 'x',
      convertedEmail: 'a@example.com',
    });
    expect(storedConversion).toMatchObject({
      viewId: 12n,
      email: 'a@example.com',
      payload: { email: 'a@example.com' },
    });
    expect(storedConversion!.conversionKey).toMatch(/^s_/);
  });

  it('stores text that needs quoting in an array literal exactly as sent', async () => {
    const { db } = await open();
    const { site, popup } = await createSiteWithLightbox(db);
    const writer = new EventWriter(db);
    const awkward = "quote \" backslash \\ brace {} comma , NULL 'single' ünï 🎉";
    const { id } = await writer.recordConversion({
      siteId: site.id,
      popupId: popup.id,
      conversionKey: awkward,
      email: awkward,
      fields: { [awkward]: awkward },
      payload: { note: awkward },
    });
    const [row] = await db
      .select()
      .from(conversions)
      .where(eq(conversions.id, BigInt(id)));
    expect(row).toMatchObject({
      conversionKey: awkward,
      email: awkward,
      fields: { [awkward]: awkward },
      payload: { note: awkward },
    });
  });
});
