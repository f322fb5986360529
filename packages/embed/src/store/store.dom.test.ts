import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPage, wait } from '../testing/pixel-harness.ts';
import { createStoreAdapter as hooklineAdapter } from '../hookline-shop/index.ts';
import { createStoreAdapter as ecwidAdapter } from '../ecwid/index.ts';
import { createStoreAdapter as wixAdapter, wixCartCallFields } from '../wix/index.ts';
import { createCartWatch } from './cart-watch.ts';
import { storeIntegrationOf } from './detect.ts';
import { storeAdapterOf } from './registry.ts';
import { watchPageRequests } from './request-hook.ts';

const pages: { close(): Promise<void> }[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await Promise.all(pages.splice(0).map((page) => page.close()));
});

const page = () => {
  const made = testPage({ fetch: vi.fn() as unknown as typeof globalThis.fetch });
  pages.push(made);
  return made;
};
const globals = (window: Window, values: Record<string, unknown>) => Object.assign(window, values);

describe('store detection', () => {
  it.each([
    [{ Shopify: { shop: 'mugs.myshopify.com' } }, 'shopify'],
    [{ HooklineShop: { platform: 'hookline' } }, 'hookline'],
    [{ Ecwid: {} }, 'ecwid'],
    [{ wixBiSession: { viewerSessionId: 'x' } }, 'wix'],
    [{ Shopify: {} }, null],
    [{}, null],
  ])('%j is %s', (values, expected) => {
    const { window } = page();
    globals(window as unknown as Window, values);
    expect(storeIntegrationOf(window as unknown as Window)).toBe(expected);
  });
});

describe('watchPageRequests', () => {
  it("reports the page's matching fetch calls without changing what the page gets", async () => {
    const answer = { item_count: 1 };
    const native = vi.fn(async () => Response.json(answer));
    const window = {
      fetch: native,
      location: { href: 'https://shop.example.com/' },
      Request,
    } as unknown as Window;
    const seen = vi.fn();
    watchPageRequests(window, (url, method) => method === 'POST' && url.pathname === '/cart/add.js', seen);
    const response = await window.fetch('/cart/add.js', { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual(answer);
    await window.fetch('/products.json');
    await wait(0);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.calls[0]![0]).toMatchObject({ method: 'POST', status: 200, body: answer });
    expect(seen.mock.calls[0]![0].url.href).toBe('https://shop.example.com/cart/add.js');
    // A second adapter on the page does not wrap the calls twice.
    watchPageRequests(window, () => true, seen);
    await window.fetch('/cart/add.js', { method: 'POST' });
    await wait(0);
    expect(seen).toHaveBeenCalledTimes(2);
  });
});

describe('createCartWatch', () => {
  it('tells its watchers the cart once read, then each change, and nothing for a read that changed nothing', async () => {
    const { env } = page();
    let cart = {
      itemCount: 0,
      total: 0,
      lines: [] as { variantId: string; productId: string; quantity: number }[],
    };
    const watch = createCartWatch(env, async () => cart);
    const listener = vi.fn();
    watch.watch(listener);
    await wait(0);
    expect(listener).toHaveBeenLastCalledWith(cart, null);
    cart = { itemCount: 1, total: 30, lines: [{ variantId: '39001', productId: '7001', quantity: 1 }] };
    watch.refresh();
    await wait(0);
    expect(listener).toHaveBeenLastCalledWith(cart, { added: ['39001', '7001'], removed: [] });
    watch.refresh();
    await wait(0);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(watch.current()).toEqual(cart);
    expect(await watch.fields()).toEqual({
      cart_total_items: '1',
      cart_total_price: '30.00',
      cart_products_ids_list: '39001',
      cart_products_org_ids_list: '7001',
    });
  });
});

describe('the Hookline shop adapter', () => {
  it('reads window.HooklineShop, follows its cart and adds through it', async () => {
    const { window, env } = page();
    let onChange: (cart: unknown) => void = () => undefined;
    const addToCart = vi.fn(async () => true);
    globals(window as unknown as Window, {
      HooklineShop: {
        platform: 'hookline',
        version: 1,
        customerId: '0b5c2f4e-8d1a-4c3b-9e7f-2a6d5c4b3a21',
        getCart: () => ({ itemCount: 0, total: 0, productIds: [], lineIds: [], hash: '' }),
        onCartChange: (listener: (cart: unknown) => void) => ((onChange = listener), () => undefined),
        addToCart,
      },
    });
    const adapter = hooklineAdapter(env);
    expect(storeAdapterOf(env.window)).toBe(adapter);
    expect(adapter.customerId()).toBe('0b5c2f4e-8d1a-4c3b-9e7f-2a6d5c4b3a21');
    const listener = vi.fn();
    adapter.watchCart(listener);
    await wait(0);
    onChange({ itemCount: 2, total: 56, productIds: ['12'], lineIds: ['12:345'], hash: 'h' });
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ itemCount: 2, total: 56 }), {
      added: ['345', '12'],
      removed: [],
    });
    expect(await adapter.addToCart('12:345', 2)).toBe(true);
    expect(addToCart).toHaveBeenCalledWith(12, 2, 345);
  });
});

describe('the Ecwid adapter', () => {
  it('waits for OnAPILoaded, reads the customer before the pixel starts, and follows OnCartChanged', async () => {
    const { window, env } = page();
    const loaded: (() => void)[] = [];
    const changed: ((cart: unknown) => void)[] = [];
    globals(window as unknown as Window, {
      Ecwid: {
        OnAPILoaded: { add: (f: () => void) => loaded.push(f) },
        OnCartChanged: { add: (f: (cart: unknown) => void) => changed.push(f) },
        Cart: { get: (f: (cart: unknown) => void) => f({ productsQuantity: 0, items: [] }) },
        Customer: { get: (f: (customer: unknown) => void) => f({ id: 777 }) },
      },
    });
    const adapter = ecwidAdapter(env);
    const go = vi.fn();
    adapter.whenConsented(go, () => undefined);
    await wait(0);
    expect(go).not.toHaveBeenCalled();
    loaded.forEach((f) => f());
    await wait(0);
    expect(go).toHaveBeenCalledTimes(1);
    expect(adapter.customerId()).toBe('777');
    const listener = vi.fn();
    adapter.watchCart(listener);
    await wait(0);
    changed.forEach((f) =>
      f({ productsQuantity: 1, items: [{ quantity: 1, product: { id: 101, price: 12.5 } }] }),
    );
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ itemCount: 1, total: 12.5 }), {
      added: ['101'],
      removed: [],
    });
  });
});

describe('the Wix adapter’s cart fields', () => {
  it('sends the cart id and the cart in Wix’s shape, only the keys and lines the display API keeps', () => {
    const fields = wixCartCallFields({
      id: 'wix-cart-1',
      currency: 'USD',
      lineItems: [
        {
          id: 'line-1',
          quantity: 2,
          catalogReference: { catalogItemId: 'c1f2', appId: 'stores', options: { variantId: 'v1' } },
          productName: { original: 'Blue mug' },
          price: { amount: '24.00', formattedAmount: '$24.00' },
          media: { url: 'x' },
        },
        { quantity: 1, catalogReference: {} }, // no catalog item: left out
        { quantity: 1.5, catalogReference: { catalogItemId: 'c9' } }, // not a count: left out
        { quantity: 1, catalogReference: { catalogItemId: 'c3' }, price: { amount: 5 } }, // price not Wix's
      ],
      subtotal: { amount: '53.00', convertedAmount: '53.00', formattedAmount: '$53.00' },
    });
    expect(fields.wix_cart_id).toBe('wix-cart-1');
    expect(JSON.parse(fields.wix_cart_details!)).toEqual({
      lineItems: [
        {
          id: 'line-1',
          quantity: 2,
          catalogReference: { catalogItemId: 'c1f2', appId: 'stores', options: { variantId: 'v1' } },
          productName: { original: 'Blue mug' },
          price: { amount: '24.00', formattedAmount: '$24.00' },
        },
        { quantity: 1, catalogReference: { catalogItemId: 'c3', options: {} } },
      ],
      subtotal: { amount: '53.00', convertedAmount: '53.00', formattedAmount: '$53.00' },
    });
    expect(wixCartCallFields({ id: 'x y', lineItems: [] })).toEqual({
      wix_cart_details: JSON.stringify({ lineItems: [], subtotal: { amount: '0' } }),
    });
    expect(wixCartCallFields(null)).toEqual({});
    expect(wixCartCallFields({ lineItems: 'none' })).toEqual({});
  });
});

describe('the Wix adapter’s cart id in visitor storage', () => {
  it('keeps the id the cart call named, and sends it on a later page whose cart cannot be read', async () => {
    const cart = {
      cart: {
        id: 'wix-cart-9',
        lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'c1' } }],
        subtotal: { amount: '12.00' },
      },
    };
    const first = page();
    (first.env.fetch as ReturnType<typeof vi.fn>).mockImplementation(async () => Response.json(cart));
    const fields = await wixAdapter(first.env).cartFields();
    expect(fields).toMatchObject({ wix_cart_id: 'wix-cart-9' });
    const stored = first.env.localStorage!.getItem('poptin_wix_cart_id');
    expect(JSON.parse(stored!)).toMatchObject({ v: 'wix-cart-9' });

    // The next page, same browser: the Wix cart call fails, the stored id is still sent.
    const next = page();
    next.env.localStorage!.setItem('poptin_wix_cart_id', stored!);
    (next.env.fetch as ReturnType<typeof vi.fn>).mockImplementation(
      async () => new Response('', { status: 503 }),
    );
    const later = wixAdapter(next.env).cartFields();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await later).toMatchObject({ wix_cart_id: 'wix-cart-9' });
    expect(await later).not.toHaveProperty('wix_cart_details');
  });
});
