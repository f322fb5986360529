import { cartChange, storeCartFields, type CartFields, type StoreCart } from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';
import { logWarn } from '../log.ts';
import type { CartListener } from './adapter.ts';

/** A slow store does not hold the popups back longer than this. */
export const CART_TIMEOUT_MS = 1500;

/** Same cart (count, total and lines): a read that changes nothing notifies nobody. */
const sameCart = (a: StoreCart, b: StoreCart) => JSON.stringify(a) === JSON.stringify(b);

/** One store's cart as the pixel follows it: read, refreshed after the store changes it, and watched. */
export interface CartWatch {
  /** The display call's cart fields (a fresh read, 1.5 s at most; `{}` when it failed: logged). */
  fields(): Promise<Partial<CartFields>>;
  /** Reads the cart again (after the store changed it) and tells the watchers what changed. */
  refresh(): void;
  /** Takes a cart the store just gave (its change answer or event) and tells the watchers. */
  update(cart: StoreCart): void;
  watch(listener: CartListener): () => void;
  /** The cart as last read, or null before the first read. */
  current(): StoreCart | null;
}

/**
 * Follows a store's cart through `read` (the platform's cart call; null when the answer is not a
 * cart). A failed or slow read is only logged (spec section 8).
 */
export function createCartWatch(env: LoaderEnv, read: () => Promise<StoreCart | null>): CartWatch {
  let last: StoreCart | null = null;
  const listeners = new Set<CartListener>();
  const timed = async (): Promise<StoreCart | null> => {
    try {
      const cart = await Promise.race([
        read(),
        new Promise<never>((_, reject) =>
          env.setTimeout(() => reject(new Error('timeout')), CART_TIMEOUT_MS),
        ),
      ]);
      if (!cart) throw new Error('not a cart');
      return cart;
    } catch (error) {
      logWarn('the cart could not be read', error);
      return null;
    }
  };
  const update = (cart: StoreCart) => {
    const previous = last;
    last = cart;
    if (previous && sameCart(previous, cart)) return;
    const change = previous ? cartChange(previous, cart) : null;
    for (const listener of [...listeners]) {
      try {
        listener(cart, change);
      } catch (error) {
        logWarn('a cart watcher failed', error);
      }
    }
  };
  let reading: Promise<StoreCart | null> | null = null;
  const refresh = () =>
    (reading ??= timed().then((cart) => {
      reading = null;
      if (cart) update(cart);
      return cart;
    }));
  return {
    async fields() {
      const cart = await refresh();
      return cart ? storeCartFields(cart) : {};
    },
    refresh: () => void refresh(),
    update,
    current: () => last,
    watch(listener) {
      listeners.add(listener);
      if (last) listener(last, null);
      else void refresh();
      return () => void listeners.delete(listener);
    },
  };
}
