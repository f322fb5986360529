import { describe, expect, it } from 'vitest';
import type { TTargeting } from '@hookline/schema';
import { estimateTargeting, type EstimateInput } from './estimate.ts';

const targeting: TTargeting = {
  pages: { mode: 'any', rules: [{ action: 'hide', match: 'starts_with', value: '/cart' }] },
  devices: ['phone'],
  countries: { mode: 'in', codes: ['IL'] },
  schedule: { zone: 'site', hours: { from: 9, to: 17 } },
  utm: [{ param: 'utm_source', match: 'equals', value: 'newsletter' }],
};
// 10:00 UTC is 12:00 in Jerusalem.
const input: EstimateInput = {
  url: '/blog',
  now: Date.UTC(2026, 10, 25, 10),
  siteTimeZone: 'Asia/Jerusalem',
};

describe('estimateTargeting', () => {
  it.each<[string, Partial<EstimateInput>, boolean, string | null, string[]]>([
    [
      'an address it shows on; device and country left to the visitor',
      {},
      true,
      null,
      ['devices', 'countries', 'utm'],
    ],
    ['the cart', { url: 'https://shop.example/cart' }, false, 'pages', ['devices', 'countries', 'utm']],
    ['a phone in Israel', { device: 'phone', countryCode: 'IL' }, true, null, ['utm']],
    ['a desktop', { device: 'desktop' }, false, 'devices', ['countries', 'utm']],
    ['a visitor in France', { device: 'phone', countryCode: 'fr' }, false, 'countries', ['utm']],
    [
      'after the site’s hours',
      { device: 'phone', now: Date.UTC(2026, 10, 25, 16) },
      false,
      'schedule',
      ['countries', 'utm'],
    ],
  ])('%s', (_name, more, shows, refusedBy, depends) => {
    const estimate = estimateTargeting(targeting, { ...input, ...more });
    expect(estimate).toEqual({ shows, refusedBy, dependsOnVisitor: depends });
  });

  it('shows everywhere without targeting', () => {
    expect(estimateTargeting({}, input)).toEqual({ shows: true, refusedBy: null, dependsOnVisitor: [] });
  });
});
