import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { eq, tables } from '@hookline/db';
import { test } from './support/fixtures.ts';
import { logIn, soloOwner, type Owner } from './support/owner.ts';
import type { HostSite } from './support/host-page.ts';
import { DESKTOP } from './support/render-popups.ts';
import type { Stack } from './support/stack.ts';

/**
 * The owner makes a spin wheel from scratch in the dashboard: it starts with its prizes and a Spin
 * button, the prize editor refuses chances that do not add up to 100 and says so, and once they do
 * the wheel is activated and a visitor of the site spins it to its winning screen.
 */
describe('dashboard: a game from scratch', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let owner: Owner;
  const sitePath = '/wheel-shop';

  test.beforeAll(async ({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
    owner = await soloOwner(stack, host, sitePath);
  });

  test('creates a wheel with its defaults, refuses chances off 100, then activates it and a visitor wins', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await logIn(page, stack, owner, `/sites/${owner.site.clientId}/popups/new`);
    await page.getByLabel('Name').fill('Spin to win');
    await page.getByRole('radio', { name: /^Prize game/ }).check();
    await page.getByRole('radio', { name: /Spin wheel/ }).check();
    await page.getByRole('button', { name: 'Create and edit' }).click();
    await page.waitForURL(/\/popups\/[a-z0-9]{13}\/edit$/);
    const preview = page.getByTestId('popup-preview');
    await preview.locator('.hl-wheel').waitFor();
    expect(await preview.locator('[data-segment]').count()).toBe(12);
    expect(await preview.locator('.hl-play').textContent()).toBe('Spin');

    await page.getByRole('tab', { name: 'Design' }).click();
    const prizes = page.getByRole('group', { name: 'Prizes' });
    await prizes.getByText('6 prizes; chances add up to 100%.').waitFor();
    // The first prize goes from 25 % to 35 %: 110 in all.
    await prizes.locator('[data-prize="prize_1"]').getByLabel('Chance').fill('35');
    await prizes
      .getByRole('alert')
      .getByText('The chances add up to 110%; they must add up to 100%.')
      .waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Not saved. Prizes: The chances add up to 110%').waitFor();
    const stored = await stack.database.db
      .select()
      .from(tables.popups)
      .where(eq(tables.popups.name, 'Spin to win'));
    expect((stored[0]!.designProperties.prizes as Record<string, { chances: number }>).prize_1!.chances).toBe(
      25,
    );

    // Every spin wins 10 % off: that prize 100 %, the others 0.
    for (const n of [2, 3, 4, 5, 6])
      await prizes.locator(`[data-prize="prize_${n}"]`).getByLabel('Chance').fill('0');
    await prizes.locator('[data-prize="prize_1"]').getByLabel('Chance').fill('100');
    expect(await prizes.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Save and activate' }).click();
    await page.getByText('Active', { exact: true }).first().waitFor();
    await context.close();

    const visitor = await browser.newContext(DESKTOP);
    const site = await visitor.newPage();
    await site.goto(`${host.origin}${sitePath}`);
    const dialog = site.locator('[data-hookline-popup] [role="dialog"]');
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.locator('.hl-wheel-overlay').click();
    await dialog.locator('[data-game-screen="post_play"]').waitFor({ timeout: 20_000 });
    expect(await dialog.locator('h2').textContent()).toBe('You won 10% OFF!');
    await dialog.locator('input[type="email"]').fill('spinner@example.com');
    await dialog.locator('button[type="submit"]').click();
    await dialog.locator('[data-game-screen="winning"] .hl-coupon').waitFor();
    expect(await dialog.locator('.hl-coupon').textContent()).toBe('SPIN10');
    await visitor.close();
  });
});
