/** The Hookline shop's adapter (window.HooklineShop: customer, cart, add to cart): loaded by the loader on our own shop's pages only, built whole with nothing to import. */
export * from '../hookline-shop/index.ts';
