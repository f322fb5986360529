import { useSyncExternalStore } from 'react';
import type { TCartSnapshot } from '@hookline/schema';
import { useShop } from '../shop-context.tsx';

/**
 * The browser's one copy of the cart. Every cart response replaces it, so the mini-cart, the cart
 * page and the header count re-render together; other open tabs get it over a BroadcastChannel.
 * On the server nothing is stored here: components read the cart the page was rendered with.
 */
let current: TCartSnapshot | null = null;
const listeners = new Set<() => void>();
const CHANNEL = 'hookline-shop-cart';
let channel: BroadcastChannel | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

export const cartStore = {
  get: (): TCartSnapshot | null => current,
  /** Replaces the cart; `fromOtherTab` keeps a tab from echoing what it just received. */
  set(next: TCartSnapshot, options: { fromOtherTab?: boolean } = {}): void {
    current = next;
    notify();
    if (!options.fromOtherTab) channel?.postMessage(next);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Browser only: starts from the server-rendered cart and listens to the other tabs. */
  start(initial: TCartSnapshot): void {
    current = initial;
    if (typeof BroadcastChannel === 'undefined') return;
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<TCartSnapshot>) => {
      if (event.data && event.data.hash !== current?.hash) cartStore.set(event.data, { fromOtherTab: true });
    };
  },
};

/** The current cart: the live one in the browser, the rendered one on the server. */
export function useCart(): TCartSnapshot {
  const rendered = useShop().cart;
  return useSyncExternalStore(
    cartStore.subscribe,
    () => cartStore.get() ?? rendered,
    () => rendered,
  );
}
