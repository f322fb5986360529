/** The wix store adapter (customer, cart, add to cart): loaded by the loader on Wix stores only, built whole with nothing to import. */
export * from '../wix/index.ts';
