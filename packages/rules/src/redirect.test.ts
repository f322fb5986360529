import { describe, expect, it } from 'vitest';
import { closeButtonLinkUrl, fillRedirectPlaceholders, redirectUrl } from './redirect.ts';

describe('redirectUrl', () => {
  const formData = { email: 'jane@example.com', name: 'Jane Doe', empty: '' };
  it.each([
    ['tel:+15551234567', {}, 'tel:+15551234567'],
    ['sms:+15551234567', { sendFormData: true, formData }, 'sms:+15551234567'],
    ['https://example.com/thanks', {}, 'https://example.com/thanks'],
    ['example.com/thanks', {}, 'http://example.com/thanks'],
    ['//example.com/x', {}, 'http://example.com/x'],
    ['localhost:3000/x', {}, 'http://localhost:3000/x'],
    [
      'https://example.com/thanks',
      { sendFormData: true, formData },
      'https://example.com/thanks?email=jane%40example.com&name=Jane%20Doe',
    ],
    [
      'https://example.com/t?a=1#top',
      { sendFormData: true, formData: { email: 'a@b.co' } },
      'https://example.com/t?a=1&email=a%40b.co#top',
    ],
    ['https://example.com/t', { sendFormData: false, formData }, 'https://example.com/t'],
    [
      'https://example.com/r?from={conversion_url}&p={path_url}',
      { pageUrl: 'https://shop.test/a?b=1', pathUrl: '/a?b=1' },
      'https://example.com/r?from=https%3A%2F%2Fshop.test%2Fa%3Fb%3D1&p=%2Fa%3Fb%3D1',
    ],
    ['javascript:alert(1)', {}, null],
    ['', {}, null],
  ])('%j %j -> %j', (address, options, expected) => {
    expect(redirectUrl(address, options)).toBe(expected);
  });

  it('fills placeholders on their own', () => {
    expect(fillRedirectPlaceholders('{path_url}|{path_url}', '', '/x')).toBe('%2Fx|%2Fx');
  });
});

describe('closeButtonLinkUrl', () => {
  it.each([
    ['example.com/sale', '//example.com/sale'],
    ['https://example.com', 'https://example.com'],
    ['//example.com', '//example.com'],
    ['tel:123', 'tel:123'],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%j -> %j', (address, expected) => {
    expect(closeButtonLinkUrl(address)).toBe(expected);
  });

  it.each([
    ['shop.test/sale?from={path_url}', '//shop.test/sale?from=%2Fa%3Fb%3D1'],
    ['https://x.test/?u={conversion_url}', 'https://x.test/?u=https%3A%2F%2Fshop.test%2Fa%3Fb%3D1'],
    ['javascript:{path_url}', null],
  ])('on the page, %j -> %j (placeholders replaced)', (address, expected) => {
    expect(closeButtonLinkUrl(address, { pageUrl: 'https://shop.test/a?b=1', pathUrl: '/a?b=1' })).toBe(
      expected,
    );
  });
});
