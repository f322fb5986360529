import { hooklineStoreCart } from '@hookline/rules';
import { logWarn } from '../log.ts';
import type { StoreAdapterChunk } from '../store/adapter.ts';
import { createCartWatch } from '../store/cart-watch.ts';
import { registerStoreAdapter } from '../store/registry.ts';

/**
 * The Hookline shop's adapter chunk (`/embed/hookline-[hash].js`), loaded on pages of our own shop
 * (`window.HooklineShop.platform === 'hookline'`): it reads `window.HooklineShop`
 * (docs/store-integration.md) for the customer and the cart, follows `onCartChange`, and adds
 * through `addToCart`. The shop has no consent banner of its own for the pixel.
 */

/** The part of `window.HooklineShop` the adapter reads (apps/shop/src/integration/store-integration.ts). */
interface HooklineShop {
  platform?: unknown;
  customerId?: unknown;
  getCart?(): unknown;
  onCartChange?(listener: (cart: unknown) => void): () => void;
  addToCart?(productId: number, quantity?: number, variationId?: number): Promise<boolean>;
}

const shopOf = (window: Window): HooklineShop | null => {
  const shop = (window as unknown as { HooklineShop?: unknown }).HooklineShop;
  return typeof shop === 'object' && shop !== null ? (shop as HooklineShop) : null;
};

/** The adapter of the Hookline shop: `store_integration` `hookline`. */
export const createStoreAdapter: StoreAdapterChunk['createStoreAdapter'] = (env) => {
  const cart = createCartWatch(env, async () => hooklineStoreCart(shopOf(env.window)?.getCart?.()));
  shopOf(env.window)?.onCartChange?.((value) => {
    const next = hooklineStoreCart(value);
    if (next) cart.update(next);
  });
  return registerStoreAdapter(env.window, {
    integration: 'hookline',
    customerId() {
      const id = shopOf(env.window)?.customerId;
      return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
    },
    whenConsented: (go) => go(),
    cartFields: () => cart.fields(),
    watchCart: cart.watch,
    currentCart: cart.current,
    async addToCart(variantId, quantity) {
      const [product, variation] = variantId.split(':').map(Number);
      const add = shopOf(env.window)?.addToCart;
      if (!add || !Number.isSafeInteger(product)) {
        logWarn(`product ${variantId} could not be added to the cart`);
        return false;
      }
      const added = await add(
        product!,
        quantity,
        Number.isSafeInteger(variation) ? variation : undefined,
      ).catch(() => false);
      if (!added) logWarn(`the shop did not add product ${variantId} to the cart`);
      return added;
    },
    goToCart: () => env.window.location.assign('/cart'),
  });
};
