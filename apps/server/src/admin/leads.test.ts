import { beforeAll, expect, it } from 'vitest';
import { tables } from '@hookline/db';
import { ZAdminLeadPage } from '@hookline/schema';
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
    const response = await leads(`?site=${suite.owner.site.clientId}&limit=2&offset=1`);
    expect(response.statusCode).toBe(200);
    const page = ZAdminLeadPage.parse(response.json());
    expect(page.total).toBe(5);
    expect(page.rows.map((r) => r.email)).toEqual(['lead-3@example.com', 'lead-2@example.com']);
    expect(page.rows[0]).toMatchObject({
      created_at: '2025-01-01T12:03:00.000Z',
      fields: { email: 'lead-3@example.com', name: 'Lead 3' },
      popup: { id: suite.owner.popup.publicId, name: 'Welcome lightbox' },
    });
    expect(page.rows[0]!.id).toMatch(/^\d+$/);
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
    ['a negative offset', '?offset=-1', /offset/],
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
});
