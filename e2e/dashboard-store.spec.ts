import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq, saveWixProducts, tables } from '@hookline/db';
import { test } from './support/fixtures.ts';
import { logIn, soloOwner, type Owner } from './support/owner.ts';
import type { HostSite } from './support/host-page.ts';
import { eventually, type Stack } from './support/stack.ts';

/** Where a run leaves its screenshots for a person to look at (not checked in). */
const SHOTS = process.env.HOOKLINE_SHOTS_DIR;

/**
 * The owner sets a popup's store settings in the dashboard (the cart trigger on the Triggers tab,
 * the cart action after a conversion on the Design tab), and reads the products their Wix store's
 * members browsed.
 */
describe('dashboard: store settings', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let owner: Owner;

  test.beforeAll(async ({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
    owner = await soloOwner(stack, host, '/store-settings');
  });

  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
  };

  test('sets a cart trigger and a cart action, saved with the popup', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    await logIn(page, stack, owner, `/popups/${owner.popup.publicId}/edit`);
    await page.getByRole('tab', { name: 'Triggers' }).click();
    await page.getByLabel('Open on the store’s cart (Shopify, Wix, Ecwid, the Hookline shop)').check();
    await page.getByLabel('When', { exact: true }).selectOption('cart_value');
    await page.getByLabel('Cart total').fill('50');
    await page.getByText('Opens when the cart is worth more than 50.').waitFor();
    await page.getByText('When the store’s cart changes', { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'editor-cart-trigger-desktop');

    await page.getByRole('tab', { name: 'Design' }).click();
    const after = page.getByRole('group', { name: /After a conversion/ });
    await after.getByLabel('What happens').selectOption('add_to_cart_redirect');
    await after.getByLabel('Variant id').fill('39001');
    await after.getByLabel('Quantity').fill('2');
    await page.getByText('After a conversion: add a product to the cart, then go to the cart.').waitFor();
    await after.scrollIntoViewIfNeeded();
    await shot(page, 'editor-cart-actions-desktop');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved').first().waitFor();

    // Read once the save is stored ("Saved" can be an earlier autosave's word on a busy machine).
    const popup = await eventually(async () => {
      const [row] = await stack.database.db
        .select()
        .from(tables.popups)
        .where(eq(tables.popups.id, owner.popup.id));
      return row?.triggers.cart && row.designProperties.add_to_cart ? row : undefined;
    }, 15_000);
    expect(popup.triggers.cart).toEqual({
      action: 'cart_value',
      products: 'any_product',
      cart_spec_filter: 'greater_than',
      cart_spec_value: 50,
    });
    expect(popup.designProperties.add_to_cart).toEqual({
      action: 'add_to_cart_redirect',
      variant_id: '39001',
      quantity: 2,
    });
    await context.close();
  });

  test('lists products in a product block; the recommendation call answers them as the block shows', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    await logIn(page, stack, owner, `/popups/${owner.popup.publicId}/edit`);
    await page.waitForURL(/\/edit$/);
    await page.getByLabel('New block').selectOption('products');
    await page.getByRole('button', { name: 'Add block' }).click();
    const block = page.getByRole('region', { name: /: Shopify products$/ }).last();
    await block.getByLabel('Which products').selectOption('manual');
    await block.getByLabel('How many').selectOption('2');
    const list = [
      { id: '7001', variant: '39001', handle: 'blue-mug', title: 'Blue mug', price: '30' },
      { id: '7002', variant: '39002', handle: 'green-mug', title: 'Green mug', price: '15.5' },
    ];
    for (const [index, product] of list.entries()) {
      await block.getByRole('button', { name: 'Add a product' }).click();
      const item = block.getByRole('group', { name: `Product ${index + 1}` });
      await item.getByLabel('Title').fill(product.title);
      await item.getByLabel('Price', { exact: true }).fill(product.price);
      await item.getByLabel('Product id').fill(product.id);
      await item.getByLabel('Variant id').fill(product.variant);
      await item.getByLabel('Handle').fill(product.handle);
    }
    // The live preview shows the listed products as the visitor's block will.
    const titles = page.getByTestId('popup-preview').locator('.hl-product-title');
    await expect.poll(() => titles.allTextContents()).toEqual(['Blue mug', 'Green mug']);
    await block.scrollIntoViewIfNeeded();
    await shot(page, 'editor-product-block-desktop');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved').first().waitFor();
    await context.close();
    // Once stored ("Saved" can be an earlier autosave's word on a busy machine).
    await eventually(async () => {
      const [row] = await stack.database.db
        .select()
        .from(tables.popups)
        .where(eq(tables.popups.id, owner.popup.id));
      return JSON.stringify(row?.content).includes('Green mug') ? row : undefined;
    }, 15_000);

    // Live (this owner's seeded popup is paused), the visitor's block asks for the listed products
    // (spec section 7) and gets them in Shopify's shape.
    await stack.database.db
      .update(tables.popups)
      .set({ status: 'active' })
      .where(eq(tables.popups.id, owner.popup.id));
    await stack.ctx.sites.changed(owner.site.clientId);
    const response = await fetch(
      `${stack.origin}/api/display/shopify/product-recommendation/${owner.popup.publicId}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ category: 'manual', count: 2, manual_products: ['7002', '7001'] }),
      },
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      success: boolean;
      data: {
        products: { id: number; title: string; handle: string; variants: { id: number; price: string }[] }[];
      };
    };
    expect(answer.success).toBe(true);
    expect(
      answer.data.products.map(({ id, title, handle, variants }) => [
        id,
        title,
        handle,
        variants[0]!.id,
        variants[0]!.price,
      ]),
    ).toEqual([
      [7002, 'Green mug', 'green-mug', 39002, '15.50'],
      [7001, 'Blue mug', 'blue-mug', 39001, '30.00'],
    ]);
    await stack.database.db
      .update(tables.popups)
      .set({ status: 'paused' })
      .where(eq(tables.popups.id, owner.popup.id));
    await stack.ctx.sites.changed(owner.site.clientId);
  });

  test('lists the products the Wix store’s members browsed, on a computer and a phone', async () => {
    await saveWixProducts(stack.database.db, {
      siteId: owner.site.id,
      customerId: 'b1d6a0e2-7c1f-4f7e-9b53-2d8c3a9f0e11',
      sourceTable: 'browse_abandonment',
      products: [
        { product_id: 'c1f2', product_name: 'Blue mug', category: 'Mugs' },
        { product_id: 'a9e0', product_name: 'Oak trivet' },
      ],
    });
    for (const [name, viewport] of [
      ['desktop', { width: 1366, height: 850 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await logIn(page, stack, owner, `/sites/${owner.site.clientId}/wix-products`);
      const table = page.getByRole('table', { name: 'Wix products' });
      await table.getByText('Blue mug').waitFor();
      expect(await table.locator('tbody tr').count()).toBe(2);
      expect(await table.getByText('Mugs').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, `wix-products-${name}`);
      await context.close();
    }
  });
});
