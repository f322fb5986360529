import type { AddressInfo } from 'node:net';
import { describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { TTargeting } from '@hookline/schema';
import { testApp } from '@hookline/server/testing';
import { afterRunning, pausedContext, runClockUntil } from './support/clock.ts';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { pageWithSnippet } from './support/host-page.ts';
import type { Stack } from './support/stack.ts';
import { settled, watchChunks } from './support/settle.ts';
import { armedPaused, hostPage, siteWithPopup } from './support/targeting.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DAY_MS = 86_400_000;

/**
 * Each targeting rule shows and hides a popup as it should (docs/dashboard.md, "Targeting"), in
 * Chromium on a third-party page: the page address, the device, the country from the trusted
 * proxy's header, the referrer, the landing page's UTM parameters, a schedule and the shows per day.
 */
describe('targeting rules on a third-party page', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let seq = 0;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  const popupCount = (page: Page) => page.locator('[data-hookline-popup]').count();

  /** A site whose lightbox opens at once for visitors the targeting admits. */
  const targetedSite = (targeting: TTargeting) =>
    siteWithPopup(stack, { triggers: { seconds_on_page: 0 }, displayRules: { targeting } });

  /**
   * Whether the popup (which opens at once when admitted) shows on a page on a paused clock, armed:
   * a second of page time runs its trigger, and the page mounts what it admits (support/settle.ts).
   */
  const showsOnPausedPage = async (page: Page) => {
    if ((await afterRunning(page, 1_000, () => popupCount(page))) === 0) return false;
    // Its entry animation runs on the paused clock too: finished, the popup takes clicks.
    await runClockUntil(page, () => page.getByRole('dialog').isVisible());
    await page.clock.runFor(1_000);
    return true;
  };
  /** Whether the popup opens on `url` in `context` (a paused one). */
  async function opens(context: BrowserContext, url: string, options: { referer?: string } = {}) {
    const page = await context.newPage();
    await armedPaused(page, () => page.goto(url, options));
    const shown = await showsOnPausedPage(page);
    await page.close();
    return shown;
  }
  const desktop = () => pausedContext(browser, { viewport: { width: 1280, height: 800 } });

  test('page address: kept off the cart and checkout, shown elsewhere', async () => {
    const site = await targetedSite({
      pages: {
        mode: 'any',
        rules: [
          { action: 'hide', match: 'starts_with', value: '/cart' },
          { action: 'hide', match: 'regex', value: '^/checkout(-[a-z0-9]+)?/' },
        ],
      },
    });
    const id = ++seq;
    const page = (path: string) => hostPage(stack, host, site.site.clientId, { path });
    const context = await desktop();
    expect(await opens(context, page(`/products-${id}`))).toBe(true);
    expect(await opens(await desktop(), page(`/cart-${id}`))).toBe(false);
    expect(await opens(await desktop(), page(`/checkout-${id}/pay`))).toBe(false);
  });

  test('device: a phones-only popup opens on an iPhone, not on a desktop', async () => {
    const site = await targetedSite({ devices: ['phone'] });
    const url = hostPage(stack, host, site.site.clientId);
    const phone = await pausedContext(browser, {
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE,
      isMobile: true,
      hasTouch: true,
    });
    expect(await opens(phone, url)).toBe(true);
    expect(await opens(await desktop(), url)).toBe(false);
  });

  test('referrer: a regular expression on the page the visitor came from', async () => {
    const site = await targetedSite({
      referrer: [{ match: 'regex', value: '^https://(www\\.)?news\\.example/' }],
    });
    const url = hostPage(stack, host, site.site.clientId);
    expect(await opens(await desktop(), url, { referer: 'https://news.example/today' })).toBe(true);
    expect(await opens(await desktop(), url, { referer: 'https://other.example/' })).toBe(false);
    expect(await opens(await desktop(), url)).toBe(false);
  });

  test('UTM: the campaign of the page the visit landed on', async () => {
    const site = await targetedSite({ utm: [{ param: 'utm_campaign', match: 'contains', value: 'friday' }] });
    const url = hostPage(stack, host, site.site.clientId);
    const visit = await desktop();
    expect(await opens(visit, `${url}?utm_source=news&utm_campaign=black-friday`)).toBe(true);
    expect(await opens(await desktop(), `${url}?utm_campaign=spring`)).toBe(false);
  });

  test('country: decided by the display call from the trusted proxy’s country header', async () => {
    // A server of its own, behind a "proxy" that names the visitor's country (COUNTRY_HEADER).
    const { app } = await testApp(stack.database, { trustProxy: true, countryHeader: 'cf-ipcountry' });
    try {
      const origin = await listen(app);
      const site = await targetedSite({ countries: { mode: 'in', codes: ['IL'] } });
      const path = `/country-${++seq}`;
      host.page(
        path,
        pageWithSnippet(
          `<script id="hookline-pixel" src="${origin}/pixel.js?id=${site.site.clientId}&noConflict" async></script>`,
        ),
      );
      const from = async (country: string) => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        // The proxy adds the header on the way to the server: the page itself cannot.
        await context.route(`${origin}/api/display/**`, (route) =>
          route.continue({ headers: { ...route.request().headers(), 'cf-ipcountry': country } }),
        );
        const page = await context.newPage();
        watchChunks(page);
        const answer = page.waitForResponse((response) =>
          response.url().startsWith(`${origin}/api/display/`),
        );
        await page.goto(`${host.origin}${path}`);
        const response = await answer;
        const { poptins } = (await response.json()) as { poptins: unknown[] };
        if (poptins.length > 0) await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 10_000 });
        else {
          // Offered nothing, the page has nothing to show: checked once it has read the answer.
          await response.finished();
          await settled(page);
        }
        return (await popupCount(page)) > 0;
      };
      expect(await from('IL')).toBe(true);
      expect(await from('US')).toBe(false);
    } finally {
      await app.close();
    }
  });

  test('schedule: weekday office hours by the visitor’s clock (a paused clock)', async () => {
    const site = await targetedSite({
      schedule: { zone: 'visitor', days: ['mon', 'tue', 'wed', 'thu', 'fri'], hours: { from: 9, to: 17 } },
    });
    const url = hostPage(stack, host, site.site.clientId);
    const at = async (time: string) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        timezoneId: 'Asia/Jerusalem',
      });
      await context.clock.install({ time: new Date(time) });
      await context.clock.pauseAt(new Date(time));
      const page = await context.newPage();
      await armedPaused(page, () => page.goto(url));
      return showsOnPausedPage(page);
    };
    expect(await at('2026-11-25T08:00:00Z')).toBe(true);
    expect(await at('2026-11-25T16:00:00Z')).toBe(false); // 18:00 in Jerusalem
    expect(await at('2026-11-28T08:00:00Z')).toBe(false); // a Saturday
  });

  test('shows per day: once a day, and again once 86,400 s have passed', async () => {
    const site = await targetedSite({ max_shows: { per: 'day', count: 1 } });
    const url = hostPage(stack, host, site.site.clientId);
    const context = await pausedContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const dialog = page.getByRole('dialog');
    await armedPaused(page, () => page.goto(url));
    expect(await showsOnPausedPage(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await runClockUntil(page, async () => (await popupCount(page)) === 0);

    const reloadShows = async () => {
      await armedPaused(page, () => page.reload());
      return showsOnPausedPage(page);
    };
    expect(await reloadShows()).toBe(false);
    await page.clock.fastForward(DAY_MS - 60_000);
    expect(await reloadShows()).toBe(false);
    await page.clock.fastForward(60_000);
    expect(await reloadShows()).toBe(true);
  });
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://localhost:${(app.server.address() as AddressInfo).port}`;
}
