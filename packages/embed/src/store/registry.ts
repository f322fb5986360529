import type { StoreAdapter } from './adapter.ts';

/**
 * Where a store adapter chunk leaves its adapter for the lazy chunks that act on the store (the
 * cart trigger in the `triggers` chunk, the cart actions in the `extras` chunk), so that neither
 * the loader nor the runtime chunk (the lightbox path) carries a byte for stores.
 */
const KEY = '__hooklineStore';

/** A customer id the display API takes (`store_integration_customer_id`); another is sent as ''. */
const CUSTOMER_ID = /^[\w.:@+/-]{0,200}$/;

/**
 * Makes `adapter` the page's store adapter; returns it. A customer id the API would refuse (and
 * with it the whole call) is left out, so an odd theme value costs the customer id, not the popups.
 */
export function registerStoreAdapter<A extends StoreAdapter>(window: Window, adapter: A): A {
  const read = adapter.customerId.bind(adapter);
  adapter.customerId = () => {
    const id = read();
    return CUSTOMER_ID.test(id) ? id : '';
  };
  (window as unknown as Record<string, unknown>)[KEY] = adapter;
  return adapter;
}

/** The page's store adapter, or null on a site that is not a store (or before its chunk loaded). */
export function storeAdapterOf(window: Window): StoreAdapter | null {
  try {
    const adapter = (window as unknown as Record<string, unknown>)[KEY];
    return typeof adapter === 'object' && adapter !== null ? (adapter as StoreAdapter) : null;
  } catch {
    return null;
  }
}
