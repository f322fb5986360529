import { describe, expect, it } from 'vitest';
import { parseDomains, readDomains } from './domains.ts';

describe('parseDomains', () => {
  it.each([
    ['shop.example.com', ['shop.example.com']],
    ['https://www.Shop.com/path?x=1', ['shop.com']],
    ['shop.com:8080, *.shop.com\nlocalhost', ['shop.com', '*.shop.com', 'localhost']],
    ['a.com a.com www.a.com', ['a.com']],
    ['  ', []],
  ])('reads %j', (text, expected) => {
    expect(parseDomains(text)).toEqual(expected);
  });
});

describe('readDomains', () => {
  it('says what it did with a full address: the bare domain covers www, and the path is not needed', () => {
    expect(readDomains('https://www.example.com/shop')).toEqual({
      domains: ['example.com'],
      notes: [
        'example.com: popups can show on every page of the domain, so “/shop” is not needed.',
        'example.com also covers www.example.com.',
      ],
    });
  });

  it('has nothing to say about a wildcard, localhost or a trailing slash', () => {
    expect(readDomains('*.example.com localhost https://shop.io/').notes).toEqual([
      'shop.io also covers www.shop.io.',
    ]);
  });
});
