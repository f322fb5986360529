import { describe, expect, it } from 'vitest';
import { shopifyCartFields } from './store-cart.ts';

describe('shopifyCartFields', () => {
  it('maps a Shopify cart.js answer to the cart fields', () => {
    expect(
      shopifyCartFields({
        item_count: 3,
        total_price: 4599,
        items: [
          { variant_id: 39001, product_id: 7001, quantity: 2 },
          { variant_id: '39002', product_id: 7002, quantity: 1 },
          { variant_id: 'x<y', product_id: null },
        ],
      }),
    ).toEqual({
      cart_total_items: '3',
      cart_total_price: '45.99',
      cart_products_ids_list: '39001,39002',
      cart_products_org_ids_list: '7001,7002',
    });
  });

  it('reads an empty cart', () => {
    expect(shopifyCartFields({ item_count: 0, total_price: 0, items: [] })).toEqual({
      cart_total_items: '0',
      cart_total_price: '0.00',
      cart_products_ids_list: '',
      cart_products_org_ids_list: '',
    });
  });

  it.each([
    null,
    'cart',
    {},
    { item_count: '1', total_price: 100, items: [] },
    { item_count: 1, total_price: 1.5, items: [] },
  ])('refuses %j', (cart) => {
    expect(shopifyCartFields(cart)).toBeNull();
  });
});
