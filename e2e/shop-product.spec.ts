import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCatalog } from '@hookline/server/testing';
import { shopperContext } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

/** The product page as a shopper meets it: tabs, gallery and lightbox, reviews, header and notice. */
describe('shop: the product page', () => {
  let stack: Stack;
  let browser: Browser;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedCatalog(stack.database.db);
  });

  const open = async (path: string) => {
    const page = await (await shopperContext(browser, { viewport: { width: 1280, height: 800 } })).newPage();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const response = await page.goto(`${stack.origin}${path}`);
    if (response?.status() !== 200)
      throw new Error(`${path} answered ${response?.status()}: ${await response?.text()}`);
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    return { page, alerts };
  };
  const activeTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').textContent();

  test.each([
    ['', 'Description'],
    ['#reviews', 'Reviews (3)'],
    ['#tab-reviews', 'Reviews (3)'],
    ['#comment-1', 'Reviews (3)'],
    ['?cpage=2', 'Reviews (3)'],
    ['/comment-page-2/', 'Reviews (3)'],
    ['#tab-additional_information', 'Additional information'],
    ['#tab-description', 'Description'],
  ])('opening %s shows the %s tab', async (suffix, expected) => {
    const { page } = await open(`/product/stoneware-mug${suffix}`);
    await page.waitForFunction(
      (label) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === label,
      expected,
    );
    expect(await page.locator('[role="tabpanel"]:not([hidden])').count()).toBe(1);
    await page.context().close();
  });

  test('moves between tabs with arrow keys, Home and End', async () => {
    const { page } = await open('/product/stoneware-mug');
    await page.locator('[role="tab"]').first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await activeTab(page)).toBe('Additional information');
    await page.keyboard.press('End');
    expect(await activeTab(page)).toBe('Reviews (3)');
    await page.keyboard.press('ArrowRight');
    expect(await activeTab(page)).toBe('Description');
    await page.keyboard.press('ArrowLeft');
    expect(await activeTab(page)).toBe('Reviews (3)');
    await page.keyboard.press('Home');
    expect(await activeTab(page)).toBe('Description');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
    await page.context().close();
  });

  test('opens the lightbox with its own hash, reopens it from the hash, and closes it', async () => {
    const { page } = await open('/product/stoneware-mug');
    expect(await page.locator('.flex-control-thumbs button').count()).toBe(4);
    await page.locator('.flex-control-thumbs button').nth(1).click();
    await page.locator('.woocommerce-product-gallery__trigger').click();
    const dialog = page.getByRole('dialog', { name: 'Product images' });
    await dialog.waitFor();
    // The address follows each step (a busy machine may take a frame or two to write it).
    const hashBecomes = (hash: string) =>
      page.waitForFunction((wanted) => window.location.hash === wanted, hash, { timeout: 10_000 });
    await hashBecomes('#&gid=1&pid=2');
    // The keys work once the lightbox has taken the focus (its effects run after it is drawn).
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await page.keyboard.press('ArrowRight');
    await hashBecomes('#&gid=1&pid=3');
    expect(await dialog.locator('.lightbox-counter').textContent()).toBe('3 / 4');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await hashBecomes('');

    await page.goto(`${stack.origin}/product/stoneware-mug#&gid=1&pid=4`);
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('.lightbox-counter').textContent()).toBe('4 / 4');
    await page.context().close();
  });

  test('says so when a lightbox image cannot load', async () => {
    const context = await shopperContext(browser);
    await context.route('**/shop-images/*/1200/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${stack.origin}/product/stoneware-mug#&gid=1&pid=1`);
    const error = page.locator('.lightbox-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('The image could not be loaded.');
    await context.close();
  });

  test('has a slider and zoom only where they make sense', async () => {
    const mug = await open('/product/stoneware-mug');
    expect(await mug.page.locator('.woocommerce-product-gallery').getAttribute('data-zoom')).toBe('on');
    await mug.page.locator('.gallery-viewport').hover();
    await mug.page.mouse.move(300, 400);
    await mug.page.locator('.zoomImg').waitFor();
    const single = await open('/product/gift-wrap');
    const gallery = single.page.locator('.woocommerce-product-gallery');
    expect(await gallery.getAttribute('class')).toContain('is-single');
    expect(await gallery.getAttribute('data-zoom')).toBe('off');
    expect(await single.page.locator('.flex-control-thumbs').count()).toBe(0);
    await mug.page.context().close();
    await single.page.context().close();
  });

  test('requires a rating for a review, then shows the new review', async () => {
    const { page, alerts } = await open('/product/espresso-cup#reviews');
    const form = page.locator('#commentform');
    await form.locator('#comment').fill('Perfect little cup.');
    await form.locator('#author').fill('Noor');
    await form.locator('#email').fill('noor@example.com');
    await form.locator('#submit').click();
    expect(alerts).toEqual(['Please select a rating']);
    expect(await page.locator('.commentlist li').count()).toBe(1);

    await form.getByRole('button', { name: '4 of 5 stars' }).click();
    expect(await form.locator('input[name="rating"]').inputValue()).toBe('4');
    await form.locator('#submit').click();
    await page.locator('.commentlist li', { hasText: 'Perfect little cup.' }).waitFor();
    expect(await page.locator('.commentlist li').count()).toBe(2);
    // The counts follow without a reload: the tab's title and the rating link under the title.
    expect(await page.getByRole('tab', { name: 'Reviews (2)' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.woocommerce-review-link').textContent()).toBe('(2 customer reviews)');
    await page.context().close();
  });

  test('a page of reviews, /product/{slug}/comment-page-N/, opens on its reviews; other sub-paths are 404', async () => {
    const { page } = await open('/product/stoneware-mug/comment-page-2/');
    await page.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Reviews (3)',
    );
    expect(await page.locator('#tab-reviews').isVisible()).toBe(true);
    expect(await page.locator('h1.product_title').textContent()).toBe('Stoneware Mug');
    const unknown = await page.goto(`${stack.origin}/product/stoneware-mug/no-such-page/`);
    expect(unknown?.status()).toBe(404);
    await page.context().close();
  });

  test('turns the three header sections #2b3990 past 10 px of scroll, transparent again at the top', async () => {
    const { page } = await open('/product/stoneware-mug');
    const colours = () =>
      page
        .locator('.header-section')
        .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(await colours()).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
    // At 10 px, once the page has handled the scroll: its scroll event, the header's frame after it,
    // and the render that frame asked for (a task later).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const rendered = () => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          };
          window.addEventListener('scroll', () => requestAnimationFrame(rendered), { once: true });
          window.scrollTo(0, 10);
        }),
    );
    expect(await page.locator('.shop-header').getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await page.waitForFunction(
      () => document.querySelector('.shop-header')?.getAttribute('data-scrolled') === 'true',
    );
    // The colour fades in over 0.2 s: wait for the fades to end (however long a busy machine takes).
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.header-section')).every((el) => el.getAnimations().length === 0),
    );
    expect(await colours()).toEqual(['rgb(43, 57, 144)', 'rgb(43, 57, 144)', 'rgb(43, 57, 144)']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => document.querySelector('.shop-header')?.getAttribute('data-scrolled') === 'false',
    );
    await page.context().close();
  });

  test('hides the store notice for good once dismissed', async () => {
    const { page } = await open('/shop');
    await page.locator('.store-notice-dismiss').click();
    expect(await page.locator('.store-notice').count()).toBe(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'hl_store_notice');
    expect(cookie).toMatchObject({ value: 'hidden', path: '/' });
    await page.reload();
    expect(await page.locator('.store-notice').count()).toBe(0);
    await page.context().close();
  });
});
