import type { LoaderEnv } from '../env.ts';
import { logWarn } from '../log.ts';
import type { StoreAdapter, StoreIntegration } from './adapter.ts';

/**
 * The store platform the page belongs to, from a global the platform sets before any app script
 * runs: a Shopify store names itself in `window.Shopify.shop`. Null on every other site. Cheap and
 * never throws: it runs in the loader on every page.
 */
export function storeIntegrationOf(window: Window): StoreIntegration | null {
  try {
    const globals = window as unknown as {
      Shopify?: { shop?: unknown };
      HooklineShop?: { platform?: unknown };
    };
    if (typeof globals.Shopify?.shop === 'string') return 'shopify';
    return globals.HooklineShop?.platform === 'hookline' ? 'hookline' : null;
  } catch {
    return null;
  }
}

/**
 * On a store, starts loading its adapter chunk and resolves to the adapter; null (at once) on
 * other sites. A chunk that fails to load (or to create its adapter) is logged and resolves to
 * null: the pixel then does not run, as the visitor's consent cannot be known. Never rejects.
 */
export function startStoreAdapter(env: LoaderEnv, host: string): Promise<StoreAdapter | null> | null {
  const integration = storeIntegrationOf(env.window);
  return (
    integration &&
    env
      .loadStoreAdapter(integration, host)
      .then((chunk) => chunk.createStoreAdapter(env))
      .catch((error: unknown) => {
        logWarn(
          `the ${integration} store adapter failed to load; popups are not shown, as the visitor's consent cannot be checked`,
          error,
        );
        return null;
      })
  );
}
