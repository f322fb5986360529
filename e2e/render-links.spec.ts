import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { eq, tables } from '@hookline/db';
import { test } from './support/fixtures.ts';
import { pageWithSnippet, type HostSite } from './support/host-page.ts';
import { emailField, formContent, openPopup, popupPage } from './support/render-popups.ts';
import { eventually, type Stack } from './support/stack.ts';

/** Link buttons and close buttons with a link (spec section 4), on a third-party page with the plain snippet. */
describe.concurrent('link and close buttons', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let landings = 0;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  /** A page of the host site a link leads to (its own path, so journeys running together never share one). */
  const landingPage = () => {
    const path = `/landing-${++landings}`;
    host.page(path, pageWithSnippet('', '<h1>Offer</h1>'));
    return `${host.origin}${path}`;
  };

  test('a blank-target link button opens a new tab with {conversion_url} and {path_url} replaced', async () => {
    const landing = landingPage();
    const site = await popupPage(stack, host, {
      content: formContent(
        [emailField()],
        [
          {
            type: 'button',
            label: 'See the offer',
            action: 'link',
            url: `${landing}?u={conversion_url}&p={path_url}`,
            target_blank: true,
          },
        ],
      ),
    });
    const pageUrl = `${site.url}?ref=mail`;
    const { context, dialog } = await openPopup(browser, pageUrl);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('link', { name: 'See the offer' }).click(),
    ]);
    await tab.waitForLoadState('domcontentloaded');
    const path = new URL(pageUrl).pathname + '?ref=mail';
    expect(tab.url()).toBe(`${landing}?u=${encodeURIComponent(pageUrl)}&p=${encodeURIComponent(path)}`);
    expect(await tab.locator('h1').textContent()).toBe('Offer');
    await context.close();
  });

  test('a close button with a url and a blank target closes the popup, opens the url in a new tab, and says so in its close event', async () => {
    const landing = landingPage();
    const site = await popupPage(stack, host, {
      content: formContent(
        [emailField()],
        [
          {
            type: 'button',
            label: 'No thanks, show me the shop',
            action: 'close',
            url: `${landing}?from={path_url}`,
            target_blank: true,
          },
        ],
      ),
    });
    const { context, page, dialog } = await openPopup(browser, site.url);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'No thanks, show me the shop' }).click(),
    ]);
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(`${landing}?from=${encodeURIComponent(new URL(site.url).pathname)}`);
    await dialog.waitFor({ state: 'detached', timeout: 3000 });
    // The visitor's own tab stays on the page they were reading.
    expect(page.url()).toBe(site.url);
    const close = await eventually(async () => {
      const rows = await stack.database.db
        .select()
        .from(tables.closes)
        .where(eq(tables.closes.popupId, site.popup.id));
      return rows[0];
    });
    expect(close.closeTrigger).toBe('link_click');
    await context.close();
  });
});
