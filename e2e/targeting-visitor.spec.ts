import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { afterRunning, IDLE_MS, pausedContext, runClockUntil } from './support/clock.ts';
import { eventually, type Stack } from './support/stack.ts';
import {
  armedPaused,
  conversionsOf,
  countDisplayCalls,
  hostPage,
  siteWithPopup,
  viewsOf,
} from './support/targeting.ts';

/**
 * Who sees a popup, and when not (spec sections 3 and 4), in Chromium on a third-party page: the
 * frequency rule across reloads, converted visitors, a single-page app's route change, and a
 * visitor who declined consent.
 */
describe('targeting a visitor on a third-party page', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  const newPage = async (): Promise<Page> =>
    (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  /** A page whose clock moves only as the test runs it: "not shown" is checked after page time passed. */
  const newPausedPage = async (): Promise<Page> =>
    (await pausedContext(browser, { viewport: { width: 1280, height: 800 } })).newPage();
  const dialog = (page: Page) => page.getByRole('dialog');
  const popupCount = (page: Page) => page.locator('[data-hookline-popup]').count();
  /** Runs the paused clock until the popup shows and its entry animation is over (it takes clicks then). */
  const shownPaused = async (page: Page) => {
    await runClockUntil(page, () => dialog(page).isVisible());
    await page.clock.runFor(1_000);
  };

  test('once per visitor: shown on the first visit, not again on reload', async () => {
    const site = await siteWithPopup(stack, {
      triggers: { seconds_on_page: 0 },
      displayRules: { d_f_r: 'all@display_once' },
    });
    const url = hostPage(stack, host, site.site.clientId);
    const page = await newPausedPage();
    await page.goto(url);
    await shownPaused(page);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await runClockUntil(page, async () => (await popupCount(page)) === 0);

    // Armed again on the reload, its trigger (0 s) long due: nothing shows.
    await armedPaused(page, () => page.reload());
    expect(await afterRunning(page, 1_000, () => popupCount(page))).toBe(0);
    expect(await viewsOf(stack, site.popup.id)).toHaveLength(1);
  });

  test('a visitor who converted does not see the popup again', async () => {
    const site = await siteWithPopup(stack, {
      triggers: { seconds_on_page: 0 },
      displayRules: { d_f_r: 'all@display_everytime_everypage', stop_showing_to_converted_users: true },
    });
    const url = hostPage(stack, host, site.site.clientId);
    const page = await newPausedPage();
    await page.goto(url);
    await shownPaused(page);
    await dialog(page).locator('input[name="email"]').fill('returning@example.com');
    await dialog(page).locator('button[type="submit"]').click();
    await dialog(page).getByText('Thank you!').waitFor({ timeout: 5_000 });
    await eventually(async () => ((await conversionsOf(stack, site.popup.id)).length > 0 ? true : undefined));

    // Armed again on the reload, its trigger (0 s) long due: nothing shows.
    await armedPaused(page, () => page.reload());
    expect(await afterRunning(page, 1_000, () => popupCount(page))).toBe(0);
    // The visitor is known now: the display call carries the email they converted with.
    const request = page.waitForRequest((r) => r.url().endsWith(`/api/display/${site.site.clientId}`));
    await page.reload();
    await page.clock.runFor(IDLE_MS);
    expect(new URLSearchParams((await request).postData() ?? '').get('converted_email')).toBe(
      'returning@example.com',
    );
  });

  test('a single-page app route change removes the popup and starts over', async () => {
    const site = await siteWithPopup(stack, { triggers: { seconds_on_page: 1 } });
    const app = `
      <nav><button id="to-cart">Cart</button></nav><section id="view">Home</section>
      <script>
        document.getElementById('to-cart').addEventListener('click', () => {
          history.pushState({}, '', '/spa/cart');
          document.getElementById('view').textContent = 'Cart';
        });
      </script>`;
    const url = hostPage(stack, host, site.site.clientId, { body: app, path: '/spa' });
    const page = await newPage();
    const displayCalls = countDisplayCalls(page, site.site.clientId);
    await page.goto(url);
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(displayCalls()).toBe(1);

    // The app navigates (its link sits under the lightbox's backdrop, so the app's own handler runs it).
    await page.evaluate(() => document.getElementById('to-cart')!.click());
    await dialog(page).waitFor({ state: 'detached', timeout: 2_000 });
    await eventually(async () => (displayCalls() === 2 ? true : undefined), 3_000);
    // The pixel started over on the new route: the seconds trigger counts again, and shows it.
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(page.url()).toBe(`${host.origin}/spa/cart`);
    const views = await eventually(async () => {
      const rows = await viewsOf(stack, site.popup.id);
      return rows.length === 2 ? rows : undefined;
    });
    expect(views.map((view) => view.url).sort()).toEqual([`${host.origin}/spa`, `${host.origin}/spa/cart`]);
  });

  test('on a Shopify store, the adapter chunk lets the pixel run and gives the display call the customer and cart', async () => {
    const site = await siteWithPopup(stack, { triggers: { seconds_on_page: 0 } });
    host.page(
      '/cart.js',
      JSON.stringify({ item_count: 2, total_price: 2500, items: [{ variant_id: 11, product_id: 5 }] }),
    );
    const shopify = `<script>
      window.Shopify = { shop: 'mugs.myshopify.com', customerPrivacy: { userCanBeTracked: () => true } };
      window.__st = { cid: 4471 };
    </script>`;
    const url = hostPage(stack, host, site.site.clientId, { head: shopify });
    const page = await newPage();
    const displayBodies: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/display/${site.site.clientId}`)
        displayBodies.push(request.postData() ?? '');
    });
    const adapter = page.waitForResponse((response) =>
      /\/embed\/shopify-[A-Z0-9]+\.js$/.test(response.url()),
    );
    await page.goto(url);
    expect((await adapter).ok()).toBe(true);
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(Object.fromEntries(new URLSearchParams(displayBodies[0]))).toMatchObject({
      store_integration: 'shopify',
      store_integration_customer_id: '4471',
      cart_total_items: '2',
      cart_total_price: '25.00',
      cart_products_ids_list: '11',
      cart_products_org_ids_list: '5',
    });
  });

  test('a visitor who said "no" to consent (Shopify customer privacy API) sees nothing, and nothing is sent', async () => {
    const site = await siteWithPopup(stack, { triggers: { seconds_on_page: 0 } });
    const privacy = `<script>
      window.Shopify = { shop: 'mugs.myshopify.com', customerPrivacy: {
        userCanBeTracked: () => false,
        currentVisitorConsent: () => ({ analytics: 'no', marketing: 'no' }),
      } };
    </script>`;
    const url = hostPage(stack, host, site.site.clientId, { head: privacy });
    const page = await newPausedPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const toHookline: string[] = [];
    page.on('request', (request) => {
      // Script files carry nothing about the visitor: the loader, and the Shopify adapter chunk
      // (it decides consent, so it loads before the answer is known).
      const path = new URL(request.url()).pathname;
      if (request.url().startsWith(stack.origin) && path !== '/pixel.js' && !path.startsWith('/embed/'))
        toHookline.push(request.url());
    });
    const declined = '[hookline] the visitor declined consent; popups are not shown';
    await page.goto(url);
    await runClockUntil(page, async () => messages.includes(declined));
    // Past the time the pixel would have started and shown the popup (due at once), had it gone on:
    // it would have counted the page view in storage as it started.
    expect(await afterRunning(page, 3_000, () => popupCount(page))).toBe(0);
    expect(toHookline).toEqual([]);
    expect(messages).toContain(declined);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('poptin_'))),
    ).toEqual([]);
  });
});
