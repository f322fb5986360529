import { shopifyCartFields, type CartFields } from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';
import { logWarn } from '../log.ts';
import { shopifyPage } from './page.ts';

/** A slow store does not hold the popups back longer than this. */
export const CART_TIMEOUT_MS = 1500;

/**
 * The cart fields of a Shopify store's display call, read from its `cart.js` (same origin, with the
 * visitor's cookies). A failed or slow read is only logged (spec section 8): the call goes without.
 * Never rejects.
 */
export async function readShopifyCart(env: LoaderEnv): Promise<Partial<CartFields>> {
  const { location } = env.window;
  const root = shopifyPage(env.window).Shopify?.routes?.root;
  const base = typeof root === 'string' && root.startsWith('/') ? root : '/';
  try {
    const cart = await Promise.race([
      env
        .fetch(`${location.origin}${base}cart.js`, { credentials: 'same-origin' })
        .then((response) =>
          response.ok ? response.json() : Promise.reject(new Error(`${response.status}`)),
        ),
      new Promise((_, reject) => env.setTimeout(() => reject(new Error('timeout')), CART_TIMEOUT_MS)),
    ]);
    const fields = shopifyCartFields(cart);
    if (fields) return fields;
    throw new Error('not a cart');
  } catch (error) {
    logWarn('the cart could not be read', error);
    return {};
  }
}
