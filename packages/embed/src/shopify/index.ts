import type { StoreAdapterChunk } from '../store/adapter.ts';
import { readShopifyCart } from './cart.ts';
import { whenConsented } from './consent.ts';
import { shopifyPage } from './page.ts';

/**
 * The Shopify store adapter chunk (`/embed/shopify-[hash].js`), loaded by the loader only on
 * Shopify stores (src/store/detect.ts): the customer privacy API, the signed-in customer and the
 * cart. See src/store/adapter.ts for what each method promises.
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

/** The adapter of a Shopify store: `store_integration` `shopify`, its consent API, customer and cart. */
export const createStoreAdapter: StoreAdapterChunk['createStoreAdapter'] = (env) => ({
  integration: 'shopify',
  customerId: () => shopifyCustomerId(env.window),
  whenConsented: (go, refused) => whenConsented(env, go, refused),
  cartFields: () => readShopifyCart(env),
});
