import { afterEach, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { ZAdminSite } from '@hookline/schema';
import { adminSuite } from '../admin/testing.ts';
import { formBody } from '../testing.ts';

/**
 * The install check (issue 26): a site's `pixel_seen_at` and `pixel_seen_domain` come from display
 * calls made from one of its domains, written at first sight and then at most once a minute.
 */
adminSuite('where the pixel was last seen', (suite) => {
  afterEach(() => vi.useRealTimers());

  const site = async () => {
    await suite.ctx.sightings.settled();
    const response = await suite.get(`/api/admin/sites/${suite.owner.site.clientId}`);
    return ZAdminSite.parse(response.json());
  };
  const listed = async () => {
    await suite.ctx.sightings.settled();
    const response = await suite.get('/api/admin/sites');
    return ZAdminSite.array().parse(response.json())[0]!;
  };
  const display = (domain: string) =>
    suite.app.inject({
      method: 'POST',
      url: `/api/display/${suite.owner.site.clientId}`,
      ...formBody({ domain }),
    });
  /** The clock the server reads (`Date` only: Fastify's own timers keep running). */
  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };

  it('is null until the pixel loads, and not set by a page on a domain that is not the site’s', async () => {
    expect(await site()).toMatchObject({ pixel_seen_at: null, pixel_seen_domain: null });
    at('2026-12-02T08:00:00Z');
    expect((await display('evil.example')).statusCode).toBe(403);
    expect(await listed()).toMatchObject({ pixel_seen_at: null, pixel_seen_domain: null });
  });

  it('holds the time and host of the first load from a registered domain at once, then at most one write a minute', async () => {
    at('2026-12-02T08:00:00Z');
    expect((await display('LOCALHOST')).statusCode).toBe(200);
    expect(await listed()).toMatchObject({
      pixel_seen_at: '2026-12-02T08:00:00.000Z',
      pixel_seen_domain: 'localhost',
    });
    at('2026-12-02T08:00:59Z');
    await display('127.0.0.1');
    expect(await site()).toMatchObject({
      pixel_seen_at: '2026-12-02T08:00:00.000Z',
      pixel_seen_domain: 'localhost',
    });
    at('2026-12-02T08:01:00Z');
    await display('127.0.0.1');
    expect(await site()).toMatchObject({
      pixel_seen_at: '2026-12-02T08:01:00.000Z',
      pixel_seen_domain: '127.0.0.1',
    });
  });

  it('is recorded by the lean display path too (a real socket, not app.inject)', async () => {
    at('2026-12-02T09:00:00Z');
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = suite.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/display/${suite.owner.site.clientId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'domain=localhost',
    });
    expect(response.status).toBe(200);
    expect((await site()).pixel_seen_at).toBe('2026-12-02T09:00:00.000Z');
  });

  it('does not tell one account about another’s sightings', async () => {
    const response = await suite.get(`/api/admin/sites/${suite.other.site.clientId}`);
    expect(response.statusCode).toBe(404);
  });
});
