import type { StoreAdapterChunk } from '../store/adapter.ts';

/**
 * The Hookline shop's store adapter chunk (`/embed/hookline-shop-[hash].js`), loaded only on pages
 * that publish `window.HooklineShop` (docs/store-integration.md): the logged-in customer (whose
 * page views, sessions and show limits then follow the customer across devices, and whose role
 * page-builder popups may hide from) and the cart. The shop has no consent API of its own.
 */

interface HooklineShopGlobal {
  platform?: unknown;
  customerId?: unknown;
  getCart?: () => {
    itemCount?: unknown;
    total?: unknown;
    productIds?: unknown;
    lineIds?: unknown;
  };
}

const shopOf = (window: Window): HooklineShopGlobal | undefined =>
  (window as unknown as { HooklineShop?: HooklineShopGlobal }).HooklineShop;

const list = (value: unknown): string =>
  Array.isArray(value)
    ? value
        .filter((id) => typeof id === 'string')
        .slice(0, 100)
        .join(',')
    : '';

export const createStoreAdapter: StoreAdapterChunk['createStoreAdapter'] = (env) => ({
  integration: 'hookline',
  customerId: () => {
    try {
      const id = shopOf(env.window)?.customerId;
      return typeof id === 'string' ? id : '';
    } catch {
      return '';
    }
  },
  whenConsented: (go) => go(),
  cartFields: () => {
    try {
      const cart = shopOf(env.window)?.getCart?.();
      if (!cart) return Promise.resolve({});
      const count = typeof cart.itemCount === 'number' ? cart.itemCount : 0;
      const total = typeof cart.total === 'number' ? cart.total : 0;
      return Promise.resolve({
        cart_total_items: String(count),
        cart_total_price: total.toFixed(2),
        cart_products_ids_list: list(cart.productIds),
        cart_products_org_ids_list: list(cart.lineIds),
      });
    } catch {
      return Promise.resolve({});
    }
  },
});
