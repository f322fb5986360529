/** The ecwid store adapter (customer, cart, add to cart): loaded by the loader on Ecwid stores only, built whole with nothing to import. */
export * from '../ecwid/index.ts';
