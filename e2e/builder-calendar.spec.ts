import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { monthTitle, shiftMonth } from '@hookline/rules/page';
import { seedDemo } from '@hookline/server/testing';
import { withoutPixel } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
};

/**
 * The dynamic calendar on the seeded /events page: the current month rendered on the server, a
 * marked day's items shown on a click and closed again, and month navigation.
 */
describe('dynamic calendar', () => {
  let stack: Stack;
  let browser: Browser;
  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedDemo(stack.database.db);
  });

  test('the server renders the current month, with its marked days', async () => {
    const html = await (await fetch(`${stack.origin}/events`)).text();
    expect(html).toContain(monthTitle(thisMonth()));
    expect(html).toMatch(/hl-calendar__day has-items/);
  });

  test('a date click shows its items, the close control hides them, and months change', async () => {
    const context = await withoutPixel(await browser.newContext({ viewport: { width: 1366, height: 850 } }));
    const page = await context.newPage();
    await page.goto(`${stack.origin}/events`);
    const calendar = page.locator('.hl-calendar[data-island-ready="true"]');
    await calendar.waitFor({ timeout: 30_000 });
    const title = calendar.locator('.hl-calendar__title');
    expect(await title.textContent()).toBe(monthTitle(thisMonth()));

    const day = calendar.locator('.hl-calendar__day.has-items').first();
    const label = (await day.getAttribute('aria-label'))!;
    const count = Number(/, (\d+) items?$/.exec(label)![1]);
    await day.click();
    const panel = calendar.getByRole('region', { name: 'Items of the chosen date' });
    await panel.waitFor({ state: 'visible' });
    expect(await panel.locator('.hl-calendar__card').count()).toBe(count);
    expect(await panel.locator('h4').textContent()).toMatch(/^\w+day \d+ \w+ \d{4}$/);
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });

    await calendar.getByRole('button', { name: 'Next month' }).click();
    expect(await title.textContent()).toBe(monthTitle(shiftMonth(thisMonth(), 1)));
    expect(await calendar.locator('.hl-calendar__day.has-items').count()).toBeGreaterThan(0);
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    expect(await title.textContent()).toBe(monthTitle(shiftMonth(thisMonth(), -1)));
    // A day without items is not a button that does anything.
    expect(await calendar.locator('.hl-calendar__day:not(.has-items)').first().isDisabled()).toBe(true);
  });
});
