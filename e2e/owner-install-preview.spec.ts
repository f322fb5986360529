import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { addPopup, emailFormContent, eq, inArray, tables } from '@hookline/db';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { logIn, soloOwner } from './support/owner.ts';
import type { Stack } from './support/stack.ts';
import { armed, hostPage } from './support/targeting.ts';

/**
 * A site owner's first hour (issue 26): the site page says whether the pixel was seen on the site,
 * and "Preview on my site" shows one popup on the owner's own page at once, to that browser alone,
 * with a bar saying so, counting nothing.
 */
describe('install check and preview on my site', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  const dashboard = () =>
    browser.newContext({ viewport: { width: 1366, height: 850 } }).then((c) => c.newPage());

  test('the site page says “Not installed yet” until the pixel loads on the site, then where it was seen', async () => {
    const owner = await soloOwner(stack, host, '/install-check-unused');
    const editor = await dashboard();
    await logIn(editor, stack, owner, `/sites/${owner.site.clientId}`);
    const panel = editor.locator('section[aria-labelledby="install-title"]');
    await panel.getByText('Not installed yet.').waitFor();

    const visitor = await (await browser.newContext()).newPage();
    const displayed = visitor.waitForResponse((response) =>
      response.url().endsWith(`/api/display/${owner.site.clientId}`),
    );
    await visitor.goto(hostPage(stack, host, owner.site.clientId));
    expect((await displayed).status()).toBe(200);

    // The sighting is written as the display call is answered; Check again reads the site anew.
    await expect
      .poll(
        async () => {
          await panel.getByRole('button', { name: 'Check again' }).click();
          return panel.getByRole('status').textContent();
        },
        { timeout: 20_000 },
      )
      .toBe('Installed: seen on 127.0.0.1 just now');
  });

  test('Preview on my site opens the site with a one-time token: that popup alone shows at once, with the preview bar, and nothing is counted', async () => {
    const owner = await soloOwner(stack, host, '/preview-unused');
    // Another popup that shows at once on every page: the preview must keep it away.
    await stack.database.db
      .update(tables.popups)
      .set({
        status: 'active',
        triggers: { seconds_on_page: 0 },
        content: emailFormContent('Everyone sees this'),
      })
      .where(eq(tables.popups.id, owner.popup.id));
    // The previewed one is paused and waits for the visitor to leave: a preview shows it anyway.
    const previewed = await addPopup(stack.database.db, owner, {
      name: 'Autumn preview',
      status: 'paused',
      triggers: { exit_intent: true },
      content: emailFormContent('Only the owner sees this'),
    });
    await stack.ctx.sites.changed(owner.site.clientId);

    // Without a preview, a visitor sees that popup at once.
    const plain = await (await browser.newContext()).newPage();
    const plainUrl = hostPage(stack, host, owner.site.clientId);
    await armed(plain, () => plain.goto(plainUrl));
    await plain.getByRole('dialog').filter({ hasText: 'Everyone sees this' }).waitFor();

    const editor = await dashboard();
    await logIn(editor, stack, owner, `/popups/${previewed.publicId}/edit`);
    const opened = editor
      .context()
      .waitForEvent('request', (request) => request.url().includes('hookline_preview='));
    await editor.getByRole('button', { name: 'Preview on my site' }).click();
    // The site's first domain (localhost, no port: the test's host site runs elsewhere).
    const link = new URL((await opened).url());
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost/');
    const token = link.searchParams.get('hookline_preview')!;
    await editor.getByText('Opened localhost in a new tab').waitFor();

    const page = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    const events: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/display\/(viewed|closed|conversion)\//.test(request.url())) events.push(request.url());
    });
    const url = `${hostPage(stack, host, owner.site.clientId)}?hookline_preview=${token}`;
    await armed(page, () => page.goto(url));
    await page.getByRole('dialog').filter({ hasText: 'Only the owner sees this' }).waitFor();
    const bar = page.locator('[data-hookline-preview-bar]');
    await bar.getByText('Preview: only you see this.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.getByText('Everyone sees this').count()).toBe(0);
    // A submitted form says thank you, and no lead is stored.
    await page.getByRole('dialog').getByLabel(/email/i).fill('owner-tries@example.com');
    await page.getByRole('dialog').getByRole('button', { name: 'Send me the code' }).click();
    await page.getByRole('dialog').getByText('Thank you!').waitFor();
    // The spent token leaves the address; the tab keeps the preview.
    expect(new URL(page.url()).searchParams.has('hookline_preview')).toBe(false);

    // A reload in the same tab previews again.
    await armed(page, () => page.reload());
    await page.getByRole('dialog').filter({ hasText: 'Only the owner sees this' }).waitFor();

    // The link is spent: another browser gets no popup, and the bar says why.
    const other = await (await browser.newContext()).newPage();
    await armed(other, () => other.goto(url));
    await other
      .locator('[data-hookline-preview-bar]')
      .getByText('This preview link no longer works')
      .waitFor();
    expect(await other.getByRole('dialog').count()).toBe(0);

    // Closing the popup and ending the preview send nothing; the page is the site's own again.
    await page.getByRole('dialog').getByRole('button', { name: /close/i }).first().click();
    await bar.getByRole('button', { name: 'End preview' }).click();
    expect(await page.locator('[data-hookline-preview-bar]').count()).toBe(0);
    await armed(page, () => page.reload());
    await page.getByRole('dialog').filter({ hasText: 'Everyone sees this' }).waitFor();
    const ids = [previewed.id];
    const leads = await stack.database.db
      .select()
      .from(tables.conversions)
      .where(inArray(tables.conversions.popupId, ids));
    expect(leads).toEqual([]);
    const views = await stack.database.db
      .select()
      .from(tables.views)
      .where(inArray(tables.views.popupId, ids));
    expect(views).toEqual([]);
    expect(
      events.filter(
        (address) => !address.includes(owner.popup.publicId) && !address.includes(owner.popup.viewerId),
      ),
    ).toEqual([]);
  });
});
