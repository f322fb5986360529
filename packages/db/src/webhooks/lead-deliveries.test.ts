import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { EventWriter } from '../events/writer.ts';
import { conversions } from '../events/tables.ts';
import { createSiteWithLightbox } from '../fixtures.ts';
import { testDatabases } from '../testing.ts';
import { leadsToDeliver, saveSiteWebhook } from './queries.ts';
import { webhookDeliveries } from './tables.ts';

describe.each(testDatabases())('lead deliveries queued with the lead on $name', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = (await open()).db;
  });

  const webhooked = async () => {
    const owner = await createSiteWithLightbox(db);
    await saveSiteWebhook(
      db,
      owner.site.id,
      { url: 'https://hooks.example.com/in', enabled: true },
      () => 's3cret',
    );
    return owner;
  };
  const deliveriesOf = (siteId: string) =>
    db.select().from(webhookDeliveries).where(eq(webhookDeliveries.siteId, siteId));

  it('holds a delivery for every conversion the writer acknowledged, due a second later', async () => {
    const owner = await webhooked();
    const writer = new EventWriter(db, { maxDelayMs: 2 });
    const stored = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        writer.recordConversion({
          siteId: owner.site.id,
          popupId: owner.popup.id,
          conversionKey: `lead-${i}`,
          email: `lead${i}@example.com`,
          fields: { email: `lead${i}@example.com` },
          payload: { email: `lead${i}@example.com`, url: 'https://shop.example.com/' },
        }),
      ),
    );
    // A retried conversion is stored once, and delivered once.
    await writer.recordConversion({
      siteId: owner.site.id,
      popupId: owner.popup.id,
      conversionKey: 'lead-0',
      fields: {},
      payload: {},
    });
    const queued = await deliveriesOf(owner.site.id);
    expect(queued.map((d) => String(d.conversionId)).sort()).toEqual(stored.map((s) => s.id).sort());
    for (const delivery of queued) {
      expect(delivery).toMatchObject({ event: 'conversion.created', body: '', status: 'pending' });
      const lead = await db.select().from(conversions).where(eq(conversions.id, delivery.conversionId!));
      expect(delivery.nextAttemptAt.getTime() - lead[0]!.createdAt.getTime()).toBe(1_000);
    }
    const leads = await leadsToDeliver(
      db,
      queued.map((d) => String(d.id)),
    );
    expect(leads).toHaveLength(12);
    expect(leads[0]).toMatchObject({ clientId: owner.site.clientId, popupPublicId: owner.popup.publicId });
  });

  it('queues nothing for a site without a webhook, or for leads older than an hour (an import)', async () => {
    const plain = await createSiteWithLightbox(db);
    await db
      .insert(conversions)
      .values({ siteId: plain.site.id, popupId: plain.popup.id, fields: {}, payload: {} });
    expect(await deliveriesOf(plain.site.id)).toEqual([]);
    const owner = await webhooked();
    await db.insert(conversions).values({
      siteId: owner.site.id,
      popupId: owner.popup.id,
      createdAt: new Date(Date.now() - 2 * 3_600_000),
      fields: {},
      payload: {},
    });
    expect(await deliveriesOf(owner.site.id)).toEqual([]);
  });
});
