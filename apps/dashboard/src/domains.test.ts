import { describe, expect, it } from 'vitest';
import { parseDomains } from './domains.ts';

describe('parseDomains', () => {
  it.each([
    ['shop.example.com', ['shop.example.com']],
    ['https://www.Shop.com/path?x=1', ['www.shop.com']],
    ['shop.com:8080, *.shop.com\nlocalhost', ['shop.com', '*.shop.com', 'localhost']],
    ['a.com a.com', ['a.com']],
    ['  ', []],
  ])('reads %j', (text, expected) => {
    expect(parseDomains(text)).toEqual(expected);
  });
});
