import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addPopup } from '@hookline/db';
import { afterRunning, pausedContext, runClockUntil } from './support/clock.ts';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { logIn, soloOwner, type Owner } from './support/owner.ts';
import { DESKTOP, emailField, formContent } from './support/render-popups.ts';
import { eventually, type Stack } from './support/stack.ts';

/** Where a run leaves its screenshots for a person to look at (not checked in). */
const SHOTS = process.env.HOOKLINE_SHOTS_DIR;

/**
 * The owner's show order, as a visitor and an owner meet it: two lightboxes due at once on one
 * page; the one first in the order shows, the other waits until it is closed. The owner moves the
 * other up on the site page, and on the next page view it is the one that shows first.
 */
describe('which popup shows first', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let owner: Owner;

  test.beforeAll(async ({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
    owner = await soloOwner(stack, host, '/show-order');
    for (const [name, showOrder] of [
      ['Welcome offer', 1],
      ['Newsletter', 2],
    ] as const) {
      await addPopup(stack.database.db, owner, {
        name,
        showOrder,
        content: formContent([emailField()], [], name),
        triggers: { seconds_on_page: 1 },
      });
    }
    await stack.ctx.sites.changed(owner.site.clientId);
  });

  const popups = (page: Page) => page.locator('[data-hookline-popup] [role="dialog"]');
  const titled = (page: Page, title: string) => popups(page).filter({ hasText: title });
  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
  };

  /** A new visitor's page view: the first popup to show, then the one after it once that is closed. */
  async function visit(): Promise<[string | null, string | null]> {
    const context = await pausedContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${host.origin}/show-order`);
    await runClockUntil(page, async () => (await popups(page).count()) > 0);
    // Both were due at the same second; well past it, still only one covers the page.
    expect(await afterRunning(page, 3_000, () => popups(page).count())).toBe(1);
    const first = await popups(page).getAttribute('aria-label');
    await popups(page).getByRole('button', { name: 'Close' }).click();
    const other = first === 'Welcome offer' ? 'Newsletter' : 'Welcome offer';
    await runClockUntil(page, () => titled(page, other).isVisible());
    const second = await titled(page, other).getAttribute('aria-label');
    await context.close();
    return [first, second];
  }

  test('the popup first in the owner’s order shows first; moved down, it waits its turn', async () => {
    expect(await visit()).toEqual(['Welcome offer', 'Newsletter']);

    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    await logIn(page, stack, owner, `/sites/${owner.site.clientId}`);
    const order = page.getByRole('list', { name: 'Show order' });
    /** The names in the site page's order ("2.Newsletter · Lightbox Active" is Newsletter). */
    const names = async () =>
      (await order.getByRole('listitem').allTextContents()).map(
        (text) => text.replace(/^\d+\./, '').split(' · ')[0],
      );
    const moved = ['Welcome lightbox', 'Newsletter', 'Welcome offer'];
    await order.getByRole('listitem').first().waitFor();
    // The site's first lightbox (paused) keeps its place at the top.
    expect(await names()).toEqual(['Welcome lightbox', 'Welcome offer', 'Newsletter']);
    await page.getByRole('button', { name: 'Move Newsletter up' }).click();
    await eventually(async () => ((await names()).join() === moved.join() ? true : undefined), 10_000);
    await page.locator('#show-order').scrollIntoViewIfNeeded();
    await shot(page, 'site-show-order-desktop');

    // Reloaded, the order is the saved one; the editor of the popup now second says so.
    await page.reload();
    await order.getByRole('listitem').first().waitFor();
    expect(await names()).toEqual(moved);
    await page.getByRole('link', { name: 'Welcome offer' }).first().click();
    const note = page.getByRole('region', { name: 'Which popup shows first' });
    await note.getByText('Newsletter shows first: it is higher in your order.').waitFor();
    await shot(page, 'editor-show-order-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await note.scrollIntoViewIfNeeded();
    await shot(page, 'editor-show-order-phone');
    await page.goto(`${stack.origin}/app/sites/${owner.site.clientId}#show-order`);
    await order.getByRole('listitem').first().waitFor();
    await page.locator('#show-order').scrollIntoViewIfNeeded();
    await shot(page, 'site-show-order-phone');
    await context.close();

    expect(await visit()).toEqual(['Newsletter', 'Welcome offer']);
  });
});
