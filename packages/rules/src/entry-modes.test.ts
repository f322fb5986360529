import { describe, expect, it } from 'vitest';
import { clickPathPopupId, onclickPopupId, previewPopupId } from './entry-modes.ts';

describe('clickPathPopupId', () => {
  it.each([
    ['https://shop.example/click/abcdefghijklm', 'abcdefghijklm'],
    ['https://shop.example/click/abcdefghijklm/', 'abcdefghijklm'],
    ['https://shop.example/click/abcdefghijklm?utm=1', 'abcdefghijklm'],
    ['#click/abc123def4567', 'abc123def4567'],
    ['/promo#click/abc123def4567', 'abc123def4567'],
    ['https://shop.example/?go=click/abc123def4567', 'abc123def4567'],
    ['https://shop.example/click/abcdefghijkl', null],
    ['https://shop.example/click/abcdefghijklmn', null],
    ['https://shop.example/click/ABCDEFGHIJKLM', null],
    ['https://shop.example/quick/abcdefghijklm', null],
    ['https://shop.example/doubleclick/abcdefghijklm', null],
    ['', null],
  ])('%j -> %j', (href, expected) => {
    expect(clickPathPopupId(href)).toBe(expected);
  });
});

describe('onclickPopupId', () => {
  it.each([
    ['abcdefghijklm', 'abcdefghijklm'],
    [' abcdefghijklm ', 'abcdefghijklm'],
    ['abcdefghijkl', null],
    ['javascript:alert(1)', null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(onclickPopupId(value)).toBe(expected);
  });
});

describe('previewPopupId', () => {
  it.each([
    ['?ppt-preview=abcdefghijklm', 'abcdefghijklm'],
    ['?a=1&ppt-preview=abcdefghijklm&b=2', 'abcdefghijklm'],
    ['?ppt-preview=1', null],
    ['?ppt-preview=', null],
    ['', null],
  ])('%j -> %j', (search, expected) => {
    expect(previewPopupId(search)).toBe(expected);
  });
});
