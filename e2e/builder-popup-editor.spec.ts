import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findBuilderPopup } from '@hookline/db';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { logIn, soloOwner } from './support/owner.ts';
import type { Stack } from './support/stack.ts';
import { armed, hostPage } from './support/targeting.ts';
import { draftPopupPage, tallBody } from './support/builder-popups.ts';

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
});
