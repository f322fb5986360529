import { describe, expect, it } from 'vitest';
import { ZShopifyProductItem } from '@hookline/schema';
import {
  parseRecentlyViewed,
  productColumns,
  productTitle,
  recommendedProducts,
  withRecentlyViewed,
} from './product-block.ts';

const product = (id: string) =>
  ZShopifyProductItem.parse({ product_id: id, variant_id: `${id}0`, title: `Mug ${id}`, price: 10 });
const listed = ['1', '2', '3', '4', '5'].map(product);
const ids = (products: { product_id: string }[]) => products.map((p) => p.product_id);

describe('recommendedProducts', () => {
  it.each([
    ['manual, in the listed order', 'manual', [], 3, ['1', '2', '3']],
    ['never more than 4', 'manual', [], 9, ['1', '2', '3', '4']],
    ['the cart’s listed products', 'product_in_cart', ['4', '9', '2'], 3, ['4', '2']],
    ['an empty cart falls back to the list', 'product_in_cart', [], 2, ['1', '2']],
    ['the viewed ones, most recent first', 'last_visited', ['5', '1'], 3, ['5', '1']],
  ] as const)('%s', (_, category, visitor, count, expected) => {
    expect(ids(recommendedProducts(listed, category, visitor, count))).toEqual(expected);
  });

  it.each([
    ['manual_products pick and order the listed ones', 'manual', [], ['3', '1'], ['3', '1']],
    ['ids the owner did not list are never answered', 'manual', [], ['9', '2'], ['2']],
    ['none listed among them: the whole list', 'manual', [], ['9'], ['1', '2', '3', '4']],
    ['the cart among the named ones', 'product_in_cart', ['1', '4'], ['4', '3'], ['4']],
  ] as const)('%s', (_, category, visitor, manual, expected) => {
    expect(ids(recommendedProducts(listed, category, visitor, 4, manual))).toEqual(expected);
  });
});

describe('recently viewed products', () => {
  it('keeps at most 3 Shopify product ids, newest first, each once', () => {
    let list = parseRecentlyViewed(null);
    for (const id of ['11', '12', '11', '13', '14']) list = withRecentlyViewed(list, id);
    expect(list).toEqual(['14', '13', '11']);
    expect(withRecentlyViewed(list, 'gid://shopify/Product/1')).toEqual(list);
    expect(parseRecentlyViewed('5,x,5,<b>,6,7,8')).toEqual(['5', '6', '7']);
  });
});

describe('productTitle', () => {
  it('cuts a title to 50 characters plus an ellipsis', () => {
    expect(productTitle('Short mug')).toBe('Short mug');
    expect(productTitle('x'.repeat(60))).toBe(`${'x'.repeat(50)}…`);
  });
});

describe('productColumns', () => {
  it.each([
    [3, 800, 3],
    [4, 800, 4],
    [4, 390, 2],
    [1, 800, 1],
    [3, 100, 1],
  ])('%i products in a %i px popup: %i per row', (count, width, expected) => {
    expect(productColumns(count, width)).toBe(expected);
  });
});
