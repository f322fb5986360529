import { ecwidStoreCart } from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';
import { guarded, logWarn } from '../log.ts';
import type { StoreAdapterChunk } from '../store/adapter.ts';
import { createCartWatch } from '../store/cart-watch.ts';
import { registerStoreAdapter } from '../store/registry.ts';

/**
 * The Ecwid store adapter chunk (`/embed/ecwid-[hash].js`), loaded on pages with Ecwid's storefront
 * (`window.Ecwid`): everything goes through Ecwid's JavaScript API once `Ecwid.OnAPILoaded` fired:
 * the customer (`Ecwid.Customer.get`), the cart (`Ecwid.Cart.get`, `Ecwid.OnCartChanged`), adding
 * (`Ecwid.Cart.addProduct`) and the cart page (`Ecwid.openPage('cart')`). Ecwid has no consent API.
 */

type Callback<T> = (value: T) => void;
interface EcwidEvent<T> {
  add(callback: Callback<T>): void;
}
/** The part of Ecwid's JavaScript API the adapter uses. */
export interface EcwidApi {
  OnAPILoaded?: EcwidEvent<void>;
  OnCartChanged?: EcwidEvent<unknown>;
  Cart?: {
    get?(callback: Callback<unknown>): void;
    addProduct?(product: { id: number; quantity: number; callback?(success: boolean): void }): void;
  };
  Customer?: { get?(callback: Callback<{ id?: unknown } | null | undefined>): void };
  openPage?(page: string): void;
}

const ecwidOf = (window: Window): EcwidApi | null => {
  const api = (window as unknown as { Ecwid?: unknown }).Ecwid;
  return typeof api === 'object' && api !== null ? (api as EcwidApi) : null;
};

/** The longest the pixel waits for Ecwid's API (and its customer) before it goes on without. */
export const ECWID_API_WAIT_MS = 1500;

/** Resolves when Ecwid's API has loaded (`Ecwid.OnAPILoaded`), or false after `ECWID_API_WAIT_MS`. */
function apiLoaded(env: LoaderEnv): Promise<boolean> {
  return new Promise((resolve) => {
    env.setTimeout(() => resolve(false), ECWID_API_WAIT_MS);
    const api = ecwidOf(env.window);
    if (!api?.OnAPILoaded) return resolve(false);
    api.OnAPILoaded.add(guarded('Ecwid API', () => resolve(true)));
  });
}

/** The adapter of an Ecwid store: `store_integration` `ecwid`. */
export const createStoreAdapter: StoreAdapterChunk['createStoreAdapter'] = (env) => {
  let customer = '';
  const loaded = apiLoaded(env);
  const cart = createCartWatch(env, async () => {
    if (!(await loaded)) throw new Error('the Ecwid API did not load');
    return new Promise((resolve) =>
      ecwidOf(env.window)?.Cart?.get?.((value) => resolve(ecwidStoreCart(value))),
    );
  });
  void loaded.then(
    guarded('Ecwid cart', (ready: boolean) => {
      if (!ready) return;
      // Also called with null when the customer logs out: the cart is then empty.
      ecwidOf(env.window)?.OnCartChanged?.add(
        guarded('Ecwid cart', (value: unknown) => {
          const next = ecwidStoreCart(value ?? { items: [] });
          if (next) cart.update(next);
        }),
      );
    }),
  );
  const readCustomer = () =>
    loaded.then(
      (ready) =>
        new Promise<void>((resolve) => {
          const get = ready ? ecwidOf(env.window)?.Customer?.get : undefined;
          if (!get) return resolve();
          env.setTimeout(resolve, ECWID_API_WAIT_MS);
          get(
            guarded('Ecwid customer', (value: { id?: unknown } | null | undefined) => {
              const id = value?.id;
              customer = typeof id === 'number' || typeof id === 'string' ? String(id) : '';
              resolve();
            }),
          );
        }),
    );
  return registerStoreAdapter(env.window, {
    integration: 'ecwid',
    customerId: () => customer,
    whenConsented: (go) => void readCustomer().then(guarded('pixel start', go)),
    cartFields: () => cart.fields(),
    watchCart: cart.watch,
    currentCart: cart.current,
    async addToCart(productId, quantity) {
      const id = Number(productId.split(':')[0]);
      const api = (await loaded) ? ecwidOf(env.window)?.Cart : undefined;
      if (!api?.addProduct || !Number.isSafeInteger(id)) {
        logWarn(`product ${productId} could not be added to the Ecwid cart`);
        return false;
      }
      return new Promise((resolve) =>
        api.addProduct!({
          id,
          quantity,
          callback: (success) => {
            if (!success) logWarn(`Ecwid did not add product ${id} to the cart`);
            resolve(success === true);
          },
        }),
      );
    },
    goToCart: () => ecwidOf(env.window)?.openPage?.('cart'),
  });
};
