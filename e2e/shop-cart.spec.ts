import { describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedCatalog } from '@hookline/server/testing';
import { shopperContext } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

/** The cart as a shopper uses it: listing buttons, a fast add-and-remove, the mini-cart in two tabs. */
describe('shop: cart and mini-cart', () => {
  let stack: Stack;
  let browser: Browser;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedCatalog(stack.database.db);
  });

  const shopper = () => shopperContext(browser);
  const open = async (context: BrowserContext, path: string): Promise<Page> => {
    const page = await context.newPage();
    const response = await page.goto(`${stack.origin}${path}`);
    if (response?.status() !== 200)
      throw new Error(`${path} answered ${response?.status()}: ${await response?.text()}`);
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    return page;
  };
  const count = (page: Page) => page.locator('.cart-count').first().textContent();
  const miniCartNames = (page: Page) =>
    page
      .locator('.mini_cart_item > a:not(.remove)')
      .evaluateAll((els) => els.map((el) => el.textContent?.trim()));

  test('adds from the listing: loading, then added with a view-cart link; the integration sees the cart', async () => {
    const context = await shopper();
    const page = await open(context, '/shop?orderby=price');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/shop/add_to_cart', async (route) => {
      await held;
      await route.continue();
    });
    const button = page.locator('.add_to_cart_button').first();
    await button.click();
    await page.locator('.add_to_cart_button.loading').waitFor();
    release();
    await page.locator('.add_to_cart_button.added').waitFor();
    expect(await page.locator('a.added_to_cart').first().textContent()).toBe('View cart');
    expect(await count(page)).toBe('1');
    const integration = await page.evaluate(() =>
      (window as unknown as { HooklineShop: { getCart(): unknown } }).HooklineShop.getCart(),
    );
    expect(integration).toMatchObject({
      itemCount: 1,
      total: 4,
      productIds: [expect.stringMatching(/^\d+$/)],
    });
    await context.close();
  });

  test('sends fast adds and removes one at a time, in order, and ends with the right cart', async () => {
    const context = await shopper();
    const page = await open(context, '/shop?orderby=price');
    // The cart requests the page has open at once, counted in the page as it starts and ends each.
    await page.evaluate(() => {
      const counts = { sent: 0, open: 0, most: 0 };
      (window as unknown as { cartRequests: typeof counts }).cartRequests = counts;
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!/\/api\/shop\/(add_to_cart|remove_from_cart)$/.test(url)) return send(input, init);
        counts.sent += 1;
        counts.open += 1;
        counts.most = Math.max(counts.most, counts.open);
        return send(input, init).finally(() => void (counts.open -= 1));
      };
    });
    const cartRequests = () =>
      page.evaluate(
        () => (window as unknown as { cartRequests: { sent: number; most: number } }).cartRequests,
      );
    // Each burst of clicks is made while the first of its requests waits at the route: the clicks
    // after it are quicker than any answer, however busy the machine.
    const log: string[] = [];
    let addsClicked!: () => void;
    const adds = new Promise<void>((resolve) => (addsClicked = resolve));
    let removesClicked!: () => void;
    const removals = new Promise<void>((resolve) => (removesClicked = resolve));
    await context.route('**/api/shop/*_from_cart', async (route) => {
      log.push(`remove`);
      await removals;
      await route.continue();
    });
    await context.route('**/api/shop/add_to_cart', async (route) => {
      log.push(`add ${new URLSearchParams(route.request().postData() ?? '').get('product_id')}`);
      await adds;
      await route.continue();
    });
    const buttons = page.locator('.add_to_cart_button');
    const ids = await buttons.evaluateAll((els) =>
      els.slice(0, 3).map((el) => (el as HTMLElement).dataset.product_id),
    );
    const quantities = await buttons.evaluateAll((els) =>
      els.slice(0, 3).map((el) => Number((el as HTMLElement).dataset.quantity)),
    );
    for (let i = 0; i < 3; i++) await buttons.nth(i).click();
    addsClicked();
    await page.waitForFunction(() => document.querySelectorAll('.add_to_cart_button.added').length === 3);
    expect(log).toEqual(ids.map((id) => `add ${id}`));
    expect(await count(page)).toBe(String(quantities.reduce((a, b) => a + b, 0)));

    await page.locator('.mini-cart-toggle').click();
    const removes = page.locator('.mini-cart-panel .remove');
    await removes.nth(0).click();
    await removes.nth(1).click();
    removesClicked();
    await page.waitForFunction(
      (n) => document.querySelector('.cart-count')?.textContent === n,
      String(quantities[2]),
    );
    expect(log.slice(3)).toEqual(['remove', 'remove']);
    expect(await cartRequests()).toMatchObject({ sent: 5, most: 1 });
    expect(await miniCartNames(page)).toHaveLength(1);
    await context.close();
  });

  test('updates the mini-cart and cart page in a second open tab', async () => {
    const context = await shopper();
    const cartTab = await open(context, '/cart');
    expect(await cartTab.locator('.cart-empty').count()).toBe(1);
    const productTab = await open(context, '/product/espresso-cup');
    await productTab.locator('.single_add_to_cart_button').click();
    await productTab.locator('.single_add_to_cart_button.added').waitFor();

    await cartTab.waitForFunction(() => document.querySelector('.cart-count')?.textContent === '1');
    await cartTab.locator('.shop_table.cart .cart_item').waitFor();
    expect(await miniCartNames(cartTab)).toEqual(['Espresso Cup']);
    expect(await cartTab.locator('.cart-subtotal td').textContent()).toBe('$16.00');

    // Removing in the cart page updates the other tab too.
    await cartTab.locator('.shop_table.cart .remove').click();
    await productTab.waitForFunction(() => document.querySelector('.cart-count')?.textContent === '0');
    expect(await cartTab.locator('.cart-empty').count()).toBe(1);
    await context.close();
  });

  test('follows the remove link when the remove request fails', async () => {
    const context = await shopper();
    const page = await open(context, '/product/espresso-cup');
    await page.locator('.single_add_to_cart_button').click();
    await page.locator('.single_add_to_cart_button.added').waitFor();
    await context.route('**/api/shop/remove_from_cart', (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
    );
    await page.locator('.mini-cart-toggle').click();
    await Promise.all([
      page.waitForURL(`${stack.origin}/cart`),
      page.locator('.mini-cart-panel .remove').click(),
    ]);
    expect(await page.locator('.cart-empty').count()).toBe(1);
    await context.close();
  });

  test('goes to the product page when adding is refused with a product_url', async () => {
    const context = await shopper();
    const page = await open(context, '/shop');
    await context.route('**/api/shop/add_to_cart', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'out_of_stock', message: 'Sorry', product_url: '/product/oak-trivet' }),
      }),
    );
    await Promise.all([
      page.waitForURL(`${stack.origin}/product/oak-trivet`),
      page.locator('.add_to_cart_button').first().click(),
    ]);
    await context.close();
  });
});
