import { beforeAll, expect, it } from 'vitest';
import { seedCatalog } from '../seed/catalog.ts';
import { adminSuite } from '../admin/testing.ts';
import { productId } from '../shop/testing.ts';
import { uniqueSuffix } from '@hookline/db/testing';

/**
 * Issue 11: text PostgreSQL cannot store (a NUL, a lone surrogate), a page number past its integer
 * range and a time zone only Node knows each made a 500. Each is now the client's mistake (a 4xx with
 * a message), or understood, on both databases.
 */
const NUL = 'bad\u0000text';
const SURROGATE = 'bad\ud800text';

adminSuite('bad input', (suite) => {
  let mug = 0;
  beforeAll(async () => {
    await seedCatalog(suite.database.db);
    mug = await productId(suite.database, 'stoneware-mug');
  });

  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const anon = (method: 'GET' | 'POST', url: string, body?: unknown) => suite.call(method, url, body, {});

  /** Each place a text reaches the database, sending `bad` in it; `json` when a body can carry a lone surrogate. */
  const cases: [
    string,
    'form' | 'json' | 'query',
    (bad: string) => Promise<{ statusCode: number; body: string }>,
  ][] = [
    [
      'a conversion field',
      'form',
      (bad) =>
        suite.app.inject({
          method: 'POST',
          url: `/api/display/conversion/${suite.owner.popup.viewerId}`,
          ...form({
            poptin_id: suite.owner.popup.publicId,
            client_id: suite.owner.site.clientId,
            email: 'lead@example.com',
            first_name: bad,
          }),
        }),
    ],
    [
      'a conversion url',
      'form',
      (bad) =>
        suite.app.inject({
          method: 'POST',
          url: `/api/display/conversion/${suite.owner.popup.viewerId}`,
          ...form({
            poptin_id: suite.owner.popup.publicId,
            client_id: suite.owner.site.clientId,
            email: 'lead@example.com',
            url: `https://x.example/${bad}`,
          }),
        }),
    ],
    [
      'a website session',
      'json',
      (bad) =>
        anon('POST', `/api/display/total-website-session/${suite.owner.site.clientId}`, {
          email: 'a@b.co',
          url: `x${bad}.example`,
        }),
    ],
    [
      'a conversion activity',
      'json',
      (bad) =>
        anon('POST', `/api/display/conversion-activities/${suite.owner.site.clientId}`, {
          email: `a${bad}@b.co`,
          poptin_id: suite.owner.popup.publicId,
          activity: 'viewed',
        }),
    ],
    [
      'a review author',
      'json',
      (bad) =>
        anon('POST', `/api/shop/products/${mug}/reviews`, {
          rating: 5,
          comment: 'Lovely',
          author: `Ann ${bad}`,
          email: 'ann@example.com',
        }),
    ],
    [
      'a customer name',
      'json',
      (bad) =>
        anon('POST', '/api/shop/customer/register', {
          email: `ann-${uniqueSuffix()}@example.com`,
          password: 'long enough',
          name: `Ann ${bad}`,
        }),
    ],
    [
      'a site name',
      'json',
      (bad) => suite.call('POST', '/api/admin/sites', { name: `Shop ${bad}`, domains: ['s.example'] }),
    ],
    ['a lead search', 'query', (bad) => suite.get(`/api/admin/leads?q=${encodeURIComponent(`a${bad}`)}`)],
  ];

  // A form or a query string carries UTF-8, where a lone surrogate cannot be written; JSON escapes can.
  it.each(
    cases.flatMap(([what, carrier, send]) =>
      (carrier === 'json' ? [NUL, SURROGATE] : [NUL]).map(
        (bad) => [what, JSON.stringify(bad), send, bad] as const,
      ),
    ),
  )('refuses %s holding %s with a 400 naming the problem', async (_what, _shown, send, bad) => {
    const response = await send(bad);
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      error: 'invalid_request',
      message: expect.stringMatching(/NUL|surrogate/),
    });
  });

  it('refuses a listing page past any real one with a 404, not a 500', async () => {
    for (const paged of ['99999999999999999999', '1e21', '9007199254740993']) {
      const response = await anon('GET', `/shop?paged=${paged}`);
      expect(response.statusCode, `paged=${paged}`).toBe(404);
    }
    expect((await anon('GET', '/shop?paged=2')).statusCode).toBe(200);
  });

  it('refuses a NUL in a shop page address with a 400', async () => {
    for (const url of ['/shop?category=a%00b', '/product/a%00b']) {
      const response = await anon('GET', url);
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('reads a time zone alias Node knows (US/Pacific-New) as its zone, for leads and results', async () => {
    const leads = await suite.get('/api/admin/leads?tz=US/Pacific-New&from=2025-01-01&to=2025-01-02');
    expect(leads.statusCode, leads.body).toBe(200);
    const stats = await suite.get(
      `/api/admin/popups/${suite.owner.popup.publicId}/stats?tz=US/Pacific-New&from=2025-01-01&to=2025-01-02`,
    );
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().time_zone).toBe('America/Los_Angeles');
  });
});
