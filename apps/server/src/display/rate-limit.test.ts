import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSiteWithLightbox, type Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { formBody, jsonBody, testApp } from '../testing.ts';

const LIMIT = 3;

describe.each(testDatabases())('display API rate limit on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  let demo: Awaited<ReturnType<typeof createSiteWithLightbox>>;

  beforeAll(async () => {
    database = await open();
    ({ app } = await testApp(database, { displayRateLimitPerMinute: LIMIT }));
    ({ app: proxied } = await testApp(database, { displayRateLimitPerMinute: LIMIT, trustProxy: true }));
    demo = await createSiteWithLightbox(database.db);
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
  });

  const closed = (url: string, headers: Record<string, string> = {}, server = app) => {
    const request = jsonBody({ client_id: demo.site.clientId });
    return server.inject({
      method: 'POST',
      url,
      ...request,
      headers: { ...request.headers, ...headers },
    });
  };

  it('holds on the event endpoints whatever query string each request adds', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= LIMIT; n++) {
      const response = await closed(`/api/display/closed/${demo.popup.publicId}?n=${n}`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });

  it('behind a trusted proxy, counts the address the proxy saw, not one the client wrote', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= LIMIT; n++) {
      // The client forges the left-most entry; the proxy appends the address it saw.
      const response = await proxied.inject({
        method: 'POST',
        url: `/api/display/${demo.site.clientId}`,
        ...formBody({ domain: 'localhost' }),
        headers: {
          ...formBody({}).headers,
          'x-forwarded-for': `198.51.100.${n + 1}, 203.0.113.7`,
        },
      });
      statuses.push(response.statusCode);
      if (n === 0) expect(response.json().ip).toBe('203.0.113.7');
    }
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });
});
