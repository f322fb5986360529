import { describe, expect } from 'vitest';
import { devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterRunning, IDLE_MS, pausedContext, runClockUntil } from './support/clock.ts';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { eventually, type Stack } from './support/stack.ts';
import { settled } from './support/settle.ts';
import {
  armed,
  armedPaused,
  hostPage,
  siteWithPopup,
  viewsOf,
  type TargetingColumns,
} from './support/targeting.ts';

/**
 * Every trigger of spec section 4, as a visitor sets it off on a third-party page in Chromium:
 * exit intent (the mouse out through the top; the back button on a phone), seconds on the page,
 * seconds on the whole site across two pages, scroll percentage, page clicks, pages visited and
 * inactivity.
 */
describe('popup triggers on a third-party page', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  const newPage = async (options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    contexts.push(context);
    return context.newPage();
  };
  /**
   * A page whose clock moves only as the test runs it, for the timed triggers: page time, not the
   * machine's speed, decides when they go off.
   */
  const newPausedPage = async (): Promise<Page> => {
    const context = await pausedContext(browser, { viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    return context.newPage();
  };
  /** Opens `url` on a paused page and lets the pixel start and arm. */
  const visitPaused = (page: Page, url: string) => armedPaused(page, () => page.goto(url));
  const dialog = (page: Page) => page.getByRole('dialog');
  const isShown = async (page: Page) => (await page.locator('[data-hookline-popup]').count()) > 0;
  /** Whether a popup is in the page once the page has done what the visitor's last move set off. */
  const isShownNow = async (page: Page) => {
    await settled(page);
    return isShown(page);
  };
  /**
   * Scrolls with the mouse wheel by `dy` and waits until the page is there and has told its scroll
   * listeners (in the frame after the page moved, before that frame's animation callbacks).
   */
  const scrolledBy = async (page: Page, dy: number) => {
    const from = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, dy);
    await page.waitForFunction((to) => window.scrollY >= to, from + dy);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  };
  /** A page with one lightbox whose popup has these triggers; returns its address and popup. */
  const setUp = async (columns: TargetingColumns, body?: string, options: { noConflict?: boolean } = {}) => {
    const site = await siteWithPopup(stack, columns);
    return { site, url: hostPage(stack, host, site.site.clientId, { body, ...options }) };
  };
  const triggerOfView = async (popupId: string) =>
    (await eventually(async () => (await viewsOf(stack, popupId))[0])).trigger;

  test('exit intent on desktop: the mouse leaving through the top of the window', async () => {
    const { site, url } = await setUp({ triggers: { exit_intent: true } });
    const page = await newPage();
    await armed(page, () => page.goto(url));
    await page.mouse.move(640, 400);
    await page.mouse.move(1279, 400); // to the right edge, still inside
    expect(await isShownNow(page)).toBe(false);
    await page.mouse.move(640, 200);
    await page.mouse.move(640, -10, { steps: 5 });
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(await triggerOfView(site.popup.id)).toBe('exit_intent');
  });

  test('exit intent on a phone: the back button shows the popup, and the next press leaves', async () => {
    const { site, url } = await setUp({ triggers: { exit_intent: true } });
    const page = await newPage({ ...devices['Pixel 5'] });
    const before = `${host.origin}/before-exit-intent`;
    host.page('/before-exit-intent', '<!doctype html><title>Before</title><p>Before</p>');
    await page.goto(before);
    await armed(page, () => page.goto(url));
    const entries = await page.evaluate(() => history.length);
    await page.tap('h1'); // the visitor's first touch lets the pixel add its history entry
    await page.waitForFunction((before) => history.length > before, entries);
    await page.goBack();
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(page.url()).toBe(url);
    const view = (await eventually(async () => (await viewsOf(stack, site.popup.id))[0]))!;
    expect(view).toMatchObject({ trigger: 'exit_intent', device: 'mobile' });
    await page.goBack();
    await page.waitForURL(before, { timeout: 5_000 });
  });

  test('seconds on the page, after the pixel start delay', async () => {
    const { site, url } = await setUp({ triggers: { seconds_on_page: 2 } }, undefined, { noConflict: false });
    const page = await newPausedPage();
    // The pixel starts 1.5 s after the page loads (at the first idle moment after that), and arms the
    // trigger; the popup shows 2 s after the load: not within 1.9 s, but within 6 s.
    await armed(page, async () => {
      await page.goto(url);
      await page.clock.runFor(1_500 + IDLE_MS);
    });
    await page.clock.runFor(1_899 - 1_500 - IDLE_MS);
    expect(await isShown(page)).toBe(false);
    await page.clock.runFor(6_000 - 1_899);
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(await triggerOfView(site.popup.id)).toBe('seconds');
  });

  test('seconds on the whole site: time on an earlier page counts on the next one', async () => {
    const { site, url } = await setUp({ triggers: { seconds_on_site: 3 } });
    const second = hostPage(stack, host, site.site.clientId);
    const page = await newPausedPage();
    await visitPaused(page, url);
    await page.clock.runFor(1_799); // 1.85 s on the first page
    expect(await isShown(page)).toBe(false);
    await visitPaused(page, second);
    // On its own, the second page would need 3 s; the first page's time makes it show within 2.6 s.
    await page.clock.runFor(2_598); // 2 648 ms on the second page
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(await triggerOfView(site.popup.id)).toBe('site_seconds');
  });

  test('scroll percentage of the scrollable height', async () => {
    const tall = '<h1>Long read</h1><div style="height:4000px;background:linear-gradient(#fff,#ddd)"></div>';
    const { site, url } = await setUp({ triggers: { scroll_percent: 50 } }, tall);
    const page = await newPage();
    await armed(page, () => page.goto(url));
    await page.mouse.move(640, 400);
    await scrolledBy(page, 1_200); // about 35% of (4100 - 800)
    expect(await isShownNow(page)).toBe(false);
    await page.mouse.wheel(0, 800);
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(await triggerOfView(site.popup.id)).toBe('scroll');
  });

  test('a number of clicks on the page', async () => {
    const { site, url } = await setUp({ triggers: { page_clicks: 3 } });
    const page = await newPage();
    await armed(page, () => page.goto(url));
    await page.mouse.click(300, 300);
    await page.mouse.click(320, 300);
    expect(await isShownNow(page)).toBe(false);
    await page.mouse.click(340, 300);
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(await triggerOfView(site.popup.id)).toBe('clicks');
  });

  test('a number of pages visited in the session', async () => {
    const { site, url } = await setUp({ triggers: { pages_visited: 2 } });
    const second = hostPage(stack, host, site.site.clientId);
    const page = await newPausedPage();
    // The trigger is checked as the pixel arms it: on the first page, not even 1 s later.
    await visitPaused(page, url);
    expect(await afterRunning(page, 1_000, () => isShown(page))).toBe(false);
    await page.goto(second);
    await runClockUntil(page, () => dialog(page).isVisible());
    expect(await triggerOfView(site.popup.id)).toBe('pages');
  });

  test('seconds of inactivity: moving the mouse starts the count again', async () => {
    const { site, url } = await setUp({ triggers: { inactivity_seconds: 1 } });
    const page = await newPausedPage();
    await visitPaused(page, url);
    for (let i = 0; i < 5; i++) {
      await page.mouse.move(100 + i * 40, 300);
      await page.clock.runFor(500);
    }
    expect(await isShown(page)).toBe(false);
    // Still from here on: it shows within 2 s.
    await page.clock.runFor(1_999);
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(await triggerOfView(site.popup.id)).toBe('inactivity');
  });
});
