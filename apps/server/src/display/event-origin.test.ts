import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSiteWithLightbox, eq, tables, type Database } from '@hookline/db';
import { testDatabases, uniqueSuffix } from '@hookline/db/testing';
import { formBody, jsonBody, testApp } from '../testing.ts';

describe.each(testDatabases())('event origin check on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let demo: Awaited<ReturnType<typeof createSiteWithLightbox>>;

  beforeAll(async () => {
    database = await open();
    ({ app } = await testApp(database));
    demo = await createSiteWithLightbox(database.db, { domains: ['shop.example.com'] });
  });
  afterAll(() => app.close());

  const withOrigin = (
    request: { headers: Record<string, string>; payload: string },
    origin: string | undefined,
  ) => ({ ...request, headers: { ...request.headers, ...(origin ? { origin } : {}) } });

  const conversion = (origin: string | undefined, key: string) =>
    app.inject({
      method: 'POST',
      url: `/api/display/conversion/${demo.popup.viewerId}`,
      ...withOrigin(
        formBody({
          poptin_id: demo.popup.publicId,
          client_id: demo.site.clientId,
          email: 'lead@example.com',
          conversion_key: key,
        }),
        origin,
      ),
    });

  const stored = async (key: string) =>
    (await database.db.select().from(tables.conversions).where(eq(tables.conversions.conversionKey, key)))
      .length;

  it.each([
    ['a page of the site', 'https://shop.example.com', 200],
    ['a page of the site on another port', 'http://www.shop.example.com:8080', 200],
    ['no Origin (not a browser)', undefined, 200],
    ['a foreign page', 'https://evil.example', 403],
    ['a look-alike page', 'https://shop.example.com.evil.example', 403],
    ['an opaque origin (sandboxed frame)', 'null', 403],
  ])('a conversion from %s (Origin %s) answers %s', async (_name, origin, status) => {
    const key = `conv-origin-${uniqueSuffix()}`;
    const response = await conversion(origin, key);
    expect(response.statusCode).toBe(status);
    if (status === 403) {
      expect(response.json()).toMatchObject({ error: 'origin_not_allowed' });
      expect(response.json().message).toContain(demo.site.clientId);
    }
    expect(await stored(key)).toBe(status === 200 ? 1 : 0);
  });

  it.each([
    ['viewed', { viewer_id: '' }],
    ['closed', {}],
  ])('a %s event from a foreign page is refused, from the site accepted', async (kind, extra) => {
    const body = { client_id: demo.site.clientId, ...extra };
    if ('viewer_id' in body) body.viewer_id = demo.popup.viewerId;
    const send = (origin: string) =>
      app.inject({
        method: 'POST',
        url: `/api/display/${kind}/${demo.popup.publicId}`,
        ...withOrigin(jsonBody(body), origin),
      });
    expect((await send('https://evil.example')).statusCode).toBe(403);
    expect((await send('https://shop.example.com')).statusCode).toBe(200);
  });
});
