import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { publishTestPage, widgetNode } from './support/builder-pages.ts';
import { withoutPixel } from './support/contexts.ts';
import { pausedContext } from './support/clock.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

const slides = ['sunset', 'mountain', 'citrus'].map((name, i) => ({
  src: `/shop-images/${i * 90}/600/${name}.svg`,
}));

/**
 * Dynamic-content and shop widgets on published builder pages, over the seeded demo content
 * (Journal, Lookbook, main menu) and catalogue; the entry templates at `/{collection}/{slug}`.
 */
describe('builder widgets: backgrounds, loops, fields, shop, menus, entry templates', () => {
  let stack: Stack;
  let browser: Browser;
  let path: string;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    path = await publishTestPage(stack.database.db, 'dynamic', [
      widgetNode('Section', 'show', {
        slider: {
          enabled: true,
          slides,
          slides_field: '',
          transition: 'fade',
          transition_duration: null,
          animation: '',
          delay: null,
          overlay: false,
          cover: 'cover',
          timer: true,
          loop: false,
          autoplay: true,
        },
      }),
      widgetNode('DynamicLoop', 'looks', {
        source: { collection: 'lookbook', entry: 'harbour-linen', field: 'looks' },
        layout: 'masonry',
        columns: 3,
      }),
      widgetNode('CustomField', 'season', {
        source: { collection: 'lookbook', entry: 'harbour-linen' },
        field: 'season',
        label: 'Season',
      }),
      widgetNode('CustomField', 'hidden-season', {
        source: { collection: 'lookbook', entry: 'harbour-linen' },
        field: 'season',
        hide: 'always',
      }),
      widgetNode('ShopAddToCart', 'buy', { product: 'espresso-cup' }),
      widgetNode('ShopTabs', 'mug-tabs', { product: 'stoneware-mug' }),
      widgetNode('Menu', 'main-menu', { menu: 'main' }),
      widgetNode('Menu', 'bad-menu', { menu_json: '[{"id": "a", "label": ""}]' }),
    ]);
  });

  const open = async (viewport = { width: 1280, height: 800 }, hash = ''): Promise<Page> => {
    const page = await (await withoutPixel(await pausedContext(browser, { viewport }))).newPage();
    const response = await page.goto(`${stack.origin}${path}${hash}`);
    expect(response?.status()).toBe(200);
    await page.locator('#main-menu[data-island-ready]').waitFor({ state: 'attached' });
    return page;
  };

  test('the background slider shows each slide for 5000 ms and ends on the last one without loop', async () => {
    const page = await open();
    const slider = page.locator('#show .hl-bg-slider[data-island-ready]');
    await slider.waitFor({ state: 'attached' });
    expect(await slider.getAttribute('data-slide')).toBe('0');
    await page.clock.runFor(4900);
    expect(await slider.getAttribute('data-slide')).toBe('0');
    await page.clock.runFor(200);
    await expect.poll(() => slider.getAttribute('data-slide')).toBe('1');
    await page.clock.runFor(5000);
    await expect.poll(() => slider.getAttribute('data-slide')).toBe('2');
    await page.clock.runFor(5000);
    await expect.poll(() => slider.getAttribute('data-ended')).toBe('true');
    expect(await slider.getAttribute('data-slide')).toBe('2');
    await page.context().close();
  });

  test('a repeater as masonry puts each row in the shortest column: 3 on a desktop, 1 on a phone', async () => {
    const page = await open();
    const masonry = page.locator('#looks[data-island-ready]');
    await masonry.waitFor({ state: 'attached' });
    await expect.poll(() => masonry.getAttribute('data-columns-shown')).toBe('3');
    const lefts = await page.$$eval('#looks > .hl-loop__item', (items) =>
      items.map((i) => Math.round(i.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size).toBe(3);
    await page.context().close();

    const phone = await open({ width: 390, height: 844 });
    await expect.poll(() => phone.locator('#looks').getAttribute('data-columns-shown')).toBe('1');
    const widths = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(widths).toBe(0);
    await phone.context().close();
  });

  test('a custom field shows its value; one whose wrapper is flagged hide is not shown', async () => {
    const page = await open();
    expect(await page.locator('#season').innerText()).toContain('Summer');
    expect(await page.locator('#hidden-season').isVisible()).toBe(false);
    await page.context().close();
  });

  test('the add-to-cart quantity input updates the button, which adds and then offers the cart', async () => {
    const page = await open();
    const buy = page.locator('#buy[data-island-ready]');
    await buy.waitFor({ state: 'attached' });
    const button = buy.getByRole('button', { name: /Add to cart: “Espresso Cup”/ });
    await buy.getByLabel('Quantity of Espresso Cup').fill('3');
    await expect.poll(() => button.getAttribute('data-quantity')).toBe('3');
    await button.click();
    await buy.getByRole('link', { name: 'View cart' }).waitFor();
    const cart = await (await page.context().request.get(`${stack.origin}/cart`)).text();
    expect(cart).toContain('Espresso Cup');
    await page.context().close();
  });

  test('the shop tabs open the reviews for a #reviews address, else the description', async () => {
    const first = await open();
    const tabs = first.locator('#mug-tabs[data-island-ready]');
    await tabs.waitFor({ state: 'attached' });
    expect(await tabs.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).toBe('true');
    await first.context().close();

    const reviews = await open(undefined, '#reviews');
    const tabsAgain = reviews.locator('#mug-tabs[data-island-ready]');
    await tabsAgain.waitFor({ state: 'attached' });
    await expect
      .poll(() => tabsAgain.getByRole('tab', { name: /^Reviews/ }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await tabsAgain.getByRole('tabpanel').filter({ visible: true }).count()).toBe(1);
    await reviews.context().close();
  });

  test('the menu shows the dashboard menu, opens a sub-menu 250 ms after hover, and refuses bad JSON', async () => {
    const page = await open();
    const menu = page.locator('#main-menu');
    await menu.getByRole('link', { name: 'Shop', exact: true }).waitFor();
    const journal = menu.locator('.hl-menu__parent').first();
    await journal.hover();
    await page.clock.runFor(200);
    expect(await journal.locator('.hl-menu__sub').isVisible()).toBe(false);
    await page.clock.runFor(100);
    await expect.poll(() => journal.locator('.hl-menu__sub').isVisible()).toBe(true);
    const alert = page.locator('#bad-menu[role="alert"]');
    expect(await alert.innerText()).toContain('The menu is not valid: item 1 > label: give the item a label');
    await page.context().close();
  });

  test('every Journal entry has its page from the Journal template; an unknown one is the 404 page', async () => {
    const page = await (await withoutPixel(await browser.newContext())).newPage();
    await page.goto(`${stack.origin}/journal`);
    const first = page.locator('.hl-post__title a').first();
    const href = (await first.getAttribute('href'))!;
    const title = await first.innerText();
    expect(href).toMatch(/^\/journal\/[a-z0-9-]+$/);
    const response = await page.goto(`${stack.origin}${href}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toBe(title);
    // The post's body is open on its own page: no unfold toggle hides it.
    expect(await page.locator('#post-body .hl-post-content__body p').first().isVisible()).toBe(true);
    expect(await page.locator('#post-body').getByRole('button', { name: 'Read more' }).count()).toBe(0);
    const missing = await page.goto(`${stack.origin}/journal/no-such-post`);
    expect(missing?.status()).toBe(404);
    await page.context().close();
  });
});
