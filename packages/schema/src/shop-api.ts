/**
 * Wire payloads of the shop API (docs/shop.md), one module per concept under `shop-api/`. Records
 * keep the storefront spec's names (section 3: `variation_id`, `is_in_stock`, ...). Form bodies
 * carry strings, JSON bodies may carry numbers: ids and quantities accept both. A repeated form key
 * arrives as an array and is refused.
 */
export * from './shop-api/ids.ts';
export * from './shop-api/products.ts';
export * from './shop-api/reviews.ts';
export * from './shop-api/cart.ts';
export * from './shop-api/checkout.ts';
export * from './shop-api/customers.ts';
export * from './shop-api/notices.ts';
