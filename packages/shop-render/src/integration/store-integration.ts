import type { TCartSnapshot, TShopCustomer } from '@hookline/schema';
import { addToCart } from '../cart/cart-actions.ts';
import { cartStore } from '../cart/cart-store.ts';
import { setTrackingAllowed } from '../checkout/attribution-browser.ts';

/** What the Hookline visitor script reads from the shop (docs/store-integration.md). */
export interface HooklineShopCart {
  itemCount: number;
  /** The cart total in currency units: the shop's cents divided by 100. */
  total: number;
  productIds: string[];
  /** Product ids with variation ids where chosen, e.g. `12:345`. */
  lineIds: string[];
  hash: string;
}

export interface HooklineShop {
  platform: 'hookline';
  version: 1;
  customerId: string | null;
  getCart(): HooklineShopCart;
  onCartChange(listener: (cart: HooklineShopCart) => void): () => void;
  addToCart(productId: number, quantity?: number, variationId?: number): Promise<boolean>;
  setTrackingAllowed(allowed: boolean): void;
  /**
   * True while the page shows an add-to-cart confirmation ("… has been added to your cart", an
   * added button's "View cart") or the open mini-cart: a popup's JS filter can keep from covering it.
   */
  readonly cartConfirmationShown: boolean;
}

/** What confirms an add to the cart on the page: the notice's and the button's "View cart", the open mini-cart. */
const CONFIRMATION = '.woocommerce-message .wc-forward, .added_to_cart, #mini-cart-panel:not([hidden])';

/** The cart as the popup service wants it (spec: totals divided by 100). */
export function integrationCart(cart: TCartSnapshot): HooklineShopCart {
  return {
    itemCount: cart.itemCount,
    total: cart.totalCents / 100,
    productIds: [...new Set(cart.items.map((i) => String(i.productId)))],
    lineIds: cart.items.map((i) => (i.variationId ? `${i.productId}:${i.variationId}` : String(i.productId))),
    hash: cart.hash,
  };
}

/** Publishes `window.HooklineShop` and fires `hookline:cart` on window whenever the cart changes. */
export function installStoreIntegration(customer: TShopCustomer | null, apiBase: string): void {
  const read = () => integrationCart(cartStore.get() ?? { items: [], itemCount: 0, totalCents: 0, hash: '' });
  const api: HooklineShop = {
    platform: 'hookline',
    version: 1,
    customerId: customer?.id ?? null,
    getCart: read,
    onCartChange(listener) {
      return cartStore.subscribe(() => listener(read()));
    },
    async addToCart(productId, quantity = 1, variationId) {
      const fields: Record<string, string> = { product_id: String(productId), quantity: String(quantity) };
      if (variationId) fields.variation_id = String(variationId);
      return (await addToCart(apiBase, fields)).ok;
    },
    setTrackingAllowed,
    get cartConfirmationShown() {
      return document.querySelector(CONFIRMATION) !== null;
    },
  };
  (window as unknown as { HooklineShop: HooklineShop }).HooklineShop = api;
  cartStore.subscribe(() => window.dispatchEvent(new CustomEvent('hookline:cart', { detail: read() })));
}
