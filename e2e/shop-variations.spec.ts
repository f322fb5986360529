import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCatalog } from '@hookline/server/testing';
import { shopperContext } from './support/contexts.ts';
import { test } from './support/fixtures.ts';
import { eventually, type Stack } from './support/stack.ts';

/**
 * Choosing a variation, as a shopper does it: selects narrow each other, a full choice shows price
 * and stock, unavailable and missing combinations say so, and the choice goes into the cart.
 */
describe('shop: the variation form', () => {
  let stack: Stack;
  let browser: Browser;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    await seedCatalog(stack.database.db);
  });

  /** Opens `path` as a shopper; `beforeLoad` prepares the page before it navigates. */
  const open = async (path: string, beforeLoad?: (page: Page) => Promise<unknown>) => {
    const page = await (await shopperContext(browser)).newPage();
    await beforeLoad?.(page);
    const alerts: string[] = [];
    const variationAnswers: string[] = [];
    page.on('response', (response) => {
      // A page closed before the body arrived has no body to read: that answer is not counted.
      if (response.url().endsWith('/get_variation'))
        response.text().then(
          (t) => variationAnswers.push(t),
          () => undefined,
        );
    });
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const response = await page.goto(`${stack.origin}${path}`);
    if (response?.status() !== 200)
      throw new Error(`${path} answered ${response?.status()}: ${await response?.text()}`);
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    return { page, alerts, variationAnswers };
  };
  const options = (page: Page, name: string) =>
    page
      .locator(`select[name="${name}"] option`)
      .evaluateAll((els) =>
        (els as HTMLOptionElement[]).map((o) => `${o.value}${o.disabled ? ' (disabled)' : ''}`),
      );
  const button = (page: Page) => page.locator('.single_add_to_cart_button');

  test('narrows options, shows the match, swaps sku and image, and adds it to the cart', async () => {
    const { page, alerts } = await open('/product/stoneware-mug');
    const originalSku = await page.locator('.product_meta .sku').textContent();
    await button(page).click({ force: true });
    expect(alerts).toEqual(['Please select some product options before adding this product to your cart.']);
    await expect(button(page).getAttribute('class')).resolves.toContain('wc-variation-selection-needed');

    await page.selectOption('select[name="attribute_pa_colour"]', 'Blue');
    await page.selectOption('select[name="attribute_pa_size"]', '12 oz');
    await page.locator('.single_variation.is-open .price').waitFor();
    expect(await page.locator('.single_variation .price').textContent()).toBe('$28.00');
    expect(await page.locator('.product_meta .sku').textContent()).toBe('HL-STONEWAR-BLU-12O');
    expect(await page.locator('.woocommerce-product-gallery__image img').first().getAttribute('src')).toMatch(
      /blue\.svg$/,
    );
    expect(await page.locator('input[name="variation_id"]').inputValue()).toMatch(/^\d+$/);

    // This variation takes 2 to 6: the quantity is clamped into its bounds.
    const quantity = page.locator('input.qty');
    expect(await quantity.inputValue()).toBe('2');
    expect(await quantity.getAttribute('max')).toBe('6');
    await quantity.fill('1');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('2');

    await button(page).click({ force: true });
    await page.locator('.single_add_to_cart_button.added').waitFor();
    await page.locator('a.added_to_cart[href="/cart"]').waitFor();
    expect(await page.locator('.cart-count').textContent()).toBe('2');

    await page.locator('.reset_variations').click();
    expect(await page.locator('.reset_variations_alert').textContent()).toMatch(/selection has been reset/);
    expect(await page.locator('.product_meta .sku').textContent()).toBe(originalSku);
    expect(await page.locator('input[name="variation_id"]').inputValue()).toBe('');
    await page.context().close();
  });

  test('removes options that do not fit and disables options only inactive variations offer', async () => {
    const { page } = await open('/product/linen-apron');
    await page.selectOption('select[name="attribute_pa_colour"]', 'Charcoal');
    expect(await options(page, 'attribute_pa_size')).toEqual(['', 'Long']);
    await page.selectOption('select[name="attribute_pa_colour"]', '');
    await page.selectOption('select[name="attribute_pa_size"]', 'Long');
    expect(await options(page, 'attribute_pa_colour')).toEqual([
      '',
      'Natural (disabled)',
      'Charcoal',
      'Olive',
    ]);
    await page.context().close();
  });

  test('marks an unavailable and an out-of-stock combination, and alerts on add', async () => {
    const { page, alerts } = await open('/product/linen-apron');
    await page.selectOption('select[name="attribute_pa_colour"]', 'Olive');
    await page.selectOption('select[name="attribute_pa_size"]', 'Long');
    await page.locator('.single_variation.is-open .unavailable').waitFor();
    expect(await button(page).getAttribute('class')).toContain('wc-variation-is-unavailable');
    await button(page).click({ force: true });
    expect(alerts).toEqual(['Sorry, this product is unavailable. Please choose a different combination.']);

    const mug = await open('/product/stoneware-mug');
    await mug.page.selectOption('select[name="attribute_pa_colour"]', 'Speckled');
    await mug.page.selectOption('select[name="attribute_pa_size"]', '8 oz');
    await mug.page.locator('.single_variation.is-open .out-of-stock').waitFor();
    expect(await button(mug.page).getAttribute('aria-disabled')).toBe('true');
    await page.context().close();
    await mug.page.context().close();
  });

  test('hides the quantity of a variation sold individually', async () => {
    const { page } = await open('/product/stoneware-mug?attribute_pa_colour=White&attribute_pa_size=12+oz');
    await page.locator('.single_variation.is-open').waitFor();
    expect(await page.locator('.quantity').isHidden()).toBe(true);
    expect(await page.locator('input.qty').inputValue()).toBe('1');
    await page.context().close();
  });

  test('fetches each variation of the product with more than 30, shows no-match, and adds a match', async () => {
    const { page } = await open('/product/everyday-tee');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/get_variation')) requests.push(r.postData() ?? '');
    });
    await page.selectOption('select[name="attribute_pa_colour"]', 'Sand');
    await page.selectOption('select[name="attribute_pa_size"]', 'XS');
    await page.locator('.wc-no-matching-variations').waitFor();
    expect(await page.locator('.wc-no-matching-variations').textContent()).toMatch(/no products matched/);
    expect(await page.locator('.reset_variations').count()).toBe(0);
    expect(requests.at(-1)).toContain('attribute_pa_colour=Sand');

    await page.selectOption('select[name="attribute_pa_size"]', 'M');
    expect(await page.locator('.wc-no-matching-variations').count()).toBe(0);
    await page.locator('.single_variation.is-open .price').waitFor();
    await button(page).click({ force: true });
    await page.locator('.single_add_to_cart_button.added').waitFor();
    expect(await page.locator('.mini_cart_item').textContent()).toContain('Sand, M');
    await page.context().close();
  });

  test('disables an option once the shop has answered that it makes no variation, and keeps it so', async () => {
    const { page } = await open('/product/everyday-tee');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/get_variation')) requests.push(r.postData() ?? '');
    });
    // Before any answer every size is offered.
    expect(await options(page, 'attribute_pa_size')).not.toContain('XS (disabled)');
    await page.selectOption('select[name="attribute_pa_colour"]', 'Sand');
    await page.selectOption('select[name="attribute_pa_size"]', 'XS');
    await page.locator('.wc-no-matching-variations').waitFor();
    // Sand in XS does not exist: each is now disabled beside the other.
    expect(await options(page, 'attribute_pa_size')).toContain('XS (disabled)');
    expect(await options(page, 'attribute_pa_colour')).toContain('Sand (disabled)');

    // Another colour: XS is offered again (the shop has said nothing of Black in XS).
    await page.selectOption('select[name="attribute_pa_size"]', 'M');
    await page.selectOption('select[name="attribute_pa_colour"]', 'Black');
    expect(await options(page, 'attribute_pa_size')).toContain('XS');
    expect(await options(page, 'attribute_pa_size')).not.toContain('XS (disabled)');
    // Back to Sand: XS is disabled at once, with no new question to the shop about it.
    await page.selectOption('select[name="attribute_pa_colour"]', 'Sand');
    expect(await options(page, 'attribute_pa_size')).toContain('XS (disabled)');
    expect(requests.filter((body) => body.includes('attribute_pa_size=XS'))).toHaveLength(1);
    await page.context().close();
  });

  test('shows no no-match message for a preset choice during the initial load', async () => {
    // The form is busy while it asks, and takes the answer in as it stops: noted from the start.
    const { page, variationAnswers } = await open(
      '/product/everyday-tee?attribute_pa_colour=Sand&attribute_pa_size=XS',
      (page) =>
        page.addInitScript(() => {
          const asked = { busy: false, done: false };
          (window as unknown as { variationAsked: typeof asked }).variationAsked = asked;
          new MutationObserver(() => {
            if (document.querySelector('form.variations_form[aria-busy]')) asked.busy = true;
            else if (asked.busy) asked.done = true;
          }).observe(document, { subtree: true, childList: true, attributeFilter: ['aria-busy'] });
        }),
    );
    await page.waitForFunction(
      () => (window as unknown as { variationAsked: { done: boolean } }).variationAsked.done,
    );
    await eventually(async () => (variationAnswers.length > 0 ? true : undefined));
    expect(variationAnswers).toEqual(['false']);
    expect(await page.locator('.wc-no-matching-variations').count()).toBe(0);
    expect(await button(page).getAttribute('class')).toContain('wc-variation-selection-needed');
    await page.context().close();
  });
});
