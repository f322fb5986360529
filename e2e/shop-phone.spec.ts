import { describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { uniqueSuffix } from '@hookline/db/testing';
import { seedDemo } from '@hookline/server/testing';
import { shopperContext } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * The shop's buying pages on a 390x844 phone, by a shopper whose email is long (issue 26): nothing
 * scrolls sideways, the header (store notice included) takes at most a quarter of the first screen,
 * the cart's remove buttons, the payment row and the map's zoom buttons are thumb-sized, and the
 * order's address is written as its country writes it.
 */
describe('shop: the buying pages on a phone', () => {
  let stack: Stack;
  let browser: Browser;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    // The catalogue and the /stores page.
    await seedDemo(stack.database.db);
  });

  const open = async (page: Page, path: string) => {
    await page.goto(`${stack.origin}${path}`);
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
  };
  /** How far the page scrolls sideways, and where the header ends (the notice above it included). */
  const layout = (page: Page) =>
    page.evaluate(() => ({
      sideways: document.documentElement.scrollWidth - window.innerWidth,
      headerBottom: document.querySelector('.shop-header')!.getBoundingClientRect().bottom,
    }));
  const size = async (page: Page, selector: string) => {
    const boxes = await page
      .locator(selector)
      .evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect()).map(({ width, height }) => ({ width, height })),
      );
    expect(boxes.length, selector).toBeGreaterThan(0);
    return {
      width: Math.min(...boxes.map((b) => b.width)),
      height: Math.min(...boxes.map((b) => b.height)),
    };
  };

  test('cart, checkout, order received and my account: no sideways scroll, a short header, 44 px controls', async () => {
    const context: BrowserContext = await shopperContext(browser, PHONE);
    const page = await context.newPage();
    const email = `a-shopper-with-a-very-long-address-${uniqueSuffix()}@an-extremely-long-domain-name.example.com`;
    await open(page, '/my-account');
    const register = page.locator('form.account-form', { hasText: 'Register' });
    await register.locator('#reg-email').fill(email);
    await register.locator('#reg-password').fill('a good password');
    await Promise.all([
      page.waitForEvent('load'),
      register.getByRole('button', { name: 'Register' }).click(),
    ]);

    await open(page, '/product/serving-platter');
    await page.locator('.single_add_to_cart_button').click();
    await page.locator('.added_to_cart').waitFor();
    await open(page, '/cart');
    expect(await layout(page)).toEqual({ sideways: 0, headerBottom: expect.any(Number) });
    expect((await layout(page)).headerBottom).toBeLessThanOrEqual(844 / 4);
    expect(await size(page, '.shop_table.cart .remove')).toEqual({ width: 44, height: 44 });

    await open(page, '/checkout');
    expect((await layout(page)).sideways).toBe(0);
    expect((await layout(page)).headerBottom).toBeLessThanOrEqual(844 / 4);
    // The whole payment row is the radio's target.
    const row = page.locator('label', { has: page.locator('input[name="payment_method"]') });
    expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect((await row.boundingBox())!.width).toBeGreaterThan(200);
    for (const [field, value] of [
      ['billing_first_name', 'Ada'],
      ['billing_last_name', 'Lovelace'],
      ['billing_address_1', '1 Market Street'],
      ['billing_city', 'San Francisco'],
      ['billing_state', 'CA'],
      ['billing_postcode', '94103'],
    ] as const)
      await page.locator(`#${field}`).fill(value);
    expect(await page.locator('#billing_email').inputValue()).toBe(email);
    await Promise.all([
      page.waitForURL(/\/checkout\/order-received\//),
      page.locator('#place_order').click(),
    ]);
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    expect((await layout(page)).sideways).toBe(0);
    expect((await layout(page)).headerBottom).toBeLessThanOrEqual(844 / 4);
    expect(await page.locator('.billing-address .address-line').allTextContents()).toEqual([
      'Ada Lovelace',
      '1 Market Street',
      'San Francisco, CA 94103',
      'United States',
      email,
    ]);

    await open(page, '/my-account');
    expect((await layout(page)).sideways).toBe(0);
    expect((await layout(page)).headerBottom).toBeLessThanOrEqual(844 / 4);
    expect(await page.locator('.account-address .address-line').nth(2).textContent()).toBe(
      'San Francisco, CA 94103',
    );
    await context.close();
  });

  test('the stores map’s zoom buttons are 44 px on a phone', async () => {
    const context = await shopperContext(browser, PHONE);
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await page.goto(`${stack.origin}/stores`);
    await page.locator('[data-map-ready="true"]').waitFor({ timeout: 30_000 });
    expect((await layout(page)).sideways).toBe(0);
    const zoom = await size(page, '.leaflet-control-zoom a');
    expect(zoom.width).toBeGreaterThanOrEqual(44);
    expect(zoom.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});
