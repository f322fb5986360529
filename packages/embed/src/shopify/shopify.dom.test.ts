import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, testPage, wait } from '../testing/pixel-harness.ts';
import { CART_TIMEOUT_MS } from './cart.ts';
import { consentAnswer, type ConsentAnswer } from './consent.ts';
import type { CustomerPrivacy } from './page.ts';
import { createStoreAdapter } from './index.ts';

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

function store(globals: Record<string, unknown>, fetch: typeof globalThis.fetch = fakeApi([]).fetch) {
  const page = testPage({ fetch });
  pages.push(page);
  Object.assign(page.window, { Shopify: { shop: 'mugs.myshopify.com' } }, globals);
  return { page, adapter: createStoreAdapter(page.env) };
}

describe('the Shopify store adapter', () => {
  it('names the signed-in customer: ShopifyAnalytics first, then __st; a guest is ""', () => {
    const { page, adapter } = store({ __st: { cid: 12 } });
    expect(adapter.integration).toBe('shopify');
    expect(adapter.customerId()).toBe('12');
    Object.assign(page.window, { ShopifyAnalytics: { meta: { page: { customerId: '34' } } } });
    expect(adapter.customerId()).toBe('34');
    expect(store({}).adapter.customerId()).toBe('');
    Object.defineProperty(page.window, '__st', {
      get() {
        throw new Error('hostile');
      },
    });
    Object.assign(page.window, { ShopifyAnalytics: undefined });
    expect(adapter.customerId()).toBe('');
  });

  it('leaves out a customer id the display API would refuse (the call then still shows the popups)', () => {
    expect(store({ __st: { cid: 'gid://shopify/Customer/12' } }).adapter.customerId()).toBe(
      'gid://shopify/Customer/12',
    );
    expect(store({ __st: { cid: '<b>12</b>' } }).adapter.customerId()).toBe('');
    expect(store({ __st: { cid: '1'.repeat(201) } }).adapter.customerId()).toBe('');
  });

  it.each<[CustomerPrivacy, ConsentAnswer]>([
    [{ userCanBeTracked: () => true }, 'yes'],
    [{}, 'yes'],
    [{ userCanBeTracked: () => false, currentVisitorConsent: () => ({ analytics: '' }) }, 'wait'],
    [{ userCanBeTracked: () => false, currentVisitorConsent: () => undefined }, 'wait'],
    [{ userCanBeTracked: () => false, currentVisitorConsent: () => ({ analytics: 'no' }) }, 'no'],
  ])('reads the customer privacy API %o as %s', (privacy, answer) => {
    expect(consentAnswer(privacy)).toBe(answer);
  });

  it('goes ahead when the consent API fails to load (as on a store without one)', () => {
    const loadFeatures = vi.fn((_features: unknown, done: (error?: unknown) => void) => done(new Error('x')));
    const { adapter } = store({ Shopify: { shop: 'mugs.myshopify.com', loadFeatures } });
    const go = vi.fn();
    const refused = vi.fn();
    adapter.whenConsented(go, refused);
    expect(go).toHaveBeenCalledTimes(1);
    expect(refused).not.toHaveBeenCalled();
  });

  it('keeps the viewed product among the visitor’s 3 most recent once the pixel may run, never after a "no"', () => {
    const product = (id: number) => ({ ShopifyAnalytics: { meta: { product: { id } } } });
    const refusing = {
      Shopify: {
        shop: 'mugs.myshopify.com',
        customerPrivacy: {
          userCanBeTracked: () => false,
          currentVisitorConsent: () => ({ analytics: 'no' }),
        },
      },
    };
    const { page, adapter } = store(product(11));
    const stored = (on = page) => {
      const raw = on.window.localStorage.getItem('poptin_recently_viewed_products');
      return raw ? (JSON.parse(raw) as { v: string }).v : null;
    };
    const refused = store({ ...product(99), ...refusing });
    refused.adapter.whenConsented(vi.fn(), vi.fn());
    expect(stored(refused.page)).toBeNull();
    adapter.whenConsented(vi.fn(), vi.fn());
    expect(stored()).toBe('11');
    for (const id of [12, 11, 13, 14]) {
      Object.assign(page.window, product(id));
      createStoreAdapter(page.env).whenConsented(vi.fn(), vi.fn());
    }
    expect(stored()).toBe('14,13,11');
    // A page that is no product page changes nothing.
    Object.assign(page.window, { ShopifyAnalytics: { meta: { page: { pageType: 'collection' } } } });
    createStoreAdapter(page.env).whenConsented(vi.fn(), vi.fn());
    expect(stored()).toBe('14,13,11');
  });

  it("reads the cart under the store's locale root, and gives up after 1.5 s", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    const { adapter } = store(
      { Shopify: { shop: 'mugs.myshopify.com', routes: { root: '/fr/' } } },
      fetch as unknown as typeof globalThis.fetch,
    );
    const fields = adapter.cartFields();
    expect(fetch).toHaveBeenCalledWith('https://shop.example.com/fr/cart.js', { credentials: 'same-origin' });
    await wait(CART_TIMEOUT_MS);
    await expect(fields).resolves.toEqual({});
  });
});
