import { describe, expect, it } from 'vitest';
import { linkButtonUrl } from './link-url.ts';

describe('linkButtonUrl', () => {
  it.each([
    ['https://example.com/offer', 'https://example.com/offer'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['//cdn.example.com/a', '//cdn.example.com/a'],
    ['example.com/offer?x=1', '//example.com/offer?x=1'],
    ['localhost:3000/sale', '//localhost:3000/sale'],
    ['tel:+15551234567', 'tel:+15551234567'],
    ['sms:+15551234567', 'sms:+15551234567'],
    ['mailto:hi@example.com', 'mailto:hi@example.com'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,hi', null],
    ['', null],
  ])('%j -> %j', (address, expected) => {
    expect(linkButtonUrl(address)).toBe(expected);
  });

  const page = { pageUrl: 'https://shop.test/a?b=1', pathUrl: '/a?b=1' };
  it.each([
    [
      'https://example.com/r?u={conversion_url}&p={path_url}',
      'https://example.com/r?u=https%3A%2F%2Fshop.test%2Fa%3Fb%3D1&p=%2Fa%3Fb%3D1',
    ],
    ['example.com/r?p={path_url}', '//example.com/r?p=%2Fa%3Fb%3D1'],
    ['https://example.com/{path_url}/{path_url}', 'https://example.com/%2Fa%3Fb%3D1/%2Fa%3Fb%3D1'],
    ['https://example.com/plain', 'https://example.com/plain'],
    ['javascript:go({conversion_url})', null],
  ])('on the page, %j -> %j (placeholders replaced)', (address, expected) => {
    expect(linkButtonUrl(address, page)).toBe(expected);
  });
});
