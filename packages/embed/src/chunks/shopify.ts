/** The Shopify store adapter (consent, cart, customer): loaded by the loader on Shopify stores, built whole with nothing to import. */
export * from '../shopify/index.ts';
