import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addPopup, createSiteWithLightbox, eq, tables, type Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { ZDisplayResponse, type TTargeting } from '@hookline/schema';
import { formBody, testApp } from '../testing.ts';

/** The display call decides country and site-time schedules (docs/dashboard.md, "Targeting"). */
describe.each(testDatabases())('targeting in the display call on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let site: Awaited<ReturnType<typeof createSiteWithLightbox>>;
  const popups: Record<string, string> = {};

  const targeted = async (name: string, targeting: TTargeting) => {
    const popup = await addPopup(database.db, site, { name, displayRules: { targeting } });
    popups[popup.publicId] = name;
  };

  beforeAll(async () => {
    database = await open();
    ({ app } = await testApp(database, { trustProxy: true, countryHeader: 'cf-ipcountry' }));
    site = await createSiteWithLightbox(database.db, { popup: { name: 'everyone' } });
    popups[site.popup.publicId] = 'everyone';
    await database.db
      .update(tables.sites)
      .set({ timeZone: 'Asia/Jerusalem' })
      .where(eq(tables.sites.id, site.site.id));
    await targeted('Israel only', { countries: { mode: 'in', codes: ['IL'] } });
    await targeted('not in Israel', { countries: { mode: 'not_in', codes: ['IL'] } });
    await targeted('Black Friday, site time', {
      schedule: { zone: 'site', start: '2026-11-27T00:00', end: '2026-11-28T00:00' },
    });
    await targeted('weekday mornings, site time', {
      schedule: { zone: 'site', days: ['mon', 'tue', 'wed', 'thu', 'fri'], hours: { from: 8, to: 12 } },
    });
    await targeted('a visitor-time schedule', { schedule: { zone: 'visitor', hours: { from: 8, to: 9 } } });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => app.close());

  /** The names of the popups the display call answers to a visitor from `country` at `at`. */
  const shown = async (country: string, at: string) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
    const response = await app.inject({
      method: 'POST',
      url: `/api/display/${site.site.clientId}`,
      headers: { ...formBody({}).headers, 'cf-ipcountry': country },
      payload: formBody({ domain: 'localhost' }).payload,
    });
    expect(response.statusCode).toBe(200);
    return ZDisplayResponse.parse(response.json()).poptins.map((popup) => popups[popup.poptin_id]);
  };

  it('keeps country-targeted popups to the visitor’s country from the trusted header', async () => {
    const friday = '2026-11-27T10:00:00Z'; // 12:00 in Jerusalem: after the morning hours
    expect(await shown('IL', friday)).toEqual([
      'everyone',
      'Israel only',
      'Black Friday, site time',
      'a visitor-time schedule',
    ]);
    expect(await shown('US', friday)).toEqual([
      'everyone',
      'not in Israel',
      'Black Friday, site time',
      'a visitor-time schedule',
    ]);
  });

  it('opens a site-time schedule by the site’s clock, not the server’s', async () => {
    // 22:30 UTC on Thursday the 26th is already 00:30 on Friday in Jerusalem.
    expect(await shown('US', '2026-11-26T22:30:00Z')).toContain('Black Friday, site time');
    expect(await shown('US', '2026-11-26T21:30:00Z')).not.toContain('Black Friday, site time');
    expect(await shown('US', '2026-11-27T22:30:00Z')).not.toContain('Black Friday, site time');
    // Wednesday 07:30 UTC is 09:30 in Jerusalem; Saturday is not a weekday.
    expect(await shown('US', '2026-11-25T07:30:00Z')).toContain('weekday mornings, site time');
    expect(await shown('US', '2026-11-25T04:30:00Z')).not.toContain('weekday mornings, site time');
    expect(await shown('US', '2026-11-28T07:30:00Z')).not.toContain('weekday mornings, site time');
  });
});
