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
});
