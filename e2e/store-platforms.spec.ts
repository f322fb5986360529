import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createSiteWithLightbox, eq, tables } from '@hookline/db';
import { ZCartTrigger } from '@hookline/schema';
import { seedCatalog, testApp, createOwner } from '@hookline/server/testing';
import { test } from './support/fixtures.ts';
import { logIn } from './support/owner.ts';
import { startFakeStore, type FakeStore } from './support/fake-stores.ts';
import { eventually, type Stack } from './support/stack.ts';
import { pixelTag, siteWithPopup, viewsOf } from './support/targeting.ts';

/**
 * Wix, Ecwid and the Hookline shop (spec sections 1, 3, 4 and 7) in Chromium: each against its
 * fake on another origin (the shop: the real shop, with the pixel of the site its owner set).
 */
describe('store integrations: Wix, Ecwid and our own shop', () => {
  let stack: Stack;
  let browser: Browser;
  let store: FakeStore;
  let pages = 0;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    store = await startFakeStore({
      wixMemberId: 'b1d6a0e2-7c1f-4f7e-9b53-2d8c3a9f0e11',
      wixPrices: { c1f2: 24 },
    });
  });
  afterAll(() => store?.close());

  const newPage = async (): Promise<Page> =>
    (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const dialog = (page: Page) => page.getByRole('dialog');
  const displayBodies = (page: Page, clientId: string) => {
    const bodies: Record<string, string>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/display/${clientId}`))
        bodies.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
    });
    return bodies;
  };

  test('Wix: a member’s browsed product is saved, the display call sends the cart and names the member, and the owner sees the store', async () => {
    // An owner who can log in: the results view shows the Wix events at the end.
    const site = await createOwner(stack.database.db);
    await stack.database.db
      .update(tables.popups)
      .set({ triggers: { seconds_on_page: 0 } })
      .where(eq(tables.popups.id, site.popup.id));
    await stack.ctx.sites.changed(site.site.clientId);
    const path = `/product-page/blue-mug-${++pages}`;
    store.page(
      path,
      `<!doctype html><html><head><meta charset="utf-8"><title>Blue mug | Mia's mugs</title>
      <script>var wixBiSession = { viewerSessionId: 'f4k3-session', initialTimestamp: Date.now() };</script>
      <script type="application/ld+json">{"@context":"https://schema.org/","@type":"Product","productID":"c1f2","name":"Blue mug","category":"Mugs","sku":"MUG-1","offers":{"@type":"Offer","price":"24.00","priceCurrency":"USD"}}</script>
      ${pixelTag(stack, site.site.clientId)}</head><body><h1>Blue mug</h1></body></html>`,
    );
    store.wixCart.clear();
    store.wixCart.set('c1f2', 2);
    const page = await newPage();
    const bodies = displayBodies(page, site.site.clientId);
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(`/api/display/${site.site.clientId}`),
    );
    await page.goto(`${store.origin}${path}`);
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(bodies[0]).toMatchObject({
      store_integration: 'wix',
      store_integration_customer_id: 'b1d6a0e2-7c1f-4f7e-9b53-2d8c3a9f0e11',
      cart_total_items: '2',
      cart_total_price: '48.00',
      wix_cart_id: 'wix-cart-1',
    });
    // The cart the Wix cart call answered goes to the display call, and its answer carries it back.
    const cart = {
      lineItems: [
        {
          id: 'line-c1f2',
          quantity: 2,
          catalogReference: {
            catalogItemId: 'c1f2',
            appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
            options: {},
          },
          productName: { original: 'Product c1f2' },
          price: { amount: '24', formattedAmount: '' },
        },
      ],
      subtotal: { amount: '48.00', convertedAmount: '48.00', formattedAmount: '$48.00' },
    };
    expect(JSON.parse(bodies[0]!.wix_cart_details!)).toEqual(cart);
    expect((await (await answered).json()).wix_cart_details).toEqual(cart);
    // The view and the close carry the store and the member.
    const [view] = await eventually(async () => {
      const rows = await viewsOf(stack, site.popup.id);
      return rows.length ? rows : undefined;
    });
    expect(view).toMatchObject({
      storeIntegration: 'wix',
      customerId: 'b1d6a0e2-7c1f-4f7e-9b53-2d8c3a9f0e11',
    });
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    const [closed] = await eventually(async () => {
      const rows = await stack.database.db
        .select()
        .from(tables.closes)
        .where(eq(tables.closes.popupId, site.popup.id));
      return rows.length ? rows : undefined;
    });
    expect(closed).toMatchObject({
      storeIntegration: 'wix',
      customerId: 'b1d6a0e2-7c1f-4f7e-9b53-2d8c3a9f0e11',
    });
    const dashboard = await newPage();
    await logIn(dashboard, stack, site, `/popups/${site.popup.publicId}/results`);
    const wixRow = dashboard.getByRole('table', { name: 'By store' }).getByRole('row', { name: /Wix/ });
    await wixRow.waitFor({ timeout: 10_000 });
    expect(await wixRow.locator('td').allTextContents()).toEqual(['1', '1', '0', '1']);
    const saved = await eventually(async () => {
      const rows = await stack.database.db
        .select()
        .from(tables.wixSavedProducts)
        .where(eq(tables.wixSavedProducts.siteId, site.site.id));
      return rows.length ? rows : undefined;
    });
    expect(saved).toEqual([
      expect.objectContaining({
        customerId: 'b1d6a0e2-7c1f-4f7e-9b53-2d8c3a9f0e11',
        productId: 'c1f2',
        productName: 'Blue mug',
        category: 'Mugs',
        sourceTable: 'browse_abandonment',
      }),
    ]);
  });

  test('Ecwid: the cart trigger fires when the storefront adds to its cart, with the customer id', async () => {
    const site = await siteWithPopup(stack, {
      triggers: { cart: ZCartTrigger.parse({ action: 'added_product', products: '101' }) },
    });
    const path = `/shop-${++pages}`;
    store.page(
      path,
      `<!doctype html><html><head><meta charset="utf-8"><title>Ecwid store</title>
      <script>window.ecwidFake = { customer: { id: 777, email: 'buyer@example.com' }, products: { 101: { id: 101, name: 'Tea', price: 12.5, sku: 'TEA' } } };</script>
      <script src="/ecwid-script.js"></script>
      ${pixelTag(stack, site.site.clientId)}</head><body>
      <button id="buy" onclick="Ecwid.Cart.addProduct({ id: 101, quantity: 1 })">Buy tea</button></body></html>`,
    );
    const page = await newPage();
    const bodies = displayBodies(page, site.site.clientId);
    const triggers = page.waitForResponse((response) =>
      /\/embed\/triggers-[A-Z0-9]+\.js$/.test(response.url()),
    );
    await page.goto(`${store.origin}${path}`);
    await triggers;
    await eventually(async () => (bodies.length ? true : undefined));
    expect(bodies[0]).toMatchObject({ store_integration: 'ecwid', store_integration_customer_id: '777' });
    expect(await page.locator('[data-hookline-popup]').count()).toBe(0);
    await page.locator('#buy').click();
    await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
    const [view] = await eventually(async () => {
      const rows = await viewsOf(stack, site.popup.id);
      return rows.length ? rows : undefined;
    });
    expect(view).toMatchObject({ trigger: 'cart', storeIntegration: 'ecwid', customerId: '777' });
  });

  test('our shop: embeds the configured site’s pixel; its cart trigger fires on an add, and the customer id is sent', async () => {
    await seedCatalog(stack.database.db);
    const site = await createSiteWithLightbox(stack.database.db, {
      domains: ['localhost'],
      popup: { triggers: { cart: ZCartTrigger.parse({ action: 'added_product' }) } },
    });
    const { app } = await testApp(stack.database, { shopPixelClientId: site.site.clientId });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const origin = `http://localhost:${(app.server.address() as AddressInfo).port}`;
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const email = `shopper-${Date.now()}@example.com`;
      const registered = await context.request.post(`${origin}/api/shop/customer/register`, {
        headers: { 'x-hookline-request': '1' },
        data: { email, password: 'a good password', name: 'Shopper' },
      });
      expect(registered.ok()).toBe(true);
      const page = await context.newPage();
      const bodies = displayBodies(page, site.site.clientId);
      const triggers = page.waitForResponse((response) =>
        /\/embed\/triggers-[A-Z0-9]+\.js$/.test(response.url()),
      );
      await page.goto(`${origin}/product/oak-trivet`);
      expect(await page.locator('#hookline-pixel').getAttribute('src')).toContain(`id=${site.site.clientId}`);
      await triggers;
      await eventually(async () => (bodies.length ? true : undefined));
      const customerId = await page.evaluate(
        () => (window as unknown as { HooklineShop: { customerId: string | null } }).HooklineShop.customerId,
      );
      expect(customerId).toMatch(/^[0-9a-f-]{36}$/);
      expect(bodies[0]).toMatchObject({
        store_integration: 'hookline',
        store_integration_customer_id: customerId,
      });
      expect(await page.locator('[data-hookline-popup]').count()).toBe(0);
      await page.locator('.single_add_to_cart_button').click();
      await dialog(page).waitFor({ state: 'visible', timeout: 5_000 });
      const [view] = await eventually(async () => {
        const rows = await viewsOf(stack, site.popup.id);
        return rows.length ? rows : undefined;
      });
      expect(view).toMatchObject({ trigger: 'cart', storeIntegration: 'hookline', customerId });
      await context.close();
    } finally {
      await app.close();
    }
  });
});
