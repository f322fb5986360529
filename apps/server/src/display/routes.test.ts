import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addPopup, createSiteWithLightbox, eq, tables, type Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { ZDisplayResponse } from '@hookline/schema';
import { formBody, jsonBody, testApp } from '../testing.ts';

const form = formBody;
const json = jsonBody;

describe.each(testDatabases())('display API on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let demo: Awaited<ReturnType<typeof createSiteWithLightbox>>;

  beforeAll(async () => {
    database = await open();
    ({ app } = await testApp(database));
    demo = await createSiteWithLightbox(database.db);
  });
  afterAll(() => app.close());

  const display = (fields: Record<string, string>, clientId = demo.site.clientId) =>
    app.inject({ method: 'POST', url: `/api/display/${clientId}`, ...form(fields) });

  it('answers the display response with the active popups', async () => {
    const response = await display({ domain: 'localhost', page_title: 'Home', if_mobile: '0' });
    expect(response.statusCode).toBe(200);
    const body = ZDisplayResponse.parse(response.json());
    expect(body.display).toBe(true);
    expect(body.poptins).toHaveLength(1);
    expect(body.poptins[0]).toMatchObject({
      poptin_id: demo.popup.publicId,
      poptin_type: 'lightbox',
      viewer_id: demo.popup.viewerId,
      poptin_size: { width: 800, height: 500 },
      triggers: { seconds_on_page: 3 },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    [
      'an unknown client id',
      { url: '/api/display/zzzzzzzzzzzzz', ...form({ domain: 'localhost' }) },
      404,
      /not found/,
    ],
    [
      'a malformed client id',
      { url: '/api/display/BAD', ...form({ domain: 'localhost' }) },
      400,
      /client id/,
    ],
    ['a JSON body', { url: 'DEMO', ...json({ domain: 'localhost' }) }, 415, /x-www-form-urlencoded/],
    ['a missing domain', { url: 'DEMO', ...form({ page_title: 'x' }) }, 400, /domain/],
    ['an unknown field', { url: 'DEMO', ...form({ domain: 'localhost', nonsense: '1' }) }, 400, /nonsense/],
    ['a foreign domain', { url: 'DEMO', ...form({ domain: 'evil.example' }) }, 403, /not installed/],
    [
      'a repeated key',
      { url: 'DEMO', headers: form({}).headers, payload: 'domain=localhost&cc=a&cc=b' },
      400,
      /cc/,
    ],
    [
      'an oversized body',
      { url: 'DEMO', ...form({ domain: 'localhost', cookies: 'x'.repeat(70_000) }) },
      413,
      /./,
    ],
  ])('refuses %s with a clear 4xx', async (_name, request, status, message) => {
    const url = request.url === 'DEMO' ? `/api/display/${demo.site.clientId}` : request.url;
    const response = await app.inject({ method: 'POST', ...request, url });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it('records a view and answers its id; a retried view is stored once', async () => {
    const body = {
      viewer_id: demo.popup.viewerId,
      client_id: demo.site.clientId,
      trigger: 'seconds',
      type: 'desktop',
      url: 'http://localhost/',
      event_id: 'view-event-0001',
    };
    const first = await app.inject({
      method: 'POST',
      url: `/api/display/viewed/${demo.popup.publicId}`,
      ...json(body),
    });
    const again = await app.inject({
      method: 'POST',
      url: `/api/display/viewed/${demo.popup.publicId}`,
      ...json(body),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().poptin_view_id).toMatch(/^\d+$/);
    expect(again.json().poptin_view_id).toBe(first.json().poptin_view_id);
    const rows = await database.db.select().from(tables.views).where(eq(tables.views.popupId, demo.popup.id));
    expect(rows.filter((r) => r.eventId === 'view-event-0001')).toHaveLength(1);
  });

  it('refuses a view for another client or an unknown popup, writing nothing', async () => {
    const other = await createSiteWithLightbox(database.db);
    const before = await database.db
      .select()
      .from(tables.views)
      .where(eq(tables.views.popupId, demo.popup.id));
    const wrongClient = await app.inject({
      method: 'POST',
      url: `/api/display/viewed/${demo.popup.publicId}`,
      ...json({ viewer_id: demo.popup.viewerId, client_id: other.site.clientId }),
    });
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/display/viewed/aaaaaaaaaaaaa`,
      ...json({ viewer_id: demo.popup.viewerId, client_id: demo.site.clientId }),
    });
    const malformed = await app.inject({
      method: 'POST',
      url: `/api/display/viewed/${demo.popup.publicId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"viewer_id":',
    });
    expect([wrongClient.statusCode, unknown.statusCode, malformed.statusCode]).toEqual([404, 404, 400]);
    const after = await database.db
      .select()
      .from(tables.views)
      .where(eq(tables.views.popupId, demo.popup.id));
    expect(after).toHaveLength(before.length);
  });

  it('stores a conversion with its whole payload, once per conversion_key', async () => {
    const payload = {
      poptin_id: demo.popup.publicId,
      client_id: demo.site.clientId,
      url: 'http://127.0.0.1:4000/landing',
      visitor: 'desktop',
      browser_language: 'en-GB',
      operating_system: 'Linux',
      newExtraFields: '[]',
      email: 'lead@example.com',
      conversion_key: 'conv-key-00001',
    };
    const send = () =>
      app.inject({ method: 'POST', url: `/api/display/conversion/${demo.popup.viewerId}`, ...form(payload) });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, integration: { conversion_code: '' } });
    expect(again.json().conversion_id).toBe(first.json().conversion_id);
    const rows = await database.db
      .select()
      .from(tables.conversions)
      .where(eq(tables.conversions.conversionKey, 'conv-key-00001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('lead@example.com');
    expect(rows[0]!.fields).toEqual({ email: 'lead@example.com' });
    expect(rows[0]!.payload).toMatchObject({
      browser_language: 'en-GB',
      url: 'http://127.0.0.1:4000/landing',
    });
  });

  it('stores each custom field answer of newExtraFields with the lead, under the field name', async () => {
    const extra = (id: string, name: string, value: string) => ({
      id,
      type: 'custom',
      name,
      placeholder: '',
      value,
    });
    const response = await app.inject({
      method: 'POST',
      url: `/api/display/conversion/${demo.popup.viewerId}`,
      ...form({
        poptin_id: demo.popup.publicId,
        client_id: demo.site.clientId,
        email: 'sizes@example.com',
        newExtraFields: JSON.stringify([
          extra('a', 'shoe_size', '42'),
          extra('b', 'shoe_size', '38'),
          extra('c', 'email', 'not-the-lead@example.com'),
        ]),
        conversion_key: 'conv-key-extra1',
      }),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await database.db
      .select()
      .from(tables.conversions)
      .where(eq(tables.conversions.conversionKey, 'conv-key-extra1'));
    expect(row!.email).toBe('sizes@example.com');
    expect(row!.fields).toEqual({
      email: 'sizes@example.com',
      shoe_size: '42',
      custom_2: '38',
      custom_3: 'not-the-lead@example.com',
    });
  });

  it.each([
    ['a poptin_id of another popup', { poptin_id: 'bbbbbbbbbbbbb' }, 400],
    ['a bad newExtraFields', { newExtraFields: '{not json' }, 400],
    ['a custom field without a value', { newExtraFields: '[{"type":"custom","name":"a"}]' }, 400],
    ['an over-long value', { email: 'x'.repeat(10_001) }, 400],
  ])('refuses a conversion with %s, storing nothing', async (_name, change, status) => {
    const before = await database.db
      .select()
      .from(tables.conversions)
      .where(eq(tables.conversions.popupId, demo.popup.id));
    const response = await app.inject({
      method: 'POST',
      url: `/api/display/conversion/${demo.popup.viewerId}`,
      ...form({ poptin_id: demo.popup.publicId, client_id: demo.site.clientId, email: 'a@b.co', ...change }),
    });
    expect(response.statusCode).toBe(status);
    const after = await database.db
      .select()
      .from(tables.conversions)
      .where(eq(tables.conversions.popupId, demo.popup.id));
    expect(after).toHaveLength(before.length);
  });

  it('records a close with its reason', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/display/closed/${demo.popup.publicId}`,
      ...json({
        client_id: demo.site.clientId,
        url: 'http://localhost/',
        close_trigger: 'cancel_click',
        event_id: 'close-event-001',
      }),
    });
    expect(response.statusCode).toBe(200);
    const rows = await database.db
      .select()
      .from(tables.closes)
      .where(eq(tables.closes.popupId, demo.popup.id));
    expect(rows.map((r) => r.closeTrigger)).toContain('cancel_click');
  });

  it('answers /healthz while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true });
  });
});

describe.each(testDatabases())('plan limits on $name', ({ open }) => {
  it('stops showing popups once the monthly view limit is reached, with the upgrade setting', async () => {
    const database = await open();
    const { app } = await testApp(database);
    const { site, popup } = await createSiteWithLightbox(database.db);
    await database.db.update(tables.sites).set({ monthlyViewLimit: 2 }).where(eq(tables.sites.id, site.id));
    const display = async () =>
      (
        await app.inject({
          method: 'POST',
          url: `/api/display/${site.clientId}`,
          ...formBody({ domain: 'localhost' }),
        })
      ).json();
    const view = (n: number) =>
      app.inject({
        method: 'POST',
        url: `/api/display/viewed/${popup.publicId}`,
        ...jsonBody({ viewer_id: popup.viewerId, client_id: site.clientId, event_id: `limit-view-${n}` }),
      });

    expect((await display()).display).toBe(true);
    await view(1);
    await view(1); // a retried view counts once
    expect((await display()).display).toBe(true);
    await view(2);
    const limited = await display();
    expect(limited).toMatchObject({
      display: 'not_allowed',
      message: 'You have been reached the max poptins views number',
      is_client_restriction: true,
      poptins: [],
      client_restriction_setting: {
        id: site.clientId,
        mote_than_two_days: true,
        remindme_popup: true,
        upgrade_popup: true,
      },
    });
    await app.close();
  });

  it('answers a restricted client with "Client restricted" and no popups', async () => {
    const database = await open();
    const { app } = await testApp(database);
    const { site } = await createSiteWithLightbox(database.db);
    await database.db.update(tables.sites).set({ isRestricted: true }).where(eq(tables.sites.id, site.id));
    const response = await app.inject({
      method: 'POST',
      url: `/api/display/${site.clientId}`,
      ...formBody({ domain: 'localhost' }),
    });
    expect(response.json()).toMatchObject({
      display: 'not_allowed',
      message: 'Client restricted',
      poptins: [],
    });
    await app.close();
  });
});

describe.each(testDatabases())('A/B tests on $name', ({ open }) => {
  it('answers each visitor one variant of a test, the same one on every visit', async () => {
    const database = await open();
    const { app } = await testApp(database);
    const owner = await createSiteWithLightbox(database.db, { popup: { abTest: true } });
    const { site, popup: parent } = owner;
    const variant = await addPopup(database.db, owner, { name: 'Variant B', abTestParentId: parent.id });
    const shown = async (userId: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/display/${site.clientId}`,
        ...formBody({ domain: 'localhost', cookies: JSON.stringify({ poptin_user_id: userId }) }),
      });
      const poptins = response.json().poptins as { poptin_id: string; ab_test_parent_id: string | null }[];
      expect(poptins).toHaveLength(1);
      return poptins[0]!;
    };
    const seen = new Map<string, { ab_test_parent_id: string | null }>();
    for (let i = 0; i < 20; i++) {
      const first = await shown(`visitor${i}`);
      expect((await shown(`visitor${i}`)).poptin_id).toBe(first.poptin_id);
      seen.set(first.poptin_id, first);
    }
    expect(new Set(seen.keys())).toEqual(new Set([parent.publicId, variant!.publicId]));
    expect(seen.get(variant!.publicId)?.ab_test_parent_id).toBe(parent.publicId);
    await app.close();
  });
});

describe.each(testDatabases())('preview on $name', ({ open }) => {
  it('answers only the previewed popup, even when it is paused, and 404 for another site’s popup', async () => {
    const database = await open();
    const { app } = await testApp(database);
    const { site, popup } = await createSiteWithLightbox(database.db);
    const other = await createSiteWithLightbox(database.db);
    await database.db.update(tables.popups).set({ status: 'paused' }).where(eq(tables.popups.id, popup.id));
    const preview = (id: string) =>
      app.inject({
        method: 'POST',
        url: `/api/display/${site.clientId}`,
        ...formBody({ domain: 'localhost', preview_poptin_id: id }),
      });
    const response = await preview(popup.publicId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      display: true,
      poptins: [{ poptin_id: popup.publicId, display: false }],
    });
    expect((await preview(other.popup.publicId)).statusCode).toBe(404);
    await app.close();
  });
});
