import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { publishTestPage, widgetNode } from './support/builder-pages.ts';
import { withoutPixel } from './support/contexts.ts';
import { pausedContext } from './support/clock.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

/** Galleries, the carousel and the trigger widget on a published builder page. */
describe('builder widgets: gallery, carousel, trigger', () => {
  let stack: Stack;
  let browser: Browser;
  let path: string;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    path = await publishTestPage(stack.database.db, 'media', [
      // Justified with its settings left empty: the defaults (row height 200, gap 10, no row limit).
      widgetNode('Gallery', 'justified', {
        layout: 'justified',
        row_height: { size: null },
        gap: { size: null },
      }),
      widgetNode('Gallery', 'smart', { layout: 'smart' }),
      widgetNode('Gallery', 'slides', { layout: 'carousel' }),
      widgetNode('Trigger', 'go-next', {
        trigger_type: 'carousel',
        trigger_action: 'next',
        trigger_target: 'slides',
        text: 'Next picture',
      }),
      widgetNode('Trigger', 'go-play', {
        trigger_type: 'carousel',
        trigger_action: 'play_pause',
        trigger_target: '#slides',
        text: 'Play',
        secondary_text: 'Pause',
      }),
      widgetNode('RepeaterAccordion', 'faq', { expandAllButtons: false }),
      widgetNode('Trigger', 'toggle-all', {
        trigger_type: 'accordion',
        trigger_action: 'expand_collapse',
        trigger_target: 'faq',
        text: 'Expand all',
        secondary_text: 'Collapse all',
      }),
      widgetNode('Trigger', 'faq-next', {
        trigger_type: 'accordion',
        trigger_action: 'next',
        trigger_target: 'faq',
        text: 'Next question',
      }),
    ]);
  });

  const open = async (viewport = { width: 1280, height: 800 }): Promise<Page> => {
    const page = await (await withoutPixel(await pausedContext(browser, { viewport }))).newPage();
    const response = await page.goto(`${stack.origin}${path}`);
    expect(response?.status()).toBe(200);
    await page.locator('#toggle-all [data-island-ready]').waitFor({ state: 'attached' });
    return page;
  };

  test('a justified gallery with empty settings lays out rows of about 200 px with 10 px gaps', async () => {
    const page = await open();
    await page.locator('#justified[data-island-ready][data-rows]').waitFor({ state: 'attached' });
    const boxes = await page.$$eval('#justified .hl-gallery__item', (items) =>
      items.map((i) => {
        const r = (i as HTMLElement).getBoundingClientRect();
        return { top: Math.round(r.top), left: r.left, right: r.right, height: r.height };
      }),
    );
    const firstRow = boxes.filter((b) => b.top === boxes[0]!.top);
    expect(firstRow.length).toBeGreaterThan(1);
    for (const box of firstRow) expect(Math.abs(box.height - 200)).toBeLessThan(60);
    expect(firstRow[1]!.left - firstRow[0]!.right).toBeCloseTo(10, 0);
    await page.context().close();
  });

  test('a smart grid copies its items into the smart layout on a phone and hides the grid', async () => {
    const phone = await open({ width: 390, height: 844 });
    await phone.locator('#smart[data-smart="true"]').waitFor({ state: 'attached' });
    expect(await phone.locator('#smart .hl-gallery__grid').isHidden()).toBe(true);
    expect(await phone.locator('#smart .hl-gallery__smart .hl-gallery__item').count()).toBe(8);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.context().close();
    const desktop = await open();
    await desktop.locator('#smart[data-smart="false"]').waitFor({ state: 'attached' });
    expect(await desktop.locator('#smart .hl-gallery__grid').isVisible()).toBe(true);
    expect(await desktop.locator('#smart .hl-gallery__smart').isHidden()).toBe(true);
    await desktop.context().close();
  });

  test('trigger buttons drive the carousel: next moves a slide, play_pause follows autoplay', async () => {
    const page = await open();
    const carousel = page.locator('#slides');
    expect(await carousel.getAttribute('data-index')).toBe('0');
    await page.getByRole('button', { name: 'Next picture' }).click();
    await page.locator('#slides[data-index="1"]').waitFor({ state: 'attached' });
    // Autoplay runs: the button offers to pause; a click pauses it and it offers to play.
    expect(await page.locator('#go-play .hl-trigger__text').textContent()).toBe('Pause');
    await page.locator('#go-play button').click();
    expect(await carousel.getAttribute('data-playing')).toBe('false');
    expect(await page.locator('#go-play .hl-trigger__text').textContent()).toBe('Play');
    await page.clock.runFor(6000);
    expect(await carousel.getAttribute('data-index')).toBe('1');
    await page.locator('#go-play button').click();
    await page.clock.runFor(5000);
    await page.locator('#slides[data-index="2"]').waitFor({ state: 'attached' });
    await page.context().close();
  });

  test('trigger buttons drive the accordion: expand_collapse follows all open, next goes by tab number', async () => {
    const page = await open();
    const open_ = () =>
      page.$$eval('#faq .hl-accordion__item', (items) => items.map((i) => (i as HTMLElement).dataset.open));
    await page.locator('#toggle-all button').click();
    expect(await open_()).toEqual(['true', 'true', 'true']);
    expect(await page.locator('#toggle-all .hl-trigger__text').textContent()).toBe('Collapse all');
    await page.locator('#toggle-all button').click();
    expect(await open_()).toEqual(['false', 'false', 'false']);
    await page.locator('#faq-next button').click();
    expect(await open_()).toEqual(['true', 'false', 'false']);
    await page.locator('#faq-next button').click();
    expect(await open_()).toEqual(['false', 'true', 'false']);
    await page.context().close();
  });
});
