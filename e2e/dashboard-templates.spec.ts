import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { eq, tables } from '@hookline/db';
import { POPUP_TEMPLATES } from '@hookline/schema/popup-templates';
import { test } from './support/fixtures.ts';
import { logIn, soloOwner, type Owner } from './support/owner.ts';
import type { HostSite } from './support/host-page.ts';
import { eventually, type Stack } from './support/stack.ts';
import { armed } from './support/targeting.ts';

/**
 * The owner starts a popup from the template gallery: filters it to exit offers, picks one, finds
 * its content in the editor, activates it, and a visitor leaving the page meets it.
 */
describe('dashboard: a popup from the template gallery', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let owner: Owner;
  let popupId = '';
  const sitePath = '/template-gallery';
  const exitOffers = POPUP_TEMPLATES.filter((t) => t.goal === 'exit');
  const picked = POPUP_TEMPLATES.find((t) => t.id === 'exit-wait-15')!;
  const pickedHeading = 'Wait! Take 15% with you';

  test.beforeAll(async ({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
    owner = await soloOwner(stack, host, sitePath);
  });

  test('filters the gallery to exit offers, picks one and activates it in the editor', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await logIn(page, stack, owner, `/sites/${owner.site.clientId}/popups/new`);
    const gallery = page.getByRole('list', { name: 'Templates' });
    await gallery.waitFor();
    expect(await gallery.getByRole('listitem').count()).toBe(POPUP_TEMPLATES.length);

    await page.getByRole('group', { name: 'Goal' }).getByRole('button', { name: 'Exit offer' }).click();
    await page.waitForURL(/[?&]goal=exit/);
    // The list follows the address (its loader runs after the address changes).
    const shown = await eventually(async () => {
      const count = await gallery.getByRole('listitem').count();
      return count === exitOffers.length ? count : undefined;
    }, 15_000);
    expect(shown).toBe(exitOffers.length);
    for (const template of exitOffers) {
      await gallery.getByRole('heading', { name: template.name.en }).waitFor();
    }
    // The card's thumbnail is the popup drawn by the visitor script's renderer, in its shadow root.
    const card = gallery.getByRole('listitem').filter({ hasText: picked.name.en });
    await card
      .getByTestId('template-thumbnail')
      .locator('[role="dialog"]')
      .getByText(pickedHeading)
      .waitFor();

    // The same gallery in Hebrew names the templates in Hebrew.
    await page.getByLabel('Language').selectOption('he');
    await gallery.getByRole('heading', { name: picked.name.he }).waitFor();
    await page.getByLabel('Language').selectOption('en');

    await card.getByRole('button', { name: `Use this: ${picked.name.en}` }).click();
    await page.waitForURL(/\/app\/popups\/[a-z0-9]{13}\/edit$/);
    popupId = /\/popups\/([a-z0-9]{13})\/edit/.exec(page.url())![1]!;
    expect(await page.getByLabel('Heading text').inputValue()).toBe(pickedHeading);
    await page.getByTestId('popup-preview').getByRole('dialog').getByText(pickedHeading).waitFor();

    await page.getByRole('button', { name: /Activate$/ }).click();
    await page.getByText('Active', { exact: true }).first().waitFor();
    const [stored] = await stack.database.db
      .select()
      .from(tables.popups)
      .where(eq(tables.popups.publicId, popupId));
    expect(stored).toMatchObject({
      name: picked.name.en,
      type: 'lightbox',
      status: 'active',
      triggers: { exit_intent: true },
      displayRules: { d_f_r: 'all@display_every_7_days', stop_showing_to_converted_users: true },
    });
    await page.context().close();
  });

  test('shows the exit offer to a visitor whose mouse leaves through the top of the window', async () => {
    expect(popupId, 'needs the popup activated in the previous step').not.toBe('');
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await armed(page, () => page.goto(`${host.origin}${sitePath}`));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.mouse.move(640, 300);
    await page.mouse.move(640, -10, { steps: 5 });
    const dialog = page.getByRole('dialog').filter({ hasText: pickedHeading });
    await dialog.waitFor({ timeout: 5_000 });
    expect(await dialog.locator('input[name="email"]').count()).toBe(1);
    // The template's look comes along: its red heading and its font.
    const heading = dialog.getByRole('heading', { name: pickedHeading });
    const style = await heading.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { color: computed.color, font: computed.fontFamily };
    });
    expect(style.color).toBe('rgb(185, 28, 28)');
    expect(style.font).toMatch(/Inter/);
    await page.context().close();
  });
});
