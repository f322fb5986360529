import { describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { uniqueSuffix } from '@hookline/db/testing';
import { seedCatalog, seedDemo } from '@hookline/server/testing';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { islandsReady } from './support/builder-pages.ts';
import { shopperContext } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

const SIZES = [
  { name: 'desktop', options: { viewport: { width: 1366, height: 850 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

/**
 * An accessibility audit of every kind of shop page (issue 26): axe-core finds no serious or
 * critical violation at desktop and phone sizes, on the pages a shopper meets from the home page to
 * an order received and their account, and on the builder's demo pages (the Journal, a post, the
 * widgets, the stores map, the events calendar). One shopper per size goes through them in turn.
 */
describe.each(SIZES)('shop: accessibility audit at $name size', ({ name: size, options }) => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedCatalog(stack.database.db);
    await seedDemo(stack.database.db);
    context = await shopperContext(browser, options);
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });

  /** Opens `path` and waits until the page is hydrated and its builder islands are live. */
  const open = async (path: string): Promise<void> => {
    const response = await page.goto(`${stack.origin}${path}`);
    expect(response?.status(), path).toBe(200);
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    await islandsReady(page);
  };
  const audit = (what: string) => expectNoSeriousA11yViolations(page, `${what} (${size})`);

  test.for([
    '/',
    '/shop',
    '/product-category/coffee/',
    '/product/espresso-cup',
    '/product/everyday-tee',
    '/journal',
    '/widgets',
    '/stores',
    '/events',
  ])('finds nothing serious on %s', async (path) => {
    await open(path);
    await audit(path);
  });

  test('finds nothing serious on a Journal post', async () => {
    await open('/journal');
    const post = await page.locator('main a[href^="/journal/"]').first().getAttribute('href');
    expect(post).toMatch(/^\/journal\/[a-z0-9-]+$/);
    await open(post!);
    await audit('a Journal post');
  });

  test('finds nothing serious on the cart with an item, the checkout and the order received', async () => {
    await open('/shop?orderby=price');
    await page.locator('li.product', { hasText: 'Espresso Cup' }).locator('.add_to_cart_button').click();
    await page.locator('a.added_to_cart').first().waitFor();
    await open('/cart');
    await page.locator('.cart_item').first().waitFor();
    await audit('/cart');

    await open('/checkout');
    await audit('/checkout');
    for (const [field, value] of [
      ['billing_first_name', 'Rae'],
      ['billing_last_name', 'Buyer'],
      ['billing_email', `rae-${uniqueSuffix()}@example.com`],
      ['billing_address_1', '5 Canal St'],
      ['billing_city', 'Amsterdam'],
      ['billing_postcode', '1012 AB'],
    ] as const) {
      await page.locator(`#${field}`).fill(value);
    }
    await page.locator('#billing_country').selectOption('NL');
    await page.locator('#place_order').click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\?key=wc_order_/);
    await page.locator('.thankyou').waitFor();
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    await audit('order received');
  });

  test('finds nothing serious on my account, logged out and logged in', async () => {
    await open('/my-account');
    await audit('/my-account, logged out');
    const register = page.locator('form.account-form', { hasText: 'Register' });
    await register.locator('#reg-name').fill('Ines');
    await register.locator('#reg-email').fill(`a11y-${uniqueSuffix()}@example.com`);
    await register.locator('#reg-password').fill('a good password');
    await Promise.all([
      page.waitForEvent('load'),
      register.getByRole('button', { name: 'Register' }).click(),
    ]);
    await page.getByText('Hello Ines').waitFor();
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    await audit('/my-account, logged in');
  });
});
