import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSiteWithLightbox, eq, tables, type Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { ZClickResponse } from '@hookline/schema';
import { jsonBody, testApp } from '../testing.ts';

describe.each(testDatabases())('click and activity calls on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let demo: Awaited<ReturnType<typeof createSiteWithLightbox>>;

  beforeAll(async () => {
    database = await open();
    ({ app } = await testApp(database));
    demo = await createSiteWithLightbox(database.db);
  });
  afterAll(() => app.close());

  it('answers a click-triggered popup with its record', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/display/click/${demo.popup.publicId}`,
      ...jsonBody({
        client_id: demo.site.clientId,
        domain: 'localhost',
        page_title: 'Home',
        browser_language: 'en-US',
      }),
    });
    expect(response.statusCode).toBe(200);
    const body = ZClickResponse.parse(response.json());
    expect(body).toMatchObject({ display: true, lang: 'en' });
    expect(body.poptins.map((p) => p.poptin_id)).toEqual([demo.popup.publicId]);
  });

  it('answers a popup-to-popup launch by GET, checking the Origin against the site domains', async () => {
    const ok = await app.inject({
      method: 'GET',
      url: `/api/display/click/${demo.popup.publicId}`,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().poptins[0].poptin_id).toBe(demo.popup.publicId);
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/display/click/${demo.popup.publicId}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it.each([
    ['an unknown popup', 'aaaaaaaaaaaaa', {}, 404],
    ['a popup of another client', 'OTHER', {}, 404],
    ['a missing domain', 'DEMO', { domain: undefined }, 400],
    ['an unknown field', 'DEMO', { surprise: 1 }, 400],
  ])('refuses a click for %s', async (_name, popup, change, status) => {
    const other = await createSiteWithLightbox(database.db);
    const id = popup === 'DEMO' ? demo.popup.publicId : popup === 'OTHER' ? other.popup.publicId : popup;
    const response = await app.inject({
      method: 'POST',
      url: `/api/display/click/${id}`,
      ...jsonBody({ client_id: demo.site.clientId, domain: 'localhost', ...change }),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBeTruthy();
  });

  it('records the site-wide session and a known visitor’s popup activity', async () => {
    const session = await app.inject({
      method: 'POST',
      url: `/api/display/total-website-session/${demo.site.clientId}`,
      ...jsonBody({ email: 'ann@example.com', url: 'localhost' }),
    });
    const activity = await app.inject({
      method: 'POST',
      url: `/api/display/conversion-activities/${demo.site.clientId}`,
      ...jsonBody({
        email: 'ann@example.com',
        poptin_id: demo.popup.publicId,
        activity: 'closed',
        url: 'localhost',
      }),
    });
    expect([session.statusCode, activity.statusCode]).toEqual([200, 200]);
    const rows = await database.db
      .select()
      .from(tables.activities)
      .where(eq(tables.activities.siteId, demo.site.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['closed', 'website_session']);
    expect(rows.find((r) => r.kind === 'closed')?.popupId).toBe(demo.popup.id);
  });

  it('refuses an activity that is not viewed or closed, or for another site’s popup, writing nothing', async () => {
    const other = await createSiteWithLightbox(database.db);
    const before = await database.db
      .select()
      .from(tables.activities)
      .where(eq(tables.activities.siteId, demo.site.id));
    const wrongKind = await app.inject({
      method: 'POST',
      url: `/api/display/conversion-activities/${demo.site.clientId}`,
      ...jsonBody({ email: 'a@b.co', poptin_id: demo.popup.publicId, activity: 'converted' }),
    });
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/display/conversion-activities/${demo.site.clientId}`,
      ...jsonBody({ email: 'a@b.co', poptin_id: other.popup.publicId, activity: 'viewed' }),
    });
    expect([wrongKind.statusCode, foreign.statusCode]).toEqual([400, 404]);
    const after = await database.db
      .select()
      .from(tables.activities)
      .where(eq(tables.activities.siteId, demo.site.id));
    expect(after).toHaveLength(before.length);
  });

  it('logs the owner’s answer to a limit popup, only for a limited client', async () => {
    const unlimited = await app.inject({
      method: 'GET',
      url: `/api/display/limitLogs/${demo.site.clientId}?status=remind_me`,
    });
    expect(unlimited.statusCode).toBe(409);
    const limited = await createSiteWithLightbox(database.db);
    await database.db
      .update(tables.sites)
      .set({ monthlyViewLimit: 1000 })
      .where(eq(tables.sites.id, limited.site.id));
    const response = await app.inject({
      method: 'GET',
      url: `/api/display/limitLogs/${limited.site.clientId}?status=dont_remind_me&id=upgrade`,
    });
    expect(response.statusCode).toBe(200);
    const bad = await app.inject({
      method: 'GET',
      url: `/api/display/limitLogs/${limited.site.clientId}?status=maybe`,
    });
    expect(bad.statusCode).toBe(400);
    const rows = await database.db
      .select()
      .from(tables.limitLogs)
      .where(eq(tables.limitLogs.siteId, limited.site.id));
    expect(rows.map((r) => r.status)).toEqual(['dont_remind_me']);
  });
});
