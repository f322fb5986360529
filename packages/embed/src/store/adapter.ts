import type { CartChange, CartFields, StoreCart } from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';

/**
 * The contract between the loader and a store adapter chunk (`/embed/{platform}-[hash].js`): the
 * loader recognises the store platform from a page global (src/store/detect.ts) and loads that
 * platform's chunk, which carries everything platform-specific (consent, customer, cart). Types only.
 */

/** The store platforms with an adapter: the `store_integration` value the API receives (`hookline`: our own shop). */
export type StoreIntegration = 'shopify' | 'wix' | 'ecwid' | 'hookline';

/**
 * The store fields of the display call besides the store and customer: the cart fields, and on a
 * Wix store the cart's id (`wix_cart_id`) and the cart itself (`wix_cart_details`, JSON text of
 * `{lineItems, subtotal}`), which the answer carries back.
 */
export type StoreCallFields = Partial<CartFields> & { wix_cart_id?: string; wix_cart_details?: string };

/** Called with the cart when it is first known (`change` null) and after each change the store made. */
export type CartListener = (cart: StoreCart, change: CartChange | null) => void;

/** What the pixel asks of a store platform. None of its methods throws or rejects. */
export interface StoreAdapter {
  /** The platform (`store_integration`). */
  readonly integration: StoreIntegration;
  /**
   * The signed-in customer's id on the store (`store_integration_customer_id`), '' for a guest or
   * when unknown. Read again on each page view (a single-page app's route change included).
   */
  customerId(): string;
  /**
   * Spec section 4: waits for the platform's consent decision, then calls `go` when the visitor may
   * be tracked (also at once where the platform has no consent API) or `refused` after a "no".
   * Calls at most one of them, at most once; nothing is stored or sent before `go`. Platforms whose
   * customer is read asynchronously (Wix, Ecwid) read it first, so `customerId` knows it.
   */
  whenConsented(go: () => void, refused: () => void): void;
  /**
   * The cart fields of the display call (`{}` when the store has none to give, or the read failed
   * or took too long: the failure is only logged). Settles within a couple of seconds.
   */
  cartFields(): Promise<StoreCallFields>;
  /**
   * Watches the store's cart for the cart trigger: `listener` gets the cart once it is read, then
   * again after every change the store's own page makes (its add to cart, update, change, clear).
   * Returns how to stop.
   */
  watchCart(listener: CartListener): () => void;
  /** The cart as last read (the display call reads it before any popup shows), or null before. */
  currentCart(): StoreCart | null;
  /**
   * Adds `quantity` of a variant (Shopify, Wix: `productId` or `productId:variantId`; Ecwid: a
   * product id; the Hookline shop: `productId` or `productId:variationId`). Resolves false when the
   * store refused it (logged, never shown: spec section 8) and true when it was added.
   */
  addToCart(variantId: string, quantity: number): Promise<boolean>;
  /** Takes the visitor to the store's cart (`add_to_cart_redirect`). */
  goToCart(): void;
}

/** What a store adapter chunk exports. */
export interface StoreAdapterChunk {
  /** The adapter for the page `env` describes; called once per page, after the chunk loaded. */
  createStoreAdapter(env: LoaderEnv): StoreAdapter;
}
