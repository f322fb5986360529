import { beforeAll, expect, it } from 'vitest';
import { tables } from '@hookline/db';
import { ZAdminLeadPage, type TAdminLeadPage } from '@hookline/schema';
import { adminSuite } from './testing.ts';

adminSuite('admin leads', (suite) => {
  beforeAll(async () => {
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));
    await suite.database.db.insert(tables.conversions).values(
      [0, 1, 2, 3, 4].map((i) => ({
        siteId: suite.owner.site.id,
        popupId: suite.owner.popup.id,
        createdAt: at(i),
        email: `lead-${i}@example.com`,
        fields: { email: `lead-${i}@example.com`, name: `Lead ${i}` },
        payload: {},
      })),
    );
    await suite.database.db.insert(tables.conversions).values({
      siteId: suite.other.site.id,
      popupId: suite.other.popup.id,
      email: 'secret@example.com',
      fields: { email: 'secret@example.com' },
      payload: {},
    });
  });

  const leads = (query: string, headers: Record<string, string> = { cookie: suite.cookie }) =>
    suite.app.inject({ method: 'GET', url: `/api/admin/leads${query}`, headers });

  it('answers a page of the account’s leads, newest first, with the total', async () => {
    const newest = ZAdminLeadPage.parse((await leads(`?site=${suite.owner.site.clientId}&limit=1`)).json());
    expect(newest.rows.map((r) => r.email)).toEqual(['lead-4@example.com']);
    expect(newest.newer).toBeNull();
    const response = await leads(`?site=${suite.owner.site.clientId}&limit=2&before=${newest.older}`);
    expect(response.statusCode).toBe(200);
    const page = ZAdminLeadPage.parse(response.json());
    expect(page.total).toBe(5);
    expect(page.total_capped).toBe(false);
    expect(page.rows.map((r) => r.email)).toEqual(['lead-3@example.com', 'lead-2@example.com']);
    expect(page.rows[0]).toMatchObject({
      created_at: '2025-01-01T12:03:00.000Z',
      fields: { email: 'lead-3@example.com', name: 'Lead 3' },
      popup: { id: suite.owner.popup.publicId, name: 'Welcome lightbox' },
    });
    expect(page.rows[0]!.id).toMatch(/^\d+$/);
  });

  it('pages by key both ways, to the oldest lead and back', async () => {
    const site = `?site=${suite.owner.site.clientId}&limit=2`;
    const pages: TAdminLeadPage[] = [ZAdminLeadPage.parse((await leads(site)).json())];
    while (pages.at(-1)!.older)
      pages.push(ZAdminLeadPage.parse((await leads(`${site}&before=${pages.at(-1)!.older}`)).json()));
    expect(pages.map((page) => page.rows.map((r) => r.email?.slice(5, 6)))).toEqual([
      ['4', '3'],
      ['2', '1'],
      ['0'],
    ]);
    const back = ZAdminLeadPage.parse((await leads(`${site}&after=${pages[2]!.newer}`)).json());
    expect(back.rows.map((r) => r.email)).toEqual(['lead-2@example.com', 'lead-1@example.com']);
    expect(back.newer).not.toBeNull();
    const top = ZAdminLeadPage.parse((await leads(`${site}&after=${back.newer}`)).json());
    expect(top.rows.map((r) => r.email)).toEqual(['lead-4@example.com', 'lead-3@example.com']);
    expect(top.newer).toBeNull();
  });

  it('counts a search up to its cap, and the total of a day range from the results', async () => {
    const search = ZAdminLeadPage.parse((await leads(`?q=LEAD%203`)).json());
    expect(search.rows.map((r) => r.email)).toEqual(['lead-3@example.com']);
    expect(search.total).toBe(1);
    const day = ZAdminLeadPage.parse((await leads(`?from=2025-01-01&to=2025-01-01&tz=UTC`)).json());
    expect(day.total).toBe(5);
    const none = ZAdminLeadPage.parse((await leads(`?from=2025-01-02&tz=Asia/Kolkata`)).json());
    expect(none).toMatchObject({ total: 0, rows: [], older: null, newer: null });
  });

  it('filters by popup, and without filters lists the whole account and nothing else', async () => {
    const byPopup = ZAdminLeadPage.parse((await leads(`?popup=${suite.owner.popup.publicId}`)).json());
    expect(byPopup.total).toBe(5);
    const all = ZAdminLeadPage.parse((await leads('')).json());
    expect(all.rows.map((r) => r.email)).not.toContain('secret@example.com');
    expect(all.total).toBe(5);
  });

  it.each([
    ['another account’s site', () => `?site=${suite.other.site.clientId}`, /Site .* not found/],
    ['another account’s popup', () => `?popup=${suite.other.popup.publicId}`, /Popup .* not found/],
    [
      'another account’s popup under the caller’s site',
      () => `?site=${suite.owner.site.clientId}&popup=${suite.other.popup.publicId}`,
      /Popup .* not found/,
    ],
    ['an unknown site', () => '?site=zzzzzzzzzzzzz', /Site .* not found/],
  ])('answers 404 for %s, never its leads', async (_name, query, message) => {
    const response = await leads(query());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(message);
    expect(response.body).not.toContain('secret@example.com');
  });

  it.each([
    ['a malformed site', '?site=NOPE', /site/],
    ['a zero limit', '?limit=0', /limit/],
    ['a limit past the maximum', '?limit=201', /limit/],
    ['an offset (pages go by key)', '?offset=25', /offset/],
    ['a malformed cursor', '?before=12', /before/],
    ['both cursors', '?before=1-1&after=2-2', /before or after/],
    ['a non-numeric limit', '?limit=ten', /limit/],
    ['a repeated parameter', '?limit=1&limit=2', /limit/],
    ['an unknown parameter', '?sort=email', /sort/],
  ])('refuses %s with a 400', async (_name, query, message) => {
    const response = await leads(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 401 without a session, before looking at the query', async () => {
    expect((await leads(`?site=${suite.owner.site.clientId}`, {})).statusCode).toBe(401);
    expect((await leads('?limit=nonsense', {})).statusCode).toBe(401);
  });

  // Last: it adds a lead to the site.
  it('finds text with quotes, backslashes and other cases in any value, through the search index', async () => {
    await suite.database.db.insert(tables.conversions).values({
      siteId: suite.owner.site.id,
      popupId: suite.owner.popup.id,
      email: 'quoted@example.com',
      fields: { email: 'quoted@example.com', note: 'Ship to "O\\Brien" Straße, 50% off' },
      payload: {},
    });
    for (const q of ['"o\\brien"', 'STRASSE'.toLowerCase().replace('ss', 'ß'), '50% OFF']) {
      const page = ZAdminLeadPage.parse((await leads(`?q=${encodeURIComponent(q)}`)).json());
      expect(page.rows.map((r) => r.email), q).toEqual(['quoted@example.com']);
    }
    const none = ZAdminLeadPage.parse((await leads(`?q=${encodeURIComponent('50%% off')}`)).json());
    expect(none.rows).toEqual([]);
  });
});
