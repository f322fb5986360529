import { afterAll, describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  emailFormContent,
  ZCartTrigger,
  type TCartAction,
  type TCartActionSlot,
  type TPopupContent,
} from '@hookline/schema';
import { eq, tables } from '@hookline/db';
import { test } from './support/fixtures.ts';
import { startFakeStore, type FakeStore } from './support/fake-stores.ts';
import { eventually, type Stack } from './support/stack.ts';
import { pixelTag, siteWithPopup, viewsOf } from './support/targeting.ts';

/**
 * How long a popup on a 0 s timer may take to show: the pixel's 1.5 s start delay, an idle moment,
 * the display call and the runtime and store chunks, on a machine busy with the rest of the suite
 * (5 s was once too little there).
 */
const SHOWN_WITHIN_MS = 15_000;

/**
 * Shopify (spec sections 3, 4 and 7) in Chromium, against a fake Shopify store on its own origin
 * that answers as the Ajax cart API does: the cart trigger fired by the store's own add to cart
 * (fetch and XMLHttpRequest), a cart button adding a variant, and each cart action after a conversion.
 */
describe('Shopify store integration', () => {
  let stack: Stack;
  let browser: Browser;
  let store: FakeStore;
  let pages = 0;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    store = await startFakeStore({
      variants: [
        { id: 39001, productId: 7001, title: 'Blue mug', price: 3000 },
        { id: 39002, productId: 7002, title: 'Green mug', price: 1500 },
        { id: 39003, productId: 7003, title: 'Sold-out mug', price: 1500, available: false },
      ],
    });
  });
  afterAll(() => store?.close());

  /** A storefront page of the fake store with the pixel, a signed-in customer, and the theme's own add-to-cart buttons. */
  function storefront(clientId: string, themeButtons = '', productId?: number): string {
    const path = `/products/mug-${++pages}`;
    store.page(
      path,
      `<!doctype html><html><head><meta charset="utf-8"><title>Mugs</title>
      <script>
        window.Shopify = { shop: 'mugs.myshopify.com', routes: { root: '/' }, currency: { active: 'USD' } };
        window.__st = { cid: 4471, pageurl: location.href };
        ${productId ? `window.ShopifyAnalytics = { meta: { product: { id: ${productId} }, page: { pageType: 'product', resourceId: ${productId} } } };` : ''}
      </script>
      ${pixelTag(stack, clientId)}
      </head><body>
      <h1>Blue mug</h1>
      <button id="theme-add" onclick="fetch('/cart/add.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ items: [{ id: 39001, quantity: 1 }] }) }).then(function (r) { return r.json(); }).then(function () { document.getElementById('added').textContent = 'Added'; })">Add to cart</button>
      <button id="theme-add-xhr" onclick="var x = new XMLHttpRequest(); x.open('POST', '/cart/add.js'); x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded'); x.onload = function () { document.getElementById('added').textContent = 'Added again'; }; x.send('id=39001&quantity=1');">Add another</button>
      ${themeButtons}
      <p id="added"></p>
      </body></html>`,
    );
    return `${store.origin}${path}`;
  }

  const newPage = async (): Promise<Page> =>
    (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const dialog = (page: Page) => page.getByRole('dialog');
  const popupCount = (page: Page) => page.locator('[data-hookline-popup]').count();
  /**
   * Follows the cart changes the pixel's store adapter tells its watchers (the cart trigger is one):
   * `seen(n)` resolves once n changes have been told, and by then every watcher, the trigger's
   * included, has judged them (they are told in one loop). A check that a change fired nothing
   * waits for this, and for the frame after it, rather than for a fixed time.
   */
  const followCartChanges = async (page: Page) => {
    // Once the cart is read: a watcher added then is told the cart at once, not on a later read.
    await page.waitForFunction(() =>
      Boolean(
        (
          window as unknown as Record<string, { currentCart(): unknown } | undefined>
        ).__hooklineStore?.currentCart(),
      ),
    );
    await page.evaluate(() => {
      const adapter = (window as unknown as Record<string, { watchCart(f: () => void): void }>)
        .__hooklineStore!;
      const told = window as unknown as { __cartChanges: number };
      told.__cartChanges = 0;
      adapter.watchCart(() => void (told.__cartChanges += 1));
    });
    const initial = await page.evaluate(() => (window as unknown as { __cartChanges: number }).__cartChanges);
    return async (changes: number) => {
      await page.waitForFunction(
        (wanted) => (window as unknown as { __cartChanges: number }).__cartChanges >= wanted,
        initial + changes,
      );
      // The frame after it, and a task after that frame.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = resolve;
              channel.port2.postMessage(null);
            }),
          ),
      );
    };
  };
  /** Waits until the pixel has armed its triggers: the triggers chunk and the Shopify adapter are in. */
  const armedOn = async (page: Page, url: string) => {
    const triggers = page.waitForResponse((response) =>
      /\/embed\/triggers-[A-Z0-9]+\.js$/.test(response.url()),
    );
    const cart = page.waitForRequest((request) => request.url() === `${store.origin}/cart.js`);
    await page.goto(url);
    await Promise.all([triggers, cart]);
  };

  test('an added_product trigger fires when the store’s own fetch adds a product, and the view says so', async () => {
    store.shopifyCart.clear();
    const site = await siteWithPopup(stack, {
      triggers: { cart: ZCartTrigger.parse({ action: 'added_product', products: '7001' }) },
    });
    const page = await newPage();
    const displayBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${stack.origin}/api/display/${site.site.clientId}`)
        displayBodies.push(request.postData() ?? '');
    });
    await armedOn(page, storefront(site.site.clientId));
    await eventually(async () => (displayBodies.length > 0 ? true : undefined));
    expect(Object.fromEntries(new URLSearchParams(displayBodies[0]))).toMatchObject({
      store_integration: 'shopify',
      store_integration_customer_id: '4471',
      cart_total_items: '0',
    });
    expect(await popupCount(page)).toBe(0);

    await page.locator('#theme-add').click();
    await dialog(page).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
    expect(await page.locator('#added').textContent()).toBe('Added');
    const [view] = await eventually(async () => {
      const rows = await viewsOf(stack, site.popup.id);
      return rows.length ? rows : undefined;
    });
    expect(view).toMatchObject({ trigger: 'cart', storeIntegration: 'shopify', customerId: '4471' });
  });

  test('a cart_value greater_than trigger waits until the cart is worth more, through the store’s XMLHttpRequest', async () => {
    store.shopifyCart.clear();
    const site = await siteWithPopup(stack, {
      triggers: {
        cart: ZCartTrigger.parse({
          action: 'cart_value',
          cart_spec_filter: 'greater_than',
          cart_spec_value: 50,
        }),
      },
    });
    const page = await newPage();
    await armedOn(page, storefront(site.site.clientId));
    // The store's add answers with the added items only: the pixel reads cart.js again.
    const reread = page.waitForResponse((response) => response.url() === `${store.origin}/cart.js`);
    await page.locator('#theme-add').click(); // $30.00: not yet
    await page.locator('#added').getByText('Added').waitFor();
    await reread;
    expect(await popupCount(page)).toBe(0);
    await page.locator('#theme-add-xhr').click(); // $60.00
    await dialog(page).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
    expect(store.shopifyCart.get(39001)).toBe(2);
  });

  /** A theme button posting `body` to one of the store's cart endpoints, then saying `done` in #added. */
  const themeCall = (id: string, endpoint: string, body: object, done: string) =>
    `<button id="${id}" onclick='fetch("${endpoint}", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(${JSON.stringify(body)}) }).then(function (r) { return r.json(); }).then(function () { document.getElementById("added").textContent = "${done}"; })'>${id}</button>`;

  test('a removed_product trigger fires when the store’s own /cart/change.js removes a listed product, not another', async () => {
    store.shopifyCart.clear();
    store.shopifyCart.set(39001, 1);
    store.shopifyCart.set(39002, 1);
    const site = await siteWithPopup(stack, {
      triggers: { cart: ZCartTrigger.parse({ action: 'removed_product', products: '7001' }) },
    });
    const page = await newPage();
    await armedOn(
      page,
      storefront(
        site.site.clientId,
        themeCall(
          'remove-green',
          '/cart/change.js',
          { id: '39002:green-line', quantity: 0 },
          'Green removed',
        ) +
          themeCall('remove-blue', '/cart/change.js', { id: '39001:blue-line', quantity: 0 }, 'Blue removed'),
      ),
    );
    expect(await popupCount(page)).toBe(0);
    const seen = await followCartChanges(page);
    // Another product leaves the cart: the trigger waits.
    await page.locator('#remove-green').click();
    await page.locator('#added').getByText('Green removed').waitFor();
    await seen(1);
    expect(store.shopifyCart.has(39002)).toBe(false);
    expect(await popupCount(page)).toBe(0);
    // The listed product (7001) leaves it: the popup shows, and the view says why.
    await page.locator('#remove-blue').click();
    await dialog(page).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
    expect(store.shopifyCart.size).toBe(0);
    const [view] = await eventually(async () => {
      const rows = await viewsOf(stack, site.popup.id);
      return rows.length ? rows : undefined;
    });
    expect(view).toMatchObject({ trigger: 'cart', storeIntegration: 'shopify', customerId: '4471' });
  });

  test('a cart_item trigger with a list of variant ids fires once such an item is in the cart, and at once on a page whose cart holds one', async () => {
    store.shopifyCart.clear();
    const site = await siteWithPopup(stack, {
      triggers: { cart: ZCartTrigger.parse({ action: 'cart_item', products: '39002, 39009' }) },
    });
    const buttons = themeCall(
      'add-green',
      '/cart/add.js',
      { items: [{ id: 39002, quantity: 1 }] },
      'Green added',
    );
    const page = await newPage();
    await armedOn(page, storefront(site.site.clientId, buttons));
    const seen = await followCartChanges(page);
    // A product not in the list: the trigger waits.
    await page.locator('#theme-add').click();
    await page.locator('#added').getByText('Added').waitFor();
    await seen(1);
    expect(await popupCount(page)).toBe(0);
    // Variant 39002 is listed: the popup shows.
    await page.locator('#add-green').click();
    await dialog(page).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
    expect(store.shopifyCart.get(39002)).toBe(1);

    // A later page whose cart already holds the variant shows the popup as the triggers arm.
    const again = await siteWithPopup(stack, {
      triggers: { cart: ZCartTrigger.parse({ action: 'cart_item', products: '39002' }) },
    });
    const other = await newPage();
    await other.goto(storefront(again.site.clientId));
    await dialog(other).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
  });

  const withCartButton = (slot: TCartActionSlot): TPopupContent => {
    const content = emailFormContent('Complete the set');
    content.main.blocks.push({ type: 'cart_button', label: 'Add the green mug', slot });
    return content;
  };

  test('a cart button adds its variant through /cart/add.js and reloads the page; a sold-out variant is only logged', async () => {
    store.shopifyCart.clear();
    const site = await siteWithPopup(stack, {
      triggers: { seconds_on_page: 0 },
      content: withCartButton('shopify_add_to_cart_2'),
      designProperties: {
        shopify_add_to_cart_2: { action: 'add_to_cart', variant_id: '39002', quantity: 2 },
      },
    });
    const page = await newPage();
    await page.goto(storefront(site.site.clientId));
    await dialog(page).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
    const reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Add the green mug' }).click();
    await reloaded;
    expect(store.shopifyCart.get(39002)).toBe(2);
    const added = store.requests.filter((request) => request.path === '/cart/add.js').at(-1)!;
    expect(JSON.parse(added.body)).toEqual({ items: [{ id: 39002, quantity: 2 }] });

    const soldOut = await siteWithPopup(stack, {
      triggers: { seconds_on_page: 0 },
      content: withCartButton('shopify_add_to_cart_3'),
      designProperties: {
        shopify_add_to_cart_3: { action: 'add_to_cart', variant_id: '39003', quantity: 1 },
      },
    });
    const other = await newPage();
    const warnings: string[] = [];
    other.on('console', (message) => warnings.push(message.text()));
    await other.goto(storefront(soldOut.site.clientId));
    await dialog(other).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
    await dialog(other).getByRole('button', { name: 'Add the green mug' }).click();
    await eventually(async () => (warnings.some((text) => text.includes('(422)')) ? true : undefined));
    expect(store.shopifyCart.has(39003)).toBe(false);
    expect(await other.locator('body').textContent()).not.toContain("You can't add more");
  });

  test('a recommendation block shows the cart’s products from the recommendation call, and its button adds the variant', async () => {
    store.shopifyCart.clear();
    store.shopifyCart.set(39001, 1);
    const content = emailFormContent('You may also like');
    const item = (id: number, title: string, price: number) => ({
      product_id: String(id - 32000),
      variant_id: String(id),
      title,
      desc: '',
      image: '',
      handle: `mug-${id}`,
      price,
      currency: 'USD',
    });
    content.main.blocks.splice(2, 0, {
      type: 'products',
      category: 'product_in_cart',
      count: 2,
      buttons_action: 'add_to_cart',
      button_label: 'Add',
      manual_products: [
        item(39002, 'Green mug with a handle long enough to need cutting at fifty', 15),
        item(39001, 'Blue mug', 30),
      ],
    });
    const site = await siteWithPopup(stack, { triggers: { seconds_on_page: 0 }, content });
    const page = await newPage();
    const asked = page.waitForRequest((request) => request.url().includes('/product-recommendation/'));
    await page.goto(storefront(site.site.clientId));
    await dialog(page).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
    expect(JSON.parse((await asked).postData() ?? '')).toEqual({
      category: 'product_in_cart',
      count: 2,
      manual_products: ['7002', '7001'],
      product_ids: ['7001'],
    });
    // The cart holds the blue mug (product 7001): only it is recommended.
    const products = dialog(page).locator('.hl-product');
    await products.first().waitFor();
    expect(await products.count()).toBe(1);
    expect(await products.first().locator('.hl-product-title').textContent()).toBe('Blue mug');
    expect(await products.first().locator('.hl-product-price').textContent()).toContain('30.00');
    const reloaded = page.waitForEvent('load');
    await products.first().getByRole('button', { name: 'Add' }).click();
    await reloaded;
    expect(store.shopifyCart.get(39001)).toBe(2);
  });

  test('a last_visited block shows the owner’s listed products the visitor viewed, most recent first', async () => {
    const item = (productId: number, title: string) => ({
      product_id: String(productId),
      variant_id: String(productId + 32000),
      title,
      desc: '',
      image: '',
      handle: `mug-${productId}`,
      price: 12,
      currency: 'USD',
    });
    const content = emailFormContent('Still thinking about these?');
    content.main.blocks.splice(2, 0, {
      type: 'products',
      category: 'last_visited',
      count: 3,
      buttons_action: 'redirect',
      button_label: 'See it',
      manual_products: [item(7001, 'Blue mug'), item(7002, 'Green mug'), item(7003, 'Red mug')],
    });
    const site = await siteWithPopup(stack, { triggers: { seconds_on_page: 0 }, content });
    // Product pages of the store (their popup waits far longer than the visit).
    const browsing = await siteWithPopup(stack, { triggers: { seconds_on_page: 600 } });
    const page = await newPage();
    for (const productId of [7001, 7003]) {
      await page.goto(storefront(browsing.site.clientId, '', productId));
      await page.waitForFunction(
        (id) => (localStorage.getItem('poptin_recently_viewed_products') ?? '').includes(`"${id}`),
        productId,
      );
    }
    const asked = page.waitForRequest((request) => request.url().includes('/product-recommendation/'));
    await page.goto(storefront(site.site.clientId));
    await dialog(page).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
    expect(JSON.parse((await asked).postData() ?? '')).toEqual({
      category: 'last_visited',
      count: 3,
      manual_products: ['7001', '7002', '7003'],
      product_ids: ['7003', '7001'],
    });
    const titles = dialog(page).locator('.hl-product-title');
    await titles.first().waitFor();
    expect(await titles.allTextContents()).toEqual(['Red mug', 'Blue mug']);
  });

  test('a failed recommendation call logs "Failed to fetch shopify data" and shows no products', async () => {
    const content = emailFormContent('You may also like');
    content.main.blocks.push({
      type: 'products',
      category: 'manual',
      count: 3,
      buttons_action: 'add_to_cart',
      button_label: 'Add',
      manual_products: [],
    });
    const site = await siteWithPopup(stack, { triggers: { seconds_on_page: 0 }, content });
    const page = await newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.route('**/product-recommendation/**', (route) => route.abort());
    await page.goto(storefront(site.site.clientId));
    await dialog(page).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
    await eventually(async () =>
      messages.some((text) => text.includes('Failed to fetch shopify data')) ? true : undefined,
    );
    expect(await dialog(page).locator('.hl-product').count()).toBe(0);
  });

  test('{{shpfy_thres}} and {{shpfy_gap}} show the discount threshold and what the cart lacks', async () => {
    store.shopifyCart.clear();
    store.shopifyCart.set(39001, 1); // $30.00
    const content = emailFormContent('Free shipping over ${{shpfy_thres}}: only ${{shpfy_gap}} to go');
    const site = await siteWithPopup(stack, {
      triggers: { seconds_on_page: 0 },
      content,
      designProperties: { shpfy_thres: 50 },
    });
    // Spec section 3: freemium accounts skip tag replacement.
    await stack.database.db
      .update(tables.accounts)
      .set({ isFreemium: false })
      .where(eq(tables.accounts.id, site.site.accountId));
    await stack.ctx.sites.changed(site.site.clientId);
    const page = await newPage();
    await page.goto(storefront(site.site.clientId));
    await dialog(page).getByText('Free shipping over $50.00: only $20.00 to go').waitFor({ timeout: 5_000 });
  });

  describe('cart actions after a conversion', () => {
    const convert = async (action: Partial<TCartAction> & Pick<TCartAction, 'action'>) => {
      store.shopifyCart.clear();
      const site = await siteWithPopup(stack, {
        triggers: { seconds_on_page: 0 },
        designProperties: { add_to_cart: { quantity: 1, ...action } },
      });
      const page = await newPage();
      const url = storefront(site.site.clientId);
      await page.goto(url);
      await dialog(page).waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
      await dialog(page).locator('input[name="email"]').fill('shopper@example.com');
      return { page, url, site, submit: () => dialog(page).locator('button[type="submit"]').click() };
    };

    test('add_to_cart adds the variant, then reloads the page', async () => {
      const { page, submit } = await convert({ action: 'add_to_cart', variant_id: '39002' });
      const reloaded = page.waitForEvent('load');
      await submit();
      await reloaded;
      expect(store.shopifyCart.get(39002)).toBe(1);
    });

    test('add_to_cart_redirect adds the variant, then goes to the cart', async () => {
      const { page, submit } = await convert({ action: 'add_to_cart_redirect', variant_id: '39002' });
      await submit();
      await page.waitForURL(`${store.origin}/cart`);
      expect(store.shopifyCart.get(39002)).toBe(1);
    });

    test('redirect goes to the address', async () => {
      store.page('/collections/sale', '<!doctype html><title>Sale</title><h1>Sale</h1>');
      const { page, submit } = await convert({ action: 'redirect', url: `${store.origin}/collections/sale` });
      await submit();
      await page.waitForURL(`${store.origin}/collections/sale`);
      expect(store.shopifyCart.size).toBe(0);
    });

    test('redirect_blank opens the address in a new tab and the store page stays', async () => {
      store.page('/pages/guide', '<!doctype html><title>Guide</title><h1>Guide</h1>');
      const { page, url, submit } = await convert({
        action: 'redirect_blank',
        url: `${store.origin}/pages/guide`,
      });
      const opened = page.context().waitForEvent('page');
      await submit();
      const tab = await opened;
      await tab.waitForURL(`${store.origin}/pages/guide`);
      expect(page.url()).toBe(url);
    });

    test('no_buttons leaves the visitor on the thank-you screen', async () => {
      const { page, url, submit } = await convert({ action: 'no_buttons' });
      await submit();
      await dialog(page).getByText('Thank you!').waitFor({ timeout: 5_000 });
      expect(page.url()).toBe(url);
      expect(store.shopifyCart.size).toBe(0);
    });
  });
});
