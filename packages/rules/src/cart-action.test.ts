import { describe, expect, it } from 'vitest';
import { cartActionPlan } from './cart-action.ts';

describe('cartActionPlan', () => {
  it.each([
    ['absent', undefined, null],
    ['no_buttons', { action: 'no_buttons' }, null],
    ['an unknown action', { action: 'teleport' }, null],
    ['an add without a variant', { action: 'add_to_cart' }, null],
    ['a redirect without an address', { action: 'redirect' }, null],
    [
      'an add, quantity 1 by default',
      { action: 'add_to_cart', variant_id: '39001' },
      { action: 'add_to_cart', variantId: '39001', quantity: 1, url: '' },
    ],
    [
      'an add and go to the cart, at most 99',
      { action: 'add_to_cart_redirect', variant_id: 39001, quantity: 500 },
      { action: 'add_to_cart_redirect', variantId: '39001', quantity: 99, url: '' },
    ],
    [
      'a redirect in a new tab',
      { action: 'redirect_blank', url: ' https://example.com/sale ' },
      { action: 'redirect_blank', variantId: '', quantity: 1, url: 'https://example.com/sale' },
    ],
  ])('%s', (_, value, expected) => expect(cartActionPlan(value)).toEqual(expected));
});
