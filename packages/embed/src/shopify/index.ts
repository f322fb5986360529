import {
  parseRecentlyViewed,
  parseStoredValue,
  shopifyStoreCart,
  STORAGE_LIFETIMES_MS,
  storedValue,
  withRecentlyViewed,
} from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';
import { readItem, writeItem } from '../storage.ts';
import { RECENTLY_VIEWED_KEY } from '../visitor/keys.ts';
import type { StoreAdapterChunk } from '../store/adapter.ts';
import { createCartWatch } from '../store/cart-watch.ts';
import { registerStoreAdapter } from '../store/registry.ts';
import { watchPageRequests } from '../store/request-hook.ts';
import { addShopifyVariant, CART_CHANGE, readShopifyCart, shopifyRoot } from './cart.ts';
import { whenConsented } from './consent.ts';
import { shopifyPage } from './page.ts';

/**
 * The Shopify store adapter chunk (`/embed/shopify-[hash].js`), loaded by the loader only on
 * Shopify stores (src/store/detect.ts): the customer privacy API, the signed-in customer, the cart
 * (read from `cart.js`, followed through the page's own Ajax cart calls) and adding to it. See
 * src/store/adapter.ts for what each method promises.
 */

/** The signed-in customer's id (`ShopifyAnalytics.meta.page.customerId`, else `__st.cid`), '' for a guest. */
export function shopifyCustomerId(window: Window): string {
  try {
    const page = shopifyPage(window);
    const customer = page.ShopifyAnalytics?.meta?.page?.customerId ?? page.__st?.cid;
    return typeof customer === 'number' || typeof customer === 'string' ? String(customer) : '';
  } catch {
    return '';
  }
}

/** The product of a product page (`ShopifyAnalytics.meta.product.id`, else the page's resource id), '' elsewhere. */
export function shopifyProductId(window: Window): string {
  try {
    const meta = shopifyPage(window).ShopifyAnalytics?.meta;
    const id = meta?.product?.id ?? (meta?.page?.pageType === 'product' ? meta.page.resourceId : '');
    return typeof id === 'number' || typeof id === 'string' ? String(id) : '';
  } catch {
    return '';
  }
}

/** Keeps the product the visitor is viewing among their recently viewed ones (at most 3, for `last_visited` product blocks). */
function rememberViewedProduct(env: LoaderEnv): void {
  const id = shopifyProductId(env.window);
  if (!id) return;
  const storage = env.localStorage;
  const now = env.now();
  const list = parseRecentlyViewed(parseStoredValue(readItem(storage, RECENTLY_VIEWED_KEY), now));
  const next = withRecentlyViewed(list, id);
  writeItem(storage, RECENTLY_VIEWED_KEY, storedValue(next.join(','), now, STORAGE_LIFETIMES_MS.year));
}

/** The adapter of a Shopify store: `store_integration` `shopify`, its consent API, customer and cart. */
export const createStoreAdapter: StoreAdapterChunk['createStoreAdapter'] = (env) => {
  const cart = createCartWatch(env, () => readShopifyCart(env));
  // The store's own add, change, update and clear calls: change, update and clear answer with the
  // cart; add answers with the added items only, so the cart is read again.
  watchPageRequests(
    env.window,
    (url, method) =>
      method === 'POST' && url.origin === env.window.location.origin && CART_CHANGE.test(url.pathname),
    ({ status, body }) => {
      if (status < 200 || status >= 300) return;
      const answer = shopifyStoreCart(body);
      if (answer) cart.update(answer);
      else cart.refresh();
    },
  );
  return registerStoreAdapter(env.window, {
    integration: 'shopify',
    customerId: () => shopifyCustomerId(env.window),
    whenConsented: (go, refused) =>
      whenConsented(
        env,
        () => {
          rememberViewedProduct(env);
          go();
        },
        refused,
      ),
    cartFields: () => cart.fields(),
    watchCart: cart.watch,
    currentCart: cart.current,
    async addToCart(variantId, quantity) {
      const added = await addShopifyVariant(env, variantId, quantity);
      if (added) cart.refresh();
      return added;
    },
    goToCart: () => env.window.location.assign(`${shopifyRoot(env.window)}cart`),
  });
};
