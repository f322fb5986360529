import type { FuzzIds, FuzzTarget } from './fuzz-target.ts';

/** The shop: its pages and its API, each with a valid request. */
export function shopFuzzTargets(ids: FuzzIds): FuzzTarget[] {
  return [
    { method: 'GET', route: '/shop', query: { paged: '2', orderby: 'price', category: 'coffee' } },
    {
      method: 'GET',
      route: '/product/:slug',
      params: { slug: ids.productSlug },
      query: { attribute_pa_size: 'm' },
    },
    { method: 'GET', route: '/cart' },
    { method: 'GET', route: '/my-account' },
    {
      method: 'GET',
      route: '/shop-images/:hue/:size/:label',
      params: { hue: '120', size: '300', label: 'Mug' },
    },
    {
      method: 'POST',
      route: '/api/shop/add_to_cart',
      body: { product_id: ids.productId, quantity: '1' },
      encoding: 'form',
    },
    {
      method: 'POST',
      route: '/api/shop/remove_from_cart',
      body: { cart_item_key: 'a'.repeat(32) },
      encoding: 'json',
    },
    { method: 'GET', route: '/api/shop/remove_from_cart', query: { cart_item_key: 'a'.repeat(32) } },
    { method: 'GET', route: '/api/shop/cart' },
    {
      method: 'POST',
      route: '/api/shop/get_variation',
      body: { product_id: ids.variableProductId, attribute_pa_size: 'm' },
      encoding: 'form',
    },
    { method: 'GET', route: '/api/shop/products/:id/reviews', params: { id: ids.productId } },
    {
      method: 'POST',
      route: '/api/shop/products/:id/reviews',
      params: { id: ids.productId },
      body: { rating: '5', comment: 'Lovely', author: 'Ann', email: 'ann@example.com' },
      encoding: 'json',
    },
    {
      method: 'POST',
      route: '/api/shop/customer/login',
      body: { email: 'nobody@example.com', password: 'wrong password' },
      encoding: 'json',
    },
    { method: 'POST', route: '/api/shop/customer/logout' },
    { method: 'GET', route: '/api/shop/customer' },
    {
      method: 'POST',
      route: '/api/shop/checkout',
      body: {
        billing_first_name: 'Ann',
        billing_last_name: 'Lee',
        billing_email: 'ann@example.com',
        billing_address_1: '1 Main St',
        billing_city: 'Leeds',
        billing_postcode: 'LS1 1AA',
        billing_country: 'GB',
        payment_method: 'cod',
        hl_source: 'fuzz',
      },
      encoding: 'form',
    },
  ];
}
