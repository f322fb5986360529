import { describe, expect, it } from 'vitest';
import type { TPageRule } from '@hookline/schema';
import { pageRuleMatches, pageRulesAllow } from './page-address.ts';

const SHOP = 'https://www.shop.example/Blog/post-1?ref=nl';

describe('pageRuleMatches', () => {
  it.each<[TPageRule['match'], string, string, boolean]>([
    ['exact', '/blog/post-1?ref=nl', SHOP, true],
    ['exact', '/blog/post-1', SHOP, false],
    ['exact', '/cart', 'https://shop.example/cart/', true],
    ['exact', '/', 'https://shop.example', true],
    ['exact', 'shop.example/cart', 'https://www.shop.example/cart', true],
    ['contains', 'post', SHOP, true],
    ['contains', 'checkout', SHOP, false],
    ['starts_with', '/blog', SHOP, true],
    ['starts_with', '/blo', 'https://shop.example/about/blog', false],
    ['starts_with', 'shop.example/blog', SHOP, true],
    ['wildcard', '/blog/*', SHOP, true],
    ['wildcard', '/*/post-*', SHOP, true],
    ['wildcard', '/blog/*', 'https://shop.example/blog', false],
    ['wildcard', '/a.b*', 'https://shop.example/axb', false],
    ['regex', '^/blog/post-\\d+', SHOP, true],
    ['regex', '^https://www\\.shop', SHOP, true],
    ['regex', '^/cart$', SHOP, false],
    ['regex', '([', SHOP, false],
  ])('%s %s on %s: %s', (match, value, url, expected) => {
    expect(pageRuleMatches({ match, value }, url)).toBe(expected);
  });
});

describe('pageRulesAllow', () => {
  const show = (match: TPageRule['match'], value: string): TPageRule => ({ action: 'show', match, value });
  const hide = (match: TPageRule['match'], value: string): TPageRule => ({ action: 'hide', match, value });
  const offCart = [hide('starts_with', '/cart'), hide('starts_with', '/checkout')];

  it.each<[string, TPageRule[], 'any' | 'all', string, boolean]>([
    ['no rules show everywhere', [], 'any', '/anything', true],
    ['hide rules keep off the cart', offCart, 'any', 'https://shop.example/cart', false],
    ['hide rules keep off the checkout steps', offCart, 'any', 'https://shop.example/checkout/pay', false],
    ['hide rules leave other pages', offCart, 'any', 'https://shop.example/', true],
    [
      'any: one show rule matches',
      [show('contains', 'blog'), show('contains', 'news')],
      'any',
      '/news/1',
      true,
    ],
    ['any: none matches', [show('contains', 'blog'), show('contains', 'news')], 'any', '/shop', false],
    [
      'all: every show rule must match',
      [show('starts_with', '/blog'), show('contains', 'sale')],
      'all',
      '/blog/x',
      false,
    ],
    ['all: both match', [show('starts_with', '/blog'), show('contains', 'sale')], 'all', '/blog/sale', true],
    [
      'hide wins over show',
      [show('starts_with', '/blog'), hide('contains', 'draft')],
      'any',
      '/blog/draft',
      false,
    ],
    ['a broken show regex never matches', [show('regex', '(')], 'any', '/blog', false],
    ['a broken hide regex hides everywhere', [hide('regex', '(')], 'any', '/blog', false],
  ])('%s', (_name, rules, mode, url, expected) => {
    expect(pageRulesAllow({ mode, rules }, url)).toBe(expected);
  });
});
