import { describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createCoupon, siteIdOfClient } from '@hookline/db';
import { seedCatalog, DEMO_CLIENT_ID, seedDemo } from '@hookline/server/testing';
import { shopperContext } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import type { Stack } from './support/stack.ts';

/** The storefront as a shopper finds it: search, categories, pages, the cart page, coupons, checkout, 404s. */
describe('shop: storefront journeys', () => {
  let stack: Stack;
  let browser: Browser;
  let siteId: string;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedCatalog(stack.database.db);
    // The demo itself, not a bare site under its id: a site made here belonged to a free account,
    // and later journeys of the same worker found the demo's pro widgets locked.
    await seedDemo(stack.database.db);
    siteId = (await siteIdOfClient(stack.database.db, DEMO_CLIENT_ID))!;
  });

  const shopper = (options: Parameters<Browser['newContext']>[0] = {}) => shopperContext(browser, options);
  const open = async (context: BrowserContext, path: string, status = 200): Promise<Page> => {
    const page = await context.newPage();
    const response = await page.goto(`${stack.origin}${path}`);
    expect(response?.status(), path).toBe(status);
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    return page;
  };
  const names = (page: Page) =>
    page.locator('ul.products h2').evaluateAll((els) => els.map((el) => el.textContent?.trim()));

  test('searches from the header box, sorts the results, and says when nothing matches', async () => {
    const context = await shopper();
    const page = await open(context, '/');
    await page.locator('#product-search-field').fill('linen');
    await page.locator('#product-search-field').press('Enter');
    await page.locator('h1', { hasText: 'Search results: “linen”' }).waitFor();
    // The sort box submits itself once the results page is hydrated (its markup shows before).
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    expect(await names(page)).toEqual(expect.arrayContaining(['Linen Apron', 'Linen Tablecloth']));
    await page.locator('#orderby').selectOption('price-desc');
    await page.waitForURL(/orderby=price-desc/);
    expect(new URL(page.url()).searchParams.get('s')).toBe('linen');
    expect((await names(page))[0]).toBe('Linen Tablecloth');
    const none = await open(context, '/?s=unicorn&post_type=product');
    expect(await none.locator('.no-products-found').textContent()).toBe(
      'No products were found matching your selection.',
    );
    await context.close();
  });

  test('opens a category from the menu, pages to page 2, and gets a 404 past the end', async () => {
    const context = await shopper();
    const page = await open(context, '/shop');
    await page.locator('.category-menu a', { hasText: 'Coffee' }).click();
    await page.waitForURL(/\/product-category\/coffee\/$/);
    expect(await page.locator('h1').textContent()).toBe('Coffee');
    expect(await page.title()).toMatch(/^Coffee – /);
    const shop = await open(context, '/shop');
    await shop.locator('.pagination a', { hasText: '2' }).click();
    await shop.waitForURL(/\/shop\/page\/2\/$/);
    expect(await shop.locator('.pagination .current').textContent()).toBe('2');
    const past = await open(context, '/shop/page/3/', 404);
    expect(await past.locator('h1').textContent()).toBe('Page not found');
    const unknown = await open(context, '/some/unknown/address', 404);
    expect(await unknown.locator('a.button', { hasText: 'Back to the shop' }).count()).toBe(1);
    await context.close();
  });

  test('adds from the listing without scripts through the add-to-cart address', async () => {
    const context = await shopper({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${stack.origin}/product-category/home/`);
    await page.locator('li.product', { hasText: 'Oak Trivet' }).locator('.add_to_cart_button').click();
    await page
      .locator('.woocommerce-message', { hasText: '“Oak Trivet” has been added to your cart.' })
      .waitFor();
    expect(await page.locator('.cart-count').first().textContent()).toBe('1');
    // A second candle is refused, and the product page says why.
    const candle = page.locator('li.product', { hasText: 'Beeswax Candle' }).locator('.add_to_cart_button');
    await candle.click();
    await page.locator('li.product', { hasText: 'Beeswax Candle' }).locator('.add_to_cart_button').click();
    await page.waitForURL(/\/product\/beeswax-candle$/);
    expect(await page.locator('.woocommerce-error').textContent()).toBe(
      'You cannot add another “Beeswax Candle” to your cart.',
    );
    await context.close();
  });

  test('updates quantities on the cart page, applies a coupon, refuses an expired one, and checks out', async () => {
    const code = `spring${Date.now().toString(36)}`;
    await createCoupon(stack.database.db, { siteId, code, kind: 'percent', amount: 10 });
    const old = `old${Date.now().toString(36)}`;
    await createCoupon(stack.database.db, {
      siteId,
      code: old,
      kind: 'fixed_cart',
      amount: 500,
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    const context = await shopper();
    const listing = await open(context, '/shop?orderby=price');
    await listing.locator('li.product', { hasText: 'Espresso Cup' }).locator('.add_to_cart_button').click();
    await listing.locator('a.added_to_cart').first().waitFor();

    const cart = await open(context, '/cart');
    expect(await cart.locator('.product-thumbnail img').count()).toBe(1);
    expect(await cart.locator('.shipping td').textContent()).toContain('Flat rate: $5.00');
    const update = cart.locator('button[name="update_cart"]');
    expect(await update.isDisabled()).toBe(true);
    await cart.locator('.product-quantity input').fill('4');
    await update.click();
    await cart.locator('.woocommerce-message', { hasText: 'Cart updated.' }).waitFor();
    expect(await cart.locator('.cart-subtotal td').textContent()).toBe('$64.00');
    expect(await cart.locator('.shipping td').textContent()).toBe('Free shipping');
    expect(await cart.locator('.cart-count').first().textContent()).toBe('4');

    await cart.locator('#coupon_code').fill(old);
    await cart.locator('button', { hasText: 'Apply coupon' }).click();
    await cart.locator('.woocommerce-error', { hasText: 'This coupon has expired.' }).waitFor();
    await cart.locator('#coupon_code').fill(code.toUpperCase());
    await cart.locator('button', { hasText: 'Apply coupon' }).click();
    await cart.locator('.woocommerce-message', { hasText: 'Coupon code applied successfully.' }).waitFor();
    expect(await cart.locator(`.cart-discount th`).textContent()).toBe(`Coupon: ${code}`);
    expect(await cart.locator('.order-total-amount').textContent()).toBe('$57.60');

    const checkout = await open(context, '/checkout');
    expect(await checkout.locator('#billing_country option').count()).toBeGreaterThan(240);
    for (const [name, value] of [
      ['billing_first_name', 'Rae'],
      ['billing_last_name', 'Buyer'],
      ['billing_email', 'rae@example.com'],
      ['billing_address_1', '5 Canal St'],
      ['billing_city', 'Amsterdam'],
      ['billing_postcode', 'nope'],
    ]) {
      await checkout.locator(`#${name}`).fill(value!);
    }
    await checkout.locator('#billing_country').selectOption('NL');
    await checkout.locator('#place_order').click();
    await checkout.locator('.checkout-error', { hasText: 'Postcode / ZIP' }).waitFor();
    await checkout.locator('#billing_postcode').fill('1012 AB');
    await checkout.locator('#place_order').click();
    await checkout.waitForURL(/\/checkout\/order-received\/\d+\?key=wc_order_/);
    await checkout.reload();
    await checkout.locator('.thankyou').waitFor();
    const details = await checkout.locator('.order_details_table').textContent();
    expect(details).toContain('Espresso Cup');
    expect(details).toContain(`Coupon: ${code}`);
    expect(await checkout.locator('.order-total').textContent()).toBe('$57.60');
    expect(await checkout.locator('.billing-address').textContent()).toContain('Netherlands');
    await context.close();
  });

  test('keeps the mini-cart buttons readable on the scrolled header', async () => {
    const context = await shopper({ viewport: { width: 1366, height: 850 } });
    const page = await open(context, '/shop');
    await page.locator('.add_to_cart_button').first().click();
    await page.locator('a.added_to_cart').first().waitFor();
    await page.mouse.wheel(0, 600);
    await page.locator('.shop-header.is-scrolled').waitFor();
    await page.locator('.mini-cart-toggle').hover();
    await page.locator('.mini-cart-toggle').click();
    const button = page.locator('.mini-cart-panel a.button').first();
    await button.waitFor();
    const [color, background] = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.color, style.backgroundColor];
    });
    expect(color).not.toBe(background);
    expect(color).toBe('rgb(255, 255, 255)');
    await context.close();
  });

  test('lays out listing, product, cart and checkout on a phone without horizontal scroll', async () => {
    const context = await shopper({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const listing = await open(context, '/shop');
    await listing.locator('.add_to_cart_button').first().click();
    await listing.locator('a.added_to_cart').first().waitFor();
    for (const path of ['/shop', '/product-category/linen/', '/product/everyday-tee', '/cart', '/checkout']) {
      const page = await open(context, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBe(0);
      const search = await page.locator('.product-search button').boundingBox();
      expect(search!.height, path).toBeGreaterThanOrEqual(44);
      // Thumb-sized: the header's links and every button and field of the page's forms.
      const small = await page
        .locator(
          '.header-top a, .mini-cart-toggle, .shop-main form :is(button, select, input:not([type=hidden], [type=radio], [type=checkbox]))',
        )
        .evaluateAll((els) =>
          els
            .filter((el) => el.getBoundingClientRect().width > 0)
            .filter(
              (el) =>
                el.getBoundingClientRect().height < 44 || parseFloat(getComputedStyle(el).fontSize) < 16,
            )
            .map((el) => el.outerHTML.slice(0, 80)),
        );
      expect(small, path).toEqual([]);
    }
    await context.close();
  });

  test('on a phone, a Menu button opens the header links and Escape closes them; the password toggle is an icon', async () => {
    const context = await shopper({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await open(context, '/my-account');
    const menu = page.getByRole('button', { name: 'Menu' });
    const box = await menu.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    const shopLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' });
    expect(await shopLink.isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await shopLink.waitFor({ state: 'visible' });
    expect((await shopLink.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.keyboard.press('Escape');
    await shopLink.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');

    // The password toggle draws an SVG eye, no emoji, and says what it does.
    const toggle = page.getByRole('button', { name: 'Show password' }).first();
    expect(await toggle.locator('svg').count()).toBe(1);
    expect((await toggle.textContent())!.trim()).toBe('');
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Hide password' }).count()).toBe(1);

    // On a wide screen there is no Menu button and the links show.
    const wide = await open(await shopper({ viewport: { width: 1366, height: 850 } }), '/');
    expect(await wide.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(
      await wide.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).isVisible(),
    ).toBe(true);
    await wide.context().close();
    await context.close();
  });
});
