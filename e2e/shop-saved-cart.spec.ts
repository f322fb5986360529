import { describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eq, shopTables } from '@hookline/db';
import { uniqueSuffix } from '@hookline/db/testing';
import { seedCatalog } from '@hookline/server/testing';
import { shopperContext } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

/** WooCommerce's persistent cart, as a shopper meets it: the cart follows them to another browser. */
describe('shop: saved carts', () => {
  let stack: Stack;
  let browser: Browser;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedCatalog(stack.database.db);
  });

  const open = async (context: BrowserContext, path: string): Promise<Page> => {
    const page = await context.newPage();
    const response = await page.goto(`${stack.origin}${path}`);
    expect(response?.status(), path).toBe(200);
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    return page;
  };
  const addToCart = async (page: Page, count: string) => {
    await page.locator('.single_add_to_cart_button').click();
    await page.locator('.cart-count', { hasText: count }).first().waitFor();
  };
  const cartLines = async (page: Page) => {
    await page.goto(`${stack.origin}/cart`);
    return (await page.locator('.cart_item .product-name a').allTextContents()).map((t) => t.trim()).sort();
  };

  test('a customer’s cart follows them to a second browser, merged with what they added there as a guest', async () => {
    const email = `saved-${uniqueSuffix()}@example.com`;
    const first = await shopperContext(browser);
    const home = await open(first, '/my-account');
    const register = home.locator('form.account-form', { hasText: 'Register' });
    await register.locator('#reg-name').fill('Mina');
    await register.locator('#reg-email').fill(email);
    await register.locator('#reg-password').fill('a good password');
    await Promise.all([
      home.waitForEvent('load'),
      register.getByRole('button', { name: 'Register' }).click(),
    ]);
    await home.getByText('Hello Mina').first().waitFor();
    await addToCart(await open(first, '/product/oak-trivet'), '1');

    // Another browser: a guest adds a candle, then logs in.
    const second = await shopperContext(browser);
    await addToCart(await open(second, '/product/beeswax-candle'), '1');
    const account = await open(second, '/my-account');
    const login = account.locator('form.account-form', { hasText: 'Login' });
    await login.locator('#login-email').fill(email);
    await login.locator('#login-password').fill('a good password');
    await Promise.all([account.waitForEvent('load'), login.getByRole('button', { name: 'Log in' }).click()]);
    await account.getByText('Hello Mina').first().waitFor();
    expect(await account.locator('.cart-count').first().textContent()).toBe('2');
    expect(await cartLines(account)).toEqual(['Beeswax Candle', 'Oak Trivet']);

    // The first browser sees the candle too.
    expect(await cartLines(await first.newPage())).toEqual(['Beeswax Candle', 'Oak Trivet']);
    await first.close();
    await second.close();
  });
  test('a merged cart keeps to the stock on hand, and the shopper is told what was reduced', async () => {
    const email = `merge-${uniqueSuffix()}@example.com`;
    const first = await shopperContext(browser);
    const home = await open(first, '/my-account');
    const register = home.locator('form.account-form', { hasText: 'Register' });
    await register.locator('#reg-email').fill(email);
    await register.locator('#reg-password').fill('a good password');
    await Promise.all([
      home.waitForEvent('load'),
      register.getByRole('button', { name: 'Register' }).click(),
    ]);
    const jarPage = await open(first, '/product/cold-brew-jar');
    for (const count of ['1', '2', '3']) await addToCart(jarPage, count);

    // Two jars are left when the customer logs in from another browser, where a candle waits.
    const products = shopTables.products;
    await stack.database.db.update(products).set({ maxQty: 2 }).where(eq(products.slug, 'cold-brew-jar'));
    try {
      const second = await shopperContext(browser);
      await addToCart(await open(second, '/product/beeswax-candle'), '1');
      const account = await open(second, '/my-account');
      const login = account.locator('form.account-form', { hasText: 'Login' });
      await login.locator('#login-email').fill(email);
      await login.locator('#login-password').fill('a good password');
      await Promise.all([
        account.waitForEvent('load'),
        login.getByRole('button', { name: 'Log in' }).click(),
      ]);
      await account
        .locator('.woocommerce-error', {
          hasText:
            'Sorry, we do not have enough “Cold Brew Jar” in stock to fulfill your order (2 available).',
        })
        .waitFor();
      expect(await account.locator('.cart-count').first().textContent()).toBe('3');
      await account.goto(`${stack.origin}/cart`);
      const jarLine = account.locator('.cart_item', { hasText: 'Cold Brew Jar' });
      expect(await jarLine.locator('.product-quantity input').inputValue()).toBe('2');
      await second.close();
    } finally {
      await stack.database.db.update(products).set({ maxQty: 3 }).where(eq(products.slug, 'cold-brew-jar'));
      await first.close();
    }
  });
});
