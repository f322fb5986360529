import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addPopup } from '@hookline/db';
import { pausedContext, runClockUntil } from './support/clock.ts';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { DESKTOP, PHONE, emailField, formContent, popupPage } from './support/render-popups.ts';
import type { Stack } from './support/stack.ts';

/**
 * Spec section 4's queue, as a visitor meets it: a lightbox is open when another popup that covers
 * the page (a content popup on a desktop, a mobile popup on a phone) is due. The second one waits
 * its turn instead of opening over the lightbox, and shows once the lightbox is closed.
 */
describe('popups that cover the page show one after the other', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  const popups = (page: Page) => page.locator('[data-hookline-popup] [role="dialog"]');
  /** The popups shown and not closing (a closing overlay fades out and lets clicks through). */
  const openPopups = (page: Page) =>
    page.locator('[data-hookline-popup] :not(.hl-closing) > [role="dialog"]');
  const titled = (page: Page, title: string) => popups(page).filter({ hasText: title });
  /** Lets the page finish what the clock's last timers started (a task boundary the clock does not hold). */
  const settle = (page: Page) =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(null);
        }),
    );

  test.each([
    ['a content popup on a desktop', 'content', DESKTOP],
    ['a mobile popup on a phone', 'mobile', PHONE],
  ])('%s waits while a lightbox is open, and shows after it closes', async (_name, type, device) => {
    // Format 2 puts the lightbox on the extras chunk too, so the second popup has nothing left to
    // download when its trigger goes off: were it not queued, it would be in the page at once.
    const site = await popupPage(stack, host, {
      type: 'lightbox',
      format: 2,
      content: formContent([emailField()], [], 'The lightbox'),
    });
    await addPopup(stack.database.db, site, {
      name: 'The other popup',
      type,
      width: 360,
      height: 400,
      content: formContent([emailField()], [], 'The other popup'),
      // Late enough that the lightbox (at once) always goes first, however slow its download.
      triggers: { seconds_on_page: 10 },
    });

    const context = await pausedContext(browser, device);
    const page = await context.newPage();
    const lightbox = titled(page, 'The lightbox');
    const other = titled(page, 'The other popup');
    await page.goto(site.url);
    await runClockUntil(page, () => lightbox.isVisible());
    // Well past the other popup's 10 s: it is due, yet nothing covers the open lightbox.
    await page.clock.runFor(12_000);
    await settle(page);
    expect(await other.count()).toBe(0);
    expect(await popups(page).count()).toBe(1);
    // The lightbox stays the one the visitor can use: a click reaches its field.
    await lightbox.locator('input[name="email"]').click();

    await lightbox.getByRole('button', { name: 'Close' }).click();
    await runClockUntil(page, () => other.isVisible());
    // By the time the other shows, the lightbox is closing (fading out, letting clicks through) or gone.
    expect(await openPopups(page).count()).toBe(1);
    expect(await openPopups(page).getAttribute('aria-label')).toBe('The other popup');
    await runClockUntil(page, async () => (await lightbox.count()) === 0);
    await other.locator('input[name="email"]').click();
    await context.close();
  });
});
