import { describe, expect, it } from 'vitest';
import { ZCartTrigger, type TCartTrigger } from '@hookline/schema';
import {
  cartChange,
  cartTriggerFires,
  cartTriggerProducts,
  cartTriggerSetting,
  cartValuePasses,
  type StoreCart,
} from './cart-trigger.ts';

const cart = (
  ...lines: [variant: string, product: string, quantity: number, price?: number][]
): StoreCart => ({
  itemCount: lines.reduce((sum, [, , quantity]) => sum + quantity, 0),
  total: lines.reduce((sum, [, , quantity, price = 10]) => sum + quantity * price, 0),
  lines: lines.map(([variantId, productId, quantity]) => ({ variantId, productId, quantity })),
});
const trigger = (setting: Partial<TCartTrigger> & Pick<TCartTrigger, 'action'>) =>
  ZCartTrigger.parse(setting);

const empty = cart();
const mug = cart(['39001', '7001', 1]);
const mugAndTea = cart(['39001', '7001', 1], ['39002', '7002', 2]);

describe('cartChange', () => {
  it.each([
    ['an added line', empty, mug, { added: ['39001', '7001'], removed: [] }],
    ['a quantity raised', mug, cart(['39001', '7001', 3]), { added: ['39001', '7001'], removed: [] }],
    ['a line removed', mugAndTea, mug, { added: [], removed: ['39002', '7002'] }],
    ['the cart cleared', mugAndTea, empty, { added: [], removed: ['39001', '7001', '39002', '7002'] }],
    ['nothing changed', mug, mug, { added: [], removed: [] }],
    ['an unknown previous cart', null, mug, { added: ['39001', '7001'], removed: [] }],
  ])('%s', (_, before, after, expected) => {
    expect(cartChange(before, after)).toEqual(expected);
  });
});

describe('cartTriggerProducts', () => {
  it.each([
    ['any_product', 'any_product'],
    ['', 'any_product'],
    ['empty_cart', 'empty_cart'],
    ['39001, 7002 ,', ['39001', '7002']],
  ])('%j', (products, expected) => expect(cartTriggerProducts(products)).toEqual(expected));
});

describe('cartValuePasses', () => {
  it.each([
    [50.01, 'greater_than', 50, true],
    [50, 'greater_than', 50, false],
    [50, 'greater_than_or_equal', 50, true],
    [49.99, 'greater_than_or_equal', 50, false],
    [50, 'equal', 50, true],
    [50.004, 'equal', 50, true],
    [50.02, 'equal', 50, false],
  ] as const)('%s %s %s', (total, filter, value, expected) => {
    expect(cartValuePasses(total, filter, value)).toBe(expected);
  });
});

describe('cartTriggerFires', () => {
  const added = cartChange(empty, mug);
  const removedTea = cartChange(mugAndTea, mug);
  const cleared = cartChange(mug, empty);
  it.each([
    ['added_product, any product, on an add', trigger({ action: 'added_product' }), mug, added, true],
    ['added_product, not when the page starts', trigger({ action: 'added_product' }), mug, null, false],
    ['added_product, not on a removal', trigger({ action: 'added_product' }), mug, removedTea, false],
    [
      'added_product, a listed variant',
      trigger({ action: 'added_product', products: '39001' }),
      mug,
      added,
      true,
    ],
    [
      'added_product, a listed product',
      trigger({ action: 'added_product', products: '1, 7001' }),
      mug,
      added,
      true,
    ],
    [
      'added_product, another product',
      trigger({ action: 'added_product', products: '7002' }),
      mug,
      added,
      false,
    ],
    ['removed_product, any product', trigger({ action: 'removed_product' }), mug, removedTea, true],
    [
      'removed_product, a listed product',
      trigger({ action: 'removed_product', products: '7002' }),
      mug,
      removedTea,
      true,
    ],
    [
      'removed_product, another product',
      trigger({ action: 'removed_product', products: '7001' }),
      mug,
      removedTea,
      false,
    ],
    [
      'removed_product, empty cart, the last one',
      trigger({ action: 'removed_product', products: 'empty_cart' }),
      empty,
      cleared,
      true,
    ],
    [
      'removed_product, empty cart, one left',
      trigger({ action: 'removed_product', products: 'empty_cart' }),
      mug,
      removedTea,
      false,
    ],
    ['cart_item, any product, at start', trigger({ action: 'cart_item' }), mug, null, true],
    ['cart_item, any product, empty', trigger({ action: 'cart_item' }), empty, null, false],
    ['cart_item, empty cart', trigger({ action: 'cart_item', products: 'empty_cart' }), empty, null, true],
    [
      'cart_item, a listed product held',
      trigger({ action: 'cart_item', products: '7002' }),
      mugAndTea,
      null,
      true,
    ],
    [
      'cart_item, a listed product not held',
      trigger({ action: 'cart_item', products: '7002' }),
      mug,
      added,
      false,
    ],
    [
      'cart_value greater than 25, 30 in the cart',
      trigger({ action: 'cart_value', cart_spec_value: 25 }),
      mugAndTea,
      added,
      true,
    ],
    [
      'cart_value greater than 30, 30 in the cart',
      trigger({ action: 'cart_value', cart_spec_value: 30 }),
      mugAndTea,
      added,
      false,
    ],
    [
      'cart_value equal 30',
      trigger({ action: 'cart_value', cart_spec_filter: 'equal', cart_spec_value: 30 }),
      mugAndTea,
      null,
      true,
    ],
    [
      'cart_value at least 10',
      trigger({ action: 'cart_value', cart_spec_filter: 'greater_than_or_equal', cart_spec_value: 10 }),
      mug,
      added,
      true,
    ],
    [
      'cart_value, never an empty cart',
      trigger({ action: 'cart_value', cart_spec_filter: 'greater_than_or_equal', cart_spec_value: 0 }),
      empty,
      cleared,
      false,
    ],
  ])('%s', (_, setting, now, change, expected) => {
    expect(cartTriggerFires(setting, now, change)).toBe(expected);
  });
});

describe('cartTriggerSetting', () => {
  it.each([
    [null, null],
    [{}, null],
    [{ action: 'bought' }, null],
    [
      { action: 'added_product' },
      {
        action: 'added_product',
        products: 'any_product',
        cart_spec_filter: 'greater_than',
        cart_spec_value: 0,
      },
    ],
    [
      { action: 'cart_value', products: 'x', cart_spec_filter: 'equal', cart_spec_value: 30 },
      { action: 'cart_value', products: 'x', cart_spec_filter: 'equal', cart_spec_value: 30 },
    ],
  ])('%j', (value, expected) => expect(cartTriggerSetting(value)).toEqual(expected));
});
