import { shopifyStoreCart, type StoreCart } from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';
import { logWarn } from '../log.ts';
import { shopifyPage } from './page.ts';

export { CART_TIMEOUT_MS } from '../store/cart-watch.ts';

/** The store's root for its Ajax API (`Shopify.routes.root`, e.g. `/fr/` on a localised store), else `/`. */
export function shopifyRoot(window: Window): string {
  const root = shopifyPage(window).Shopify?.routes?.root;
  return typeof root === 'string' && root.startsWith('/') ? root : '/';
}

/** The Ajax cart calls that change the cart (spec section 4): add, change, update, clear. */
export const CART_CHANGE = /\/cart\/(add|change|update|clear)(\.js)?$/;

/**
 * Reads a Shopify store's `cart.js` (same origin, with the visitor's cookies) as a store cart; null
 * when the answer is not a cart. Rejects when the read failed.
 */
export async function readShopifyCart(env: LoaderEnv): Promise<StoreCart | null> {
  const { location } = env.window;
  const response = await env.fetch(`${location.origin}${shopifyRoot(env.window)}cart.js`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`${response.status}`);
  return shopifyStoreCart(await response.json());
}

/**
 * Adds a variant through the Ajax API (`POST {root}cart/add.js` with `items: [{id, quantity}]`).
 * A refusal (422: sold out, too many) is logged with Shopify's description, never shown (spec
 * section 8). Resolves whether it was added.
 */
export async function addShopifyVariant(
  env: LoaderEnv,
  variantId: string,
  quantity: number,
): Promise<boolean> {
  const id = Number(variantId.split(':').pop());
  if (!Number.isSafeInteger(id) || id <= 0) {
    logWarn(`the cart action has no Shopify variant id (${variantId})`);
    return false;
  }
  try {
    const response = await env.fetch(`${env.window.location.origin}${shopifyRoot(env.window)}cart/add.js`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ items: [{ id, quantity }] }),
    });
    if (response.ok) return true;
    const answer = (await response.json().catch(() => null)) as { description?: unknown } | null;
    logWarn(
      `the store did not add variant ${id} to the cart (${response.status})`,
      answer?.description ?? '',
    );
    return false;
  } catch (error) {
    logWarn(`variant ${id} could not be added to the cart`, error);
    return false;
  }
}
