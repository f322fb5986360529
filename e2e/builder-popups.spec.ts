import { describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { IDLE_MS, pausedContext, runClockUntil } from './support/clock.ts';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { soloOwner, type Owner } from './support/owner.ts';
import type { Stack } from './support/stack.ts';
import { armed, hostPage, viewsOf } from './support/targeting.ts';
import {
  logInAtMyAccount,
  publishBuilderPopup,
  registerShopCustomer,
  shopWithPixel,
  tallBody,
} from './support/builder-popups.ts';

/**
 * Page-builder popups (docs/page-builder.md "Popups"), in Chromium on a third-party page: an editor
 * publishes a popup built in the page builder with its side-panel settings, and a visitor meets its
 * triggers, its closing controls and its display rules. Each journey has its own owner and site.
 */
describe('page-builder popups', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let sites = 0;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  /** A new owner (its own site on the host page) with one published builder popup of these settings. */
  async function popupSite(
    settings: Record<string, unknown>,
    options: { body?: string; head?: string } = {},
  ) {
    const owner: Owner = await soloOwner(stack, host, `/builder-popup-owner-${(sites += 1)}`);
    const published = await publishBuilderPopup(stack, owner, settings);
    expect(published.status, published.message).toBe(200);
    const url = hostPage(stack, host, owner.site.clientId, {
      body: options.body ?? tallBody,
      head: options.head,
    });
    return { owner, popupId: published.popupId!, url };
  }

  const desktop = () => browser.newContext({ viewport: { width: 1280, height: 800 } });
  const dialog = (page: Page) => page.getByRole('dialog');
  /** Whether the popup shows within `timeout`: for a page that must stay without it (armed first). */
  const visibleSoon = (page: Page, timeout = 3_000) =>
    dialog(page)
      .waitFor({ state: 'visible', timeout })
      .then(
        () => true,
        () => false,
      );
  /** Whether the popup shows: as long as a busy machine may take to show one that is due. */
  const shows = (page: Page) => visibleSoon(page, 15_000);
  const open = async (context: BrowserContext, url: string, options: { referer?: string } = {}) => {
    const page = await context.newPage();
    await armed(page, () => page.goto(url, options));
    return page;
  };
  const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

  test('a scroll popup with “at most 2 a day” shows twice, not a third time', async () => {
    const { url, popupId } = await popupSite({
      trigger: 'scroll_down',
      scroll_percent: 30,
      max_shows: 2,
      max_shows_per: 'day',
    });
    const context = await desktop();
    // A popup without interactive widgets never downloads their islands.
    const islandChunks: string[] = [];
    context.on('request', (request) => {
      if (/\/embed\/builder-islands-/.test(request.url())) islandChunks.push(request.url());
    });
    for (let visit = 1; visit <= 3; visit++) {
      const page = await open(context, url);
      expect(await visibleSoon(page, 1_000), 'not before the scroll').toBe(false);
      await scrollToBottom(page);
      if (visit < 3) {
        await dialog(page).waitFor({ state: 'visible', timeout: 10_000 });
        await expect.poll(() => dialog(page).textContent()).toContain('Ten percent off your first order');
        await dialog(page).getByRole('button', { name: 'Close' }).click();
        await dialog(page).waitFor({ state: 'hidden', timeout: 10_000 });
      } else {
        expect(await visibleSoon(page), 'the third time that day').toBe(false);
      }
      await page.close();
    }
    await expect.poll(async () => (await viewsOf(stack, (await idOf(popupId)) ?? '')).length).toBe(2);
    expect(islandChunks).toEqual([]);
  });

  /** The popup's row id (the views table keys on it) from its public id. */
  async function idOf(publicId: string): Promise<string | undefined> {
    const { tables, eq } = await import('@hookline/db');
    const [row] = await stack.database.db
      .select({ id: tables.popups.id })
      .from(tables.popups)
      .where(eq(tables.popups.publicId, publicId));
    return row?.id;
  }

  test('scrolling back up, and scrolling to an element, open their popups', async () => {
    const up = await popupSite({ trigger: 'scroll_up' });
    const context = await desktop();
    let page = await open(context, up.url);
    await scrollToBottom(page);
    expect(await visibleSoon(page, 1_000), 'not on the way down').toBe(false);
    await page.evaluate(() => window.scrollBy(0, -200));
    await dialog(page).waitFor({ state: 'visible', timeout: 10_000 });

    const to = await popupSite({ trigger: 'scroll_to', scroll_selector: '#reviews' });
    page = await open(await desktop(), to.url);
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await visibleSoon(page, 1_000), 'before the reviews').toBe(false);
    await page.evaluate(() => document.querySelector('#reviews')!.scrollIntoView());
    await dialog(page).waitFor({ state: 'visible', timeout: 10_000 });
  });

  test('exit intent and the click count', async () => {
    const exit = await popupSite({ trigger: 'exit_intent' });
    let page = await open(await desktop(), exit.url);
    await page.mouse.move(600, 300);
    await page.mouse.move(600, 100);
    expect(await visibleSoon(page, 500)).toBe(false);
    // Leaving through the top of the window.
    await page.evaluate(() =>
      document.dispatchEvent(
        new MouseEvent('mouseout', { clientX: 600, clientY: -1, relatedTarget: null, bubbles: true }),
      ),
    );
    await dialog(page).waitFor({ state: 'visible', timeout: 10_000 });

    const clicks = await popupSite({ trigger: 'clicks', clicks: 3 });
    page = await open(await desktop(), clicks.url);
    await page.mouse.click(400, 300);
    await page.mouse.click(400, 300);
    expect(await visibleSoon(page, 500), 'after two clicks').toBe(false);
    await page.mouse.click(400, 300);
    await dialog(page).waitFor({ state: 'visible', timeout: 10_000 });
  });

  test('inactivity: 20 seconds without the visitor doing anything, on a controlled clock', async () => {
    const { url } = await popupSite({ trigger: 'inactivity', inactivity_seconds: 20 });
    const context = await pausedContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await armed(page, async () => {
      await page.goto(url);
      await page.clock.runFor(IDLE_MS);
    });
    await page.clock.runFor(15_000);
    await page.mouse.move(300, 300); // activity starts the 20 s again
    await page.clock.runFor(15_000);
    expect(await dialog(page).isVisible()).toBe(false);
    await runClockUntil(page, () => dialog(page).isVisible(), { stepMs: 1_000 });
  });

  test('the ad-block trigger opens when the bait request is blocked, and not otherwise', async () => {
    const { url } = await popupSite({ trigger: 'adblock', adblock_delay_seconds: 0 });
    const blocking = await desktop();
    const baits: string[] = [];
    await blocking.route('**/embed/ads/**', (route) => {
      baits.push(new URL(route.request().url()).pathname);
      return route.abort('blockedbyclient');
    });
    let page = await open(blocking, url);
    await dialog(page).waitFor({ state: 'visible', timeout: 10_000 });
    expect(baits[0]).toMatch(/^\/embed\/ads\/[a-z0-9]{6}\/adsbygoogle\.js$/);

    const plain = await desktop();
    const answered = new Promise((resolve) =>
      plain.on(
        'response',
        (response) => response.url().includes('/embed/ads/') && resolve(response.status()),
      ),
    );
    page = await open(plain, url);
    expect(await answered).toBe(200);
    expect(await visibleSoon(page, 1_500)).toBe(false);
  });

  test('referrer pattern and search traffic: valid ones filter visitors, an invalid one is refused with the reason', async () => {
    const regex = await popupSite({ referrer_match: 'regex', referrer_value: '^https://news\\.example/' });
    expect(
      await shows(await open(await desktop(), regex.url, { referer: 'https://news.example/today' })),
    ).toBe(true);
    expect(
      await visibleSoon(await open(await desktop(), regex.url, { referer: 'https://blog.example/' })),
    ).toBe(false);

    const owner = await soloOwner(stack, host, `/builder-popup-owner-${(sites += 1)}`);
    const invalid = await publishBuilderPopup(stack, owner, {
      referrer_match: 'regex',
      referrer_value: 'news(',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.message).toMatch(/Referring address: This is not a valid regular expression/);
    expect(invalid.popupId).toBeNull();

    const search = await popupSite({ traffic_source: 'search' });
    // Shown: as long as a busy machine may take (a popup that must stay away keeps the short wait).
    expect(
      await shows(
        await open(await desktop(), search.url, { referer: 'https://www.bing.com/search?q=bread' }),
      ),
    ).toBe(true);
    expect(
      await visibleSoon(await open(await desktop(), search.url, { referer: 'https://social.example/' })),
    ).toBe(false);
  });

  test('a schedule in the visitor’s time: over is not shown, running is', async () => {
    const over = await popupSite({
      schedule_end: '2020-01-01 00:00',
      schedule_zone: 'visitor',
      delay_seconds: 0,
    });
    expect(await visibleSoon(await open(await desktop(), over.url))).toBe(false);
    const running = await popupSite({
      schedule_start: '2020-01-01 00:00',
      schedule_end: '2099-01-01 00:00',
      schedule_zone: 'visitor',
      delay_seconds: 0,
    });
    expect(await shows(await open(await desktop(), running.url))).toBe(true);
  });

  test('logged-in shop customers: a hidden role does not see it, another role and guests do', async () => {
    const admin = await registerShopCustomer(stack, 'shop_admin');
    const buyer = await registerShopCustomer(stack, 'customer');
    const site = await popupSite({
      logged_in: 'hide_roles',
      hidden_roles: [{ role: 'shop_admin' }],
      delay_seconds: 0,
    });
    const shop = await shopWithPixel(stack, site.owner.site.clientId);
    try {
      // Each logs in through the shop's own login at /my-account, then opens a page of the shop.
      const shopPage = async (login: typeof admin | null) => {
        const context = await desktop();
        if (login) await logInAtMyAccount(context, shop.origin, login);
        return context;
      };
      // The display call leaves the popup out for a shop admin: the page loads no renderer at all.
      const adminPage = await (await shopPage(admin)).newPage();
      const answer = adminPage.waitForResponse((r) =>
        r.url().endsWith(`/api/display/${site.owner.site.clientId}`),
      );
      await adminPage.goto(`${shop.origin}/my-account`);
      expect(((await (await answer).json()) as { poptins: unknown[] }).poptins).toEqual([]);
      expect(await visibleSoon(adminPage)).toBe(false);
      expect(await shows(await open(await shopPage(buyer), `${shop.origin}/my-account`))).toBe(true);
      expect(await shows(await open(await shopPage(null), `${shop.origin}/my-account`))).toBe(true);
    } finally {
      await shop.close();
    }
  });

  test('a logged-in customer who reached the limit in one browser does not see it in another', async () => {
    const buyer = await registerShopCustomer(stack);
    const site = await popupSite({ max_shows: 1, max_shows_per: 'day', delay_seconds: 0 });
    const shop = await shopWithPixel(stack, site.owner.site.clientId);
    try {
      const laptop = await desktop();
      await logInAtMyAccount(laptop, shop.origin, buyer);
      const first = await open(laptop, `${shop.origin}/my-account`);
      await dialog(first).waitFor({ state: 'visible', timeout: 10_000 });
      const rowId = (await idOf(site.popupId))!;
      await expect.poll(async () => (await viewsOf(stack, rowId)).length, { timeout: 10_000 }).toBe(1);
      // The show is on the server's record of this customer, which the other browser relies on.
      const [view] = await viewsOf(stack, rowId);
      expect(view).toMatchObject({ storeIntegration: 'hookline' });
      expect(view!.customerId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      // Another browser (nothing stored), the same customer logged in: the server's record of the
      // customer's show holds it back.
      const phone = await desktop();
      await logInAtMyAccount(phone, shop.origin, buyer);
      expect(await visibleSoon(await open(phone, `${shop.origin}/my-account`))).toBe(false);
      // A guest in a third browser still sees it.
      expect(await shows(await open(await desktop(), `${shop.origin}/my-account`))).toBe(true);
    } finally {
      await shop.close();
    }
  });

  test('close controls: the close button after its delay, background click, Esc, and each switched off', async () => {
    const on = await popupSite({ delay_seconds: 0, close_button_delay_seconds: 3 });
    const context = await pausedContext(browser, { viewport: { width: 1280, height: 800 } });
    let page = await context.newPage();
    await armed(page, async () => {
      await page.goto(on.url);
      await page.clock.runFor(IDLE_MS);
    });
    await runClockUntil(page, () => dialog(page).isVisible());
    await page.clock.runFor(1_000);
    expect(await dialog(page).getByRole('button', { name: 'Close' }).count(), 'not before 3 s').toBe(0);
    await runClockUntil(
      page,
      async () => (await dialog(page).getByRole('button', { name: 'Close' }).count()) > 0,
    );
    await page.keyboard.press('Escape');
    await runClockUntil(page, async () => !(await dialog(page).isVisible()));

    page = await open(await desktop(), on.url);
    await dialog(page).waitFor({ state: 'visible', timeout: 10_000 });
    await page.waitForFunction(
      () => !document.querySelector('[data-hookline-popup]')?.shadowRoot?.querySelector('.hl-fade-in'),
    );
    await page.mouse.click(5, 5);
    await dialog(page).waitFor({ state: 'hidden', timeout: 10_000 });

    const off = await popupSite({
      delay_seconds: 0,
      close_button: 'off',
      close_on_background: 'off',
      close_on_escape: 'off',
      auto_close_seconds: 5,
    });
    const paused = await pausedContext(browser, { viewport: { width: 1280, height: 800 } });
    page = await paused.newPage();
    await armed(page, async () => {
      await page.goto(off.url);
      await page.clock.runFor(IDLE_MS);
    });
    await runClockUntil(page, () => dialog(page).isVisible());
    await page.clock.runFor(1_500);
    expect(await dialog(page).getByRole('button', { name: 'Close' }).count(), 'no close button').toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.clock.runFor(1_000);
    expect(await dialog(page).isVisible(), 'Esc and the background leave it open').toBe(true);
    // Auto close after 5 s.
    await runClockUntil(page, async () => !(await dialog(page).isVisible()), { stepMs: 500 });
  });

  test('“Don’t show this again” keeps the popup away for good in this browser', async () => {
    const { url } = await popupSite({ delay_seconds: 0, do_not_show_again: 'on' });
    const context = await desktop();
    let page = await open(context, url);
    await dialog(page).waitFor({ state: 'visible', timeout: 10_000 });
    await dialog(page).getByRole('button', { name: 'Don’t show this again' }).click();
    await dialog(page).waitFor({ state: 'hidden', timeout: 10_000 });
    page = await open(context, url);
    expect(await visibleSoon(page)).toBe(false);
    // Another visitor still gets it.
    expect(await shows(await open(await desktop(), url))).toBe(true);
  });
});
