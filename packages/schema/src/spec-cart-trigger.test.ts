import { describe, expect, it } from 'vitest';
import { ZPopupCreateRequest, ZPopupSaveRequest } from './popup-editor-input.ts';
import type { TTriggers } from './popup.ts';
import { readSpecCartTrigger, specCartTrigger } from './spec-cart-trigger.ts';

describe('the spec’s cart-trigger names in display_rules', () => {
  it.each([
    [
      'shopify_cart_trigger_active with its action, products, filter and value',
      {
        shopify_cart_trigger_active: true,
        shopify_cart_trigger_action: 'cart_value',
        shopify_cart_trigger_products: 'any_product',
        shopify_cart_trigger_cart_spec_filter: 'greater_than_or_equal',
        shopify_cart_trigger_cart_spec_value: 50,
      },
      {
        action: 'cart_value',
        products: 'any_product',
        cart_spec_filter: 'greater_than_or_equal',
        cart_spec_value: 50,
      },
    ],
    [
      'shopify_cart_trigger_action added_product on a comma list of products',
      {
        shopify_cart_trigger_active: '1',
        shopify_cart_trigger_action: 'added_product',
        shopify_cart_trigger_products: '4011, 4012',
      },
      {
        action: 'added_product',
        products: '4011, 4012',
        cart_spec_filter: 'greater_than',
        cart_spec_value: 0,
      },
    ],
    [
      'shopify_cart_trigger_action removed_product',
      { shopify_cart_trigger_active: 'on', shopify_cart_trigger_action: 'removed_product' },
      {
        action: 'removed_product',
        products: 'any_product',
        cart_spec_filter: 'greater_than',
        cart_spec_value: 0,
      },
    ],
    [
      'shopify_cart_trigger_products empty_cart',
      {
        shopify_cart_trigger_active: 1,
        shopify_cart_trigger_action: 'cart_item',
        shopify_cart_trigger_products: 'empty_cart',
      },
      { action: 'cart_item', products: 'empty_cart', cart_spec_filter: 'greater_than', cart_spec_value: 0 },
    ],
    [
      'shopify_cart_trigger_cart_spec_value written as text, and the equal filter',
      {
        shopify_cart_trigger_active: 'true',
        shopify_cart_trigger_action: 'cart_value',
        shopify_cart_trigger_cart_spec_filter: 'equal',
        shopify_cart_trigger_cart_spec_value: '49.90',
      },
      { action: 'cart_value', products: 'any_product', cart_spec_filter: 'equal', cart_spec_value: 49.9 },
    ],
    [
      'wix_cart_trigger_active alone: a product added to the cart',
      { wix_cart_trigger_active: true },
      {
        action: 'added_product',
        products: 'any_product',
        cart_spec_filter: 'greater_than',
        cart_spec_value: 0,
      },
    ],
  ])('maps %s to triggers.cart', (_name, rules, cart) => {
    expect(specCartTrigger({ d_f_r: 'all@display_once', ...rules })).toEqual({
      kind: 'mapped',
      // The spec's names go; the other rules stay.
      rules: { d_f_r: 'all@display_once' },
      cart,
    });
  });

  it.each([
    ['both flags off', { shopify_cart_trigger_active: false, wix_cart_trigger_active: '0' }],
    ['settings without the flag', { shopify_cart_trigger_action: 'cart_item' }],
  ])('turns the trigger off with %s', (_name, rules) => {
    expect(specCartTrigger(rules)).toEqual({ kind: 'mapped', rules: {}, cart: null });
  });

  it('leaves rules without the spec’s names alone', () => {
    expect(specCartTrigger({ d_f_r: 'all@display_once' })).toEqual({ kind: 'none' });
  });

  it.each([
    ['shopify_cart_trigger_active', { shopify_cart_trigger_active: 'maybe' }, 'triggers.cart'],
    ['wix_cart_trigger_active', { wix_cart_trigger_active: [] }, 'triggers.cart'],
    [
      'shopify_cart_trigger_action',
      { shopify_cart_trigger_active: true, shopify_cart_trigger_action: 'checkout' },
      'triggers.cart.action',
    ],
    [
      'shopify_cart_trigger_products',
      { shopify_cart_trigger_active: true, shopify_cart_trigger_products: 'a;b' },
      'triggers.cart.products',
    ],
    [
      'shopify_cart_trigger_cart_spec_filter',
      { shopify_cart_trigger_active: true, shopify_cart_trigger_cart_spec_filter: 'less_than' },
      'triggers.cart.cart_spec_filter',
    ],
    [
      'shopify_cart_trigger_cart_spec_value',
      { shopify_cart_trigger_active: true, shopify_cart_trigger_cart_spec_value: 'fifty' },
      'triggers.cart.cart_spec_value',
    ],
  ])('refuses a %s it cannot take, naming the field it becomes', (name, rules, field) => {
    const result = specCartTrigger(rules);
    expect(result.kind).toBe('refused');
    const problems = result.kind === 'refused' ? result.problems : [];
    expect(problems.map((p) => p.name)).toEqual([name]);
    expect(problems[0]!.message).toContain(field);
  });
});

describe('the editor’s requests map the spec’s names on every write', () => {
  const spec = { shopify_cart_trigger_active: true, shopify_cart_trigger_action: 'added_product' };

  it('a new popup written from the spec gets the cart trigger (and no timer of its own)', () => {
    const parsed = ZPopupCreateRequest.parse({ name: 'Cart offer', type: 'lightbox', display_rules: spec });
    expect(parsed.display_rules).toEqual({});
    expect(parsed.triggers).toEqual({ cart: expect.objectContaining({ action: 'added_product' }) });
  });

  it('a saved popup keeps its other triggers beside the mapped one', () => {
    const saved = ZPopupSaveRequest.safeParse({
      name: 'Cart offer',
      type: 'lightbox',
      format: 1,
      target: 'lead',
      lang: 'en',
      width: 800,
      height: 500,
      content: { version: 1, main: { blocks: [] } },
      design_properties: {},
      display_rules: { ...spec, stop_showing_to_converted_users: true },
      triggers: { exit_intent: true },
      is_teasers_on: false,
      on_click: false,
      x_close_button: true,
    });
    expect(saved.error).toBeUndefined();
    expect(saved.data?.display_rules).toEqual({ stop_showing_to_converted_users: true });
    expect(saved.data?.triggers).toEqual({
      exit_intent: true,
      cart: expect.objectContaining({ action: 'added_product' }),
    });
  });

  it('refuses a bad value with the spec name in the path, and a cart trigger set both ways', () => {
    const bad = ZPopupCreateRequest.safeParse({
      name: 'x',
      type: 'lightbox',
      display_rules: { shopify_cart_trigger_active: true, shopify_cart_trigger_action: 'checkout' },
    });
    expect(bad.error?.issues[0]?.path).toEqual(['display_rules', 'shopify_cart_trigger_action']);
    const twice = ZPopupCreateRequest.safeParse({
      name: 'x',
      type: 'lightbox',
      display_rules: spec,
      triggers: { cart: { action: 'cart_item' } },
    });
    expect(twice.error?.issues[0]?.path).toEqual(['triggers', 'cart']);
  });
});

describe('reading a popup stored with the spec’s names', () => {
  it('answers the cart trigger they name, unless triggers.cart is set', () => {
    const rules = { d_f_r: 'all@display_once', wix_cart_trigger_active: true };
    const timed: TTriggers = { seconds_on_page: 5 };
    expect(readSpecCartTrigger(rules, timed)).toEqual({
      rules: { d_f_r: 'all@display_once' },
      triggers: { seconds_on_page: 5, cart: expect.objectContaining({ action: 'added_product' }) },
    });
    const own = {
      action: 'cart_item' as const,
      products: 'empty_cart',
      cart_spec_filter: 'equal' as const,
      cart_spec_value: 0,
    };
    expect(readSpecCartTrigger(rules, { cart: own }).triggers.cart).toBe(own);
    const unreadable = { shopify_cart_trigger_active: 'maybe' };
    expect(readSpecCartTrigger(unreadable, {})).toEqual({ rules: unreadable, triggers: {} });
  });
});
