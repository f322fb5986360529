import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { conversions } from '../events/tables.ts';
import { addPopup, createSiteWithLightbox } from '../fixtures.ts';
import { testDatabases } from '../testing.ts';
import { leadsToDeliver, saveSiteWebhook } from '../webhooks/queries.ts';
import { webhookDeliveries } from '../webhooks/tables.ts';
import { createSiteIntegration, updateSiteIntegration } from './queries.ts';

describe.each(testDatabases())('integration sends queued with the lead on $name', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = (await open()).db;
  });

  const connected = async () => {
    const owner = await createSiteWithLightbox(db);
    const integration = await createSiteIntegration(db, {
      siteId: owner.site.id,
      provider: 'mailchimp',
      credentials: 'v1.sealed',
      credentialHint: '…us21',
      settings: { list_id: 'a1b2c3d4e5' },
    });
    return { ...owner, integration };
  };
  const lead = (owner: { site: { id: string } }, popupId: string, email: string | null) =>
    db
      .insert(conversions)
      .values({
        siteId: owner.site.id,
        popupId,
        email,
        fields: email ? { email, name: 'Ann' } : { name: 'Ann' },
        payload: { url: 'https://shop.example.com/' },
      })
      .returning();
  const sendsOf = (siteId: string) =>
    db.select().from(webhookDeliveries).where(eq(webhookDeliveries.siteId, siteId));

  it('queues one send per integration for a lead with an email, beside the webhook delivery, due a second later', async () => {
    const owner = await connected();
    await saveSiteWebhook(
      db,
      owner.site.id,
      { url: 'https://hooks.example.com/in', enabled: true },
      () => 's',
    );
    const [stored] = await lead(owner, owner.popup.id, 'ann@hookline.dev');
    const queued = await sendsOf(owner.site.id);
    expect(queued.map((d) => [d.event, d.integrationId]).sort()).toEqual([
      ['conversion.created', null],
      ['integration.lead', owner.integration.id],
    ]);
    const send = queued.find((d) => d.integrationId)!;
    expect(send).toMatchObject({ body: '', status: 'pending', conversionId: stored!.id });
    expect(send.nextAttemptAt.getTime() - stored!.createdAt.getTime()).toBe(1_000);
    const [made] = await leadsToDeliver(db, [String(send.id)]);
    expect(made).toMatchObject({ email: 'ann@hookline.dev', popupPublicId: owner.popup.publicId });
  });

  it('queues nothing for a lead without an email, a popup left out, or an integration off or revoked', async () => {
    const owner = await connected();
    await lead(owner, owner.popup.id, null);
    const other = await addPopup(db, owner, {});
    await updateSiteIntegration(db, owner.integration.id, { excludedPopupIds: [other.id] });
    await lead(owner, other.id, 'left-out@hookline.dev');
    await updateSiteIntegration(db, owner.integration.id, { excludedPopupIds: [], enabled: false });
    await lead(owner, owner.popup.id, 'off@hookline.dev');
    await updateSiteIntegration(db, owner.integration.id, { enabled: true, status: 'revoked' });
    await lead(owner, owner.popup.id, 'revoked@hookline.dev');
    expect(await sendsOf(owner.site.id)).toEqual([]);
    // The popup that is not left out still sends.
    await updateSiteIntegration(db, owner.integration.id, {
      status: 'connected',
      excludedPopupIds: [other.id],
    });
    await lead(owner, owner.popup.id, 'sent@hookline.dev');
    expect(await sendsOf(owner.site.id)).toHaveLength(1);
  });
});
