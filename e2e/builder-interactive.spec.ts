import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { islandsReady, publishTestPage, widgetNode } from './support/builder-pages.ts';
import { withoutPixel } from './support/contexts.ts';
import { pausedContext } from './support/clock.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

/** The accordion, tabs, text-unfold and read-more widgets on a published builder page, at the spec's numbers. */
describe('builder widgets: accordion, tabs, unfold, read more', () => {
  let stack: Stack;
  let browser: Browser;
  let path: string;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    path = await publishTestPage(stack.database.db, 'interactive', [
      widgetNode('Spacer', 'tall', { height: 1600 }),
      widgetNode('RepeaterAccordion', 'faq'),
      widgetNode('RepeaterTabs', 'about'),
      widgetNode('TextUnfold', 'story-1'),
      widgetNode('TextUnfold', 'story-2'),
      widgetNode('ReadMore', 'linen', { hideButtonAfterClick: true, animationDuration: 400 }),
    ]);
  });

  const open = async (suffix = '', viewport = { width: 1280, height: 800 }): Promise<Page> => {
    const page = await (await withoutPixel(await pausedContext(browser, { viewport }))).newPage();
    const response = await page.goto(`${stack.origin}${path}${suffix}`);
    expect(response?.status()).toBe(200);
    await islandsReady(page);
    return page;
  };
  const openItems = (page: Page) =>
    page.$$eval('#faq .hl-accordion__item', (items) =>
      items.map((i) => (i as HTMLElement).dataset.open === 'true'),
    );

  test('the accordion is in the HTML before scripts, and a click toggles one item and closes the others', async () => {
    const html = await (await fetch(`${stack.origin}${path}`)).text();
    expect(html).toContain('Orders leave our workshop within two working days.');
    const page = await open();
    const titles = page.locator('#faq .hl-accordion__title button');
    await titles.nth(0).click();
    expect(await openItems(page)).toEqual([true, false, false]);
    await titles.nth(1).click();
    expect(await openItems(page)).toEqual([false, true, false]);
    expect(await page.evaluate(() => location.hash)).toBe('#returns');
    await titles.nth(1).click();
    expect(await openItems(page)).toEqual([false, false, false]);
    await page.getByRole('button', { name: 'Expand all' }).click();
    expect(await openItems(page)).toEqual([true, true, true]);
    await page.getByRole('button', { name: 'Collapse all' }).click();
    expect(await openItems(page)).toEqual([false, false, false]);
    await page.context().close();
  });

  test('a hash opens its accordion item and scrolls to 100 px above it over 1 s', async () => {
    const page = await open('#care');
    expect(await openItems(page)).toEqual([false, false, true]);
    const target = await page.$eval('#care', (el) => el.getBoundingClientRect().top + window.scrollY - 100);
    const start = await page.evaluate(() => window.scrollY);
    await page.clock.runFor(500);
    // Half-way through the second, the page is on its way (the browser's own jump may have gone past).
    const halfway = await page.evaluate(() => window.scrollY);
    expect(Math.abs(halfway - start)).toBeGreaterThan(1);
    expect(Math.abs(halfway - target)).toBeGreaterThan(1);
    await page.clock.runFor(600);
    expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(target, 0);
    await page.context().close();
  });

  test('tabs open tab 1 by default and the tab a hash names', async () => {
    const page = await open();
    expect(await page.locator('#about [role="tab"][aria-selected="true"]').textContent()).toBe('Story');
    await page.locator('#about [role="tab"]', { hasText: 'Visit' }).click();
    expect(await page.locator('#about [role="tabpanel"]:not([hidden])').textContent()).toContain(
      'first Saturday',
    );
    const hashed = await open('#makers');
    expect(await hashed.locator('#about [role="tab"][aria-selected="true"]').textContent()).toBe('Makers');
    await page.context().close();
    await hashed.context().close();
  });

  test('text unfold opens over 200 ms with the less label, and opening one folds the other', async () => {
    const page = await open();
    const first = page.locator('#story-1 .hl-unfold');
    const second = page.locator('#story-2 .hl-unfold');
    await first.locator('.hl-unfold__toggle').click();
    const transition = await first
      .locator('.hl-unfold__content')
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(transition).toBe('0.2s');
    expect(await first.getAttribute('data-state')).toBe('open');
    expect(await first.locator('.hl-unfold__label').textContent()).toBe('Read less');
    await second.locator('.hl-unfold__toggle').click();
    expect(await second.getAttribute('data-state')).toBe('open');
    expect(await first.getAttribute('data-state')).toBe('folded');
    expect(await first.locator('.hl-unfold__label').textContent()).toBe('Read more');
    await page.context().close();
  });

  test('read more slides open, swaps wording and fires its event; hide-button-after-click removes the button', async () => {
    const page = await open();
    await page.evaluate(() => {
      document.addEventListener(
        'readmore:open',
        (e) => ((window as unknown as { opened: string }).opened = String((e as CustomEvent).detail)),
      );
    });
    const root = page.locator('#linen');
    expect(await root.locator('.hl-read-more__content').isHidden()).toBe(true);
    await root.locator('.hl-read-more__button').click();
    expect(await root.locator('.hl-read-more__button').count()).toBe(0);
    expect(await root.getAttribute('class')).toContain('read-more--less');
    expect(await page.evaluate(() => (window as unknown as { opened: string }).opened)).toBe('linen');
    await page.clock.runFor(400);
    expect(await root.locator('.hl-read-more__content').isVisible()).toBe(true);
    expect(await root.locator('.hl-read-more__content').getAttribute('data-show-status')).toBe('true');
    await page.context().close();
  });
});
