import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq, findBuilderPopup, tables } from '@hookline/db';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { logIn, soloOwner } from './support/owner.ts';
import type { Stack } from './support/stack.ts';
import { armed, hostPage } from './support/targeting.ts';
import { dragWidget } from './support/builder-pages.ts';
import { draftPopupPage, tallBody } from './support/builder-popups.ts';
import { eventually } from './support/stack.ts';

/**
 * The editor's side of a page-builder popup, in the dashboard: the popup's settings in the page
 * builder's side panel, Publish, and the reason a setting that cannot work is refused.
 */
/** A field of the side panel by its label (Puck names each input with its label as its title). */
const field = (page: Page, label: string) => page.locator(`[title="${label}"]:visible`).first();

describe('a popup in the page builder', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  test('an editor sets a scroll trigger and “at most 2 a day”, publishes, and a visitor who scrolls sees it', async () => {
    const owner = await soloOwner(stack, host, '/builder-popup-editor-1');
    const pageId = await draftPopupPage(stack, owner, 'Autumn sale');
    const editor = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    await logIn(editor, stack, owner, `/sites/${owner.site.clientId}/pages/${pageId}/edit`);
    await field(editor, 'Open the popup').selectOption({ label: 'When the visitor scrolls down' });
    await field(editor, 'How far down the page (percent)').fill('30');
    await field(editor, 'Show at most this many times (0 = no limit)').fill('2');
    await field(editor, 'Per').selectOption({ label: 'Day' });
    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(async () => (await findBuilderPopup(stack.database.db, owner.site.id, pageId))?.status, {
        timeout: 20_000,
      })
      .toBe('active');
    const popup = (await findBuilderPopup(stack.database.db, owner.site.id, pageId))!;
    expect(popup.triggers).toEqual({ scroll_percent: 30 });
    expect(popup.displayRules).toMatchObject({ targeting: { max_shows: { per: 'day', count: 2 } } });

    const url = hostPage(stack, host, owner.site.clientId, { body: tallBody });
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await armed(visitor, () => visitor.goto(url));
    await visitor.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await visitor.getByRole('dialog').waitFor({ state: 'visible', timeout: 10_000 });
    await expect
      .poll(async () => visitor.getByRole('dialog').textContent(), { timeout: 10_000 })
      .toContain('Autumn sale');
  });

  test('an invalid referrer pattern is refused, and the editor says why', async () => {
    const owner = await soloOwner(stack, host, '/builder-popup-editor-2');
    const pageId = await draftPopupPage(stack, owner, 'News readers');
    const editor = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    await logIn(editor, stack, owner, `/sites/${owner.site.clientId}/pages/${pageId}/edit`);
    await field(editor, 'Referring address').selectOption({ label: 'Matches a regular expression' });
    await field(editor, 'Referring address text or pattern').fill('news(');
    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(() => editor.getByRole('alert').textContent(), { timeout: 20_000 })
      .toMatch(/Referring address: This is not a valid regular expression/);
    expect(await findBuilderPopup(stack.database.db, owner.site.id, pageId)).toBeNull();
  });

  test('an editor puts an accordion and an email form in a popup with two triggers; a visitor uses the accordion and subscribes', async () => {
    const owner = await soloOwner(stack, host, '/builder-popup-editor-3');
    // The accordion is a pro widget.
    await stack.database.db
      .update(tables.accounts)
      .set({ plan: 'pro' })
      .where(eq(tables.accounts.id, owner.account.id));
    const pageId = await draftPopupPage(stack, owner, 'Questions before you buy');
    const editor = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    await logIn(editor, stack, owner, `/sites/${owner.site.clientId}/pages/${pageId}/edit`);
    const canvas = editor.frameLocator('iframe');
    await canvas.locator('.hl-builder').waitFor();
    // The page-only post block is not offered inside a popup; the accordion is.
    const drawer = editor.locator('[data-testid^="drawer-item"], [class*="DrawerItem"]');
    expect(await drawer.filter({ hasText: /^Post block$/ }).count()).toBe(0);
    await dragWidget(editor, 'Repeater accordion');
    await canvas.locator('.hl-accordion').waitFor();

    // Two triggers: after three clicks on the page, or one second after it loads.
    await canvas.locator('.hl-popup-canvas').click({ position: { x: 5, y: 5 } });
    await field(editor, 'Open the popup').selectOption({ label: 'After a number of clicks' });
    await field(editor, 'After this many clicks on the page').fill('3');
    // The “Or also when” list's add button (an icon): in the smallest block holding both.
    const addButton = 'button[class*="ArrayField-addButton"]';
    const moreTriggers = editor
      .locator('div')
      .filter({ hasText: /^Or also when/, has: editor.locator(addButton) })
      .last();
    await moreTriggers.locator(addButton).click();
    // The new item opens with its field (Puck opens an item when its summary is pressed).
    const item = moreTriggers.locator('[class*="ArrayFieldItem-summary"]').first();
    await item.waitFor();
    if (!(await field(editor, 'Trigger').isVisible())) await item.click();
    await field(editor, 'Trigger').selectOption({ label: 'When the page has loaded' });
    await field(editor, 'Seconds after the page loads').fill('1');
    await field(editor, 'Form').selectOption({ label: 'Email' });
    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(async () => (await findBuilderPopup(stack.database.db, owner.site.id, pageId))?.status, {
        timeout: 20_000,
      })
      .toBe('active');
    const popup = (await findBuilderPopup(stack.database.db, owner.site.id, pageId))!;
    expect(popup.triggers).toEqual({ page_clicks: 3, seconds_on_page: 1 });

    const url = hostPage(stack, host, owner.site.clientId, { body: tallBody });
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const islandChunk = visitor.waitForRequest(/\/embed\/builder-islands-[A-Z0-9]+\.js$/);
    await armed(visitor, () => visitor.goto(url));
    const dialog = visitor.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    // Its widgets' islands come in a chunk of their own.
    await islandChunk;
    const accordion = dialog.locator('.hl-accordion[data-island-ready]');
    await accordion.waitFor({ timeout: 10_000 });
    const returns = accordion.getByRole('button', { name: 'Returns' });
    const answer = accordion.getByText('Send anything back within 30 days');
    expect(await answer.isVisible()).toBe(false);
    await returns.click();
    await expect.poll(() => returns.getAttribute('aria-expanded')).toBe('true');
    expect(await answer.isVisible()).toBe(true);
    // The widgets' style sheet reached into the popup: the item titles are drawn as on the shop.
    expect(await returns.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    await accordion.getByRole('button', { name: 'Care' }).click();
    await expect.poll(() => returns.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);

    await dialog.getByPlaceholder('Your email').fill('ines@example.com');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText('Thank you!').waitFor({ timeout: 10_000 });
    const [lead] = await eventually(async () => {
      const rows = await stack.database.db
        .select()
        .from(tables.conversions)
        .where(eq(tables.conversions.popupId, popup.id));
      return rows.length > 0 ? rows : undefined;
    });
    expect(lead!.email).toBe('ines@example.com');
  });
});
