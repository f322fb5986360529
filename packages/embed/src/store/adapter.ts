import type { CartFields } from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';

/**
 * The contract between the loader and a store adapter chunk (`/embed/shopify-[hash].js`): the
 * loader recognises the store platform from a page global (src/store/detect.ts) and loads that
 * platform's chunk, which carries everything platform-specific (consent, customer, cart). Types only.
 */

/** The store platforms with an adapter: the `store_integration` value the API receives. */
export type StoreIntegration = 'shopify' | 'hookline';

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
   * Calls at most one of them, at most once; nothing is stored or sent before `go`.
   */
  whenConsented(go: () => void, refused: () => void): void;
  /**
   * The cart fields of the display call (`{}` when the store has none to give, or the read failed
   * or took too long: the failure is only logged). Settles within a couple of seconds.
   */
  cartFields(): Promise<Partial<CartFields>>;
}

/** What a store adapter chunk exports. */
export interface StoreAdapterChunk {
  /** The adapter for the page `env` describes; called once per page, after the chunk loaded. */
  createStoreAdapter(env: LoaderEnv): StoreAdapter;
}
