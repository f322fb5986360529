import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { emailFormContent } from '@hookline/db';
import { afterRunning, pausedContext, runClockUntil } from './support/clock.ts';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { eventually, type Stack } from './support/stack.ts';
import {
  addTargetedPopup,
  armedPaused,
  conversionsOf,
  hostPage,
  siteWithPopup,
  viewsOf,
} from './support/targeting.ts';

/**
 * The entry modes of spec section 2 in Chromium on a third-party page: preview with its banner,
 * click entry by a link and by an element's attribute, and one popup's button launching another.
 */
describe('entry modes on a third-party page', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  const newPage = async (): Promise<Page> =>
    (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const newPausedPage = async (): Promise<Page> =>
    (await pausedContext(browser, { viewport: { width: 1280, height: 800 } })).newPage();
  const dialog = (page: Page) => page.getByRole('dialog');

  test('preview: the popup shows at once with the preview banner, and a submission stores nothing', async () => {
    const site = await siteWithPopup(stack, {
      triggers: { seconds_on_page: 600 },
      displayRules: { d_f_r: 'all@display_once' },
    });
    const url = hostPage(stack, host, site.site.clientId);
    const page = await newPage();
    // The view and the conversion events, had the preview sent them: both at once, as they happen.
    const events: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/display\/(viewed|conversion)\//.test(request.url())) events.push(request.url());
    });
    await page.goto(`${url}?ppt-preview=${site.popup.publicId}`);
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    await dialog(page)
      .getByText('This is a preview of your popup. Please note that submission will not be functional.')
      .waitFor({ timeout: 5_000 });
    await dialog(page).locator('input[name="email"]').fill('preview@example.com');
    await dialog(page).locator('button[type="submit"]').click();
    // The form took the submission (a conversion would have been sent before this screen).
    await dialog(page).getByText('Thank you!').waitFor({ timeout: 5_000 });
    expect(events).toEqual([]);
    expect(await conversionsOf(stack, site.popup.id)).toEqual([]);
    expect(await viewsOf(stack, site.popup.id)).toEqual([]);
  });

  test.each([
    [
      'a link to click/{popup id}',
      (id: string) => `<p><a id="offer" href="#click/${id}">See the offer</a></p>`,
    ],
    [
      'an onclick popup attribute',
      (id: string) => `<p><button id="offer" data-hookline-onclick="${id}">See the offer</button></p>`,
    ],
  ])('click entry by %s', async (_case, markup) => {
    const site = await siteWithPopup(stack, { onClick: true, triggers: { seconds_on_page: 0 } });
    const url = hostPage(stack, host, site.site.clientId, { body: markup(site.popup.publicId) });
    const page = await newPausedPage();
    await armedPaused(page, () => page.goto(url));
    // A click popup waits for its click, its seconds trigger (0) long past.
    expect(await afterRunning(page, 1_000, () => page.locator('[data-hookline-popup]').count())).toBe(0);
    const call = page.waitForRequest((request) =>
      request.url().endsWith(`/api/display/click/${site.popup.publicId}`),
    );
    await page.locator('#offer').click();
    expect((await call).method()).toBe('POST');
    await runClockUntil(page, () => dialog(page).isVisible());
    expect(page.url()).toBe(url); // the link was not followed
    const view = await eventually(async () => (await viewsOf(stack, site.popup.id))[0]);
    expect(view.trigger).toBe('click');
  });

  test('popup-to-popup: a button launches another popup through GET /api/display/click/{id}', async () => {
    const site = await siteWithPopup(stack, { triggers: { seconds_on_page: 0 } });
    const second = await addTargetedPopup(stack, site, { name: 'Second offer', onClick: true });
    const content = emailFormContent('First offer');
    content.main.blocks.push({
      type: 'button',
      label: 'Show me more',
      action: 'launch_popup',
      popup_id: second.publicId,
    });
    await siteWithPopupContent(site.popup.id, content);
    const url = hostPage(stack, host, site.site.clientId);
    const page = await newPage();
    await page.goto(url);
    const first = page.getByRole('dialog', { name: 'First offer' });
    await first.waitFor({ state: 'visible', timeout: 5_000 });
    const call = page.waitForRequest((request) =>
      request.url().endsWith(`/api/display/click/${second.publicId}`),
    );
    await first.getByRole('button', { name: 'Show me more' }).click();
    expect((await call).method()).toBe('GET');
    await page.getByRole('dialog', { name: 'Second offer' }).waitFor({ state: 'visible', timeout: 5_000 });
    await first.waitFor({ state: 'detached', timeout: 5_000 });
    const view = await eventually(async () => (await viewsOf(stack, second.id))[0]);
    expect(view.trigger).toBe('launch');
  });

  async function siteWithPopupContent(popupId: string, content: ReturnType<typeof emailFormContent>) {
    const { eq, tables } = await import('@hookline/db');
    await stack.database.db.update(tables.popups).set({ content }).where(eq(tables.popups.id, popupId));
  }
});
