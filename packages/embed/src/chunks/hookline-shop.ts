/** The Hookline shop's store adapter (customer, cart): loaded by the loader on the Hookline shop's pages, built whole with nothing to import. */
export * from '../hookline-shop/index.ts';
