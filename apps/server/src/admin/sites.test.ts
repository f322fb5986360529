import { expect, it } from 'vitest';
import { addPopup, tables } from '@hookline/db';
import { ZAdminPopupSummary, ZAdminSite } from '@hookline/schema';
import { testApp } from '../testing.ts';
import { adminSuite, logIn } from './testing.ts';

adminSuite('admin sites and popups', (suite) => {
  const { get } = suite;

  it('lists only the caller’s sites, each with its install snippet on the request’s origin', async () => {
    const response = await get('/api/admin/sites', { cookie: suite.cookie, host: 'dash.example.com:8080' });
    expect(response.statusCode).toBe(200);
    const sites = ZAdminSite.array().parse(response.json());
    expect(sites).toEqual([
      {
        client_id: suite.owner.site.clientId,
        name: suite.owner.site.name,
        domains: suite.owner.site.domains,
        time_zone: 'UTC',
        pixel_seen_at: null,
        pixel_seen_domain: null,
        snippet: `<script id="hookline-pixel" src="http://dash.example.com:8080/pixel.js?id=${suite.owner.site.clientId}" async></script>`,
      },
    ]);
  });

  it('builds the snippet on https behind a trusted proxy', async () => {
    const { app: proxied } = await testApp(suite.database, { trustProxy: true });
    const proxiedCookie = await logIn(proxied, suite.owner.email);
    const response = await proxied.inject({
      method: 'GET',
      url: '/api/admin/sites',
      headers: {
        cookie: proxiedCookie,
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'hookline.example',
      },
    });
    await proxied.close();
    expect(response.json()[0].snippet).toContain('src="https://hookline.example/pixel.js?id=');
  });

  it('refuses a Host header that could break out of the snippet', async () => {
    const response = await get('/api/admin/sites', { cookie: suite.cookie, host: 'evil.example"><script>' });
    expect(response.statusCode).toBe(400);
  });

  it('answers one site of the account, and 404 for another account’s site', async () => {
    const mine = await get(`/api/admin/sites/${suite.owner.site.clientId}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().client_id).toBe(suite.owner.site.clientId);
    const theirs = await get(`/api/admin/sites/${suite.other.site.clientId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(`Site ${suite.other.site.clientId} not found`);
  });

  it('lists a site’s popups with their counts of views, closes and conversions', async () => {
    const base = { siteId: suite.owner.site.id, popupId: suite.owner.popup.id };
    await suite.database.db.insert(tables.views).values([base, base, base]);
    await suite.database.db.insert(tables.closes).values([base]);
    await suite.database.db
      .insert(tables.conversions)
      .values([{ ...base, email: 'a@b.co', fields: {}, payload: {} }]);
    const paused = await addPopup(suite.database.db, suite.owner, {
      name: 'Exit bar',
      type: 'bar',
      format: 2,
      status: 'paused',
      width: 1920,
      height: 80,
      content: suite.owner.popup.content,
    });

    const response = await get(`/api/admin/sites/${suite.owner.site.clientId}/popups`);
    expect(response.statusCode).toBe(200);
    const popups = ZAdminPopupSummary.array().parse(response.json());
    expect(popups.map((p) => [p.id, p.name, p.status, p.views, p.closes, p.conversions])).toEqual([
      [paused.publicId, 'Exit bar', 'paused', 0, 0, 0],
      [suite.owner.popup.publicId, 'Welcome lightbox', 'active', 3, 1, 1],
    ]);
    expect(popups[1]).toMatchObject({ type: 'lightbox', format: 1 });
  });

  it('answers 404 for another account’s popups, and 400 for a malformed client id', async () => {
    const theirs = await get(`/api/admin/sites/${suite.other.site.clientId}/popups`);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.json())).not.toContain(suite.other.popup.publicId);
    // A foreign site answers exactly like a site that does not exist.
    const unknown = await get('/api/admin/sites/zzzzzzzzzzzzz/popups');
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual({
      error: 'not_found',
      message: `Site ${suite.other.site.clientId} not found`,
    });
    const malformed = await get('/api/admin/sites/NOT-AN-ID/popups');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/client id/);
  });

  it.each([
    '/api/admin/sites',
    '/api/admin/sites/aaaaaaaaaaaaa',
    '/api/admin/sites/aaaaaaaaaaaaa/popups',
    '/api/admin/sites/NOT-AN-ID/popups',
  ])('answers 401 to GET %s without a session', async (url) => {
    const response = await get(url, {});
    expect(response.statusCode).toBe(401);
  });
});
