import { describe, expect, it } from 'vitest';
import {
  ecwidStoreCart,
  hooklineStoreCart,
  shopifyCartFields,
  shopifyStoreCart,
  storeCartFields,
  wixStoreCart,
} from './store-cart.ts';

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

describe('store carts of each platform', () => {
  it('reads a Shopify cart.js answer, cents to currency units', () => {
    expect(
      shopifyStoreCart({
        item_count: 3,
        total_price: 4599,
        items: [{ id: 39001, variant_id: 39001, product_id: 7001, quantity: 3 }],
      }),
    ).toEqual({
      itemCount: 3,
      total: 45.99,
      lines: [{ variantId: '39001', productId: '7001', quantity: 3 }],
    });
    expect(shopifyStoreCart({ items: [] })).toBeNull();
  });

  it('reads an Ecwid cart, summing its items for the total', () => {
    const cart = ecwidStoreCart({
      productsQuantity: 3,
      items: [
        { quantity: 1, product: { id: 101, price: 12.5 } },
        { quantity: 2, product: { id: 102, price: 4 } },
      ],
    });
    expect(cart).toEqual({
      itemCount: 3,
      total: 20.5,
      lines: [
        { variantId: '', productId: '101', quantity: 1 },
        { variantId: '', productId: '102', quantity: 2 },
      ],
    });
    expect(storeCartFields(cart!)).toEqual({
      cart_total_items: '3',
      cart_total_price: '20.50',
      cart_products_ids_list: '',
      cart_products_org_ids_list: '101,102',
    });
  });

  it('reads a Wix cart (line items and subtotal)', () => {
    expect(
      wixStoreCart({
        lineItems: [
          { quantity: 2, catalogReference: { catalogItemId: 'c1f2', options: { variantId: 'v-9' } } },
        ],
        subtotal: { amount: '38.00' },
      }),
    ).toEqual({ itemCount: 2, total: 38, lines: [{ variantId: 'v-9', productId: 'c1f2', quantity: 2 }] });
  });

  it("reads the Hookline shop's cart", () => {
    expect(
      hooklineStoreCart({
        itemCount: 3,
        total: 56,
        productIds: ['12', '31'],
        lineIds: ['12', '31:345'],
        hash: 'x',
      }),
    ).toEqual({
      itemCount: 3,
      total: 56,
      lines: [
        { productId: '12', variantId: '', quantity: 2 },
        { productId: '31', variantId: '345', quantity: 1 },
      ],
    });
  });
});
