import { describe, expect, it } from 'vitest';
import { referrerRuleAllows, trafficSourceOf } from './referrer.ts';

// The page-builder popup's traffic source and referrer rules (storefront spec section 5).
describe('search engines by host', () => {
  it.each([
    'https://www.google.com/search?q=shoes',
    'https://www.google.co.uk/',
    'https://search.yahoo.com/search?p=shoes',
    'https://www.bing.com/search?q=shoes',
    'https://yandex.ru/search/?text=shoes',
    'https://www.baidu.com/s?wd=shoes',
  ])('%s is search', (referrer) => {
    expect(trafficSourceOf(referrer, 'https://shop.example/')).toBe('search');
  });
  it.each([
    ['https://googleblog.example/', 'external'],
    ['https://shop.example/cart', 'internal'],
    ['', 'direct'],
  ])('%s is %s', (referrer, source) => {
    expect(trafficSourceOf(referrer, 'https://shop.example/')).toBe(source);
  });
});

describe('an invalid referrer pattern fails the rule', () => {
  it('refuses every referrer', () => {
    expect(referrerRuleAllows({ match: 'regex', value: 'news(' }, 'https://news.example/')).toBe(false);
  });
  it('hide-if-contains refuses a referrer that contains the text', () => {
    expect(referrerRuleAllows({ match: 'not_contains', value: 'facebook' }, 'https://m.facebook.com/')).toBe(
      false,
    );
  });
});
