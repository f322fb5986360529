/** A Shopify product recommendation block: loaded by popups that have one. */
export * from '../popup/products-block.tsx';
