import { describe, expect, it } from 'vitest';
import { addressLines, stateFieldOf, type PostalAddress } from './address-format.ts';

const person = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Main Street' };
const at = (country: string, city: string, postcode: string, state?: string): PostalAddress => ({
  ...person,
  country,
  city,
  postcode,
  ...(state === undefined ? {} : { state }),
});

describe('addressLines', () => {
  it.each([
    [
      'US: city, state and ZIP on one line',
      at('US', 'San Francisco', '94103', 'CA'),
      ['Ada Lovelace', '1 Main Street', 'San Francisco, CA 94103', 'United States'],
    ],
    [
      'GB: the town, then the postcode on a line of its own',
      at('GB', 'London', 'SW1A 1AA'),
      ['Ada Lovelace', '1 Main Street', 'London', 'SW1A 1AA', 'United Kingdom'],
    ],
    [
      'DE: postcode before the town',
      at('DE', 'Berlin', '10115'),
      ['Ada Lovelace', '1 Main Street', '10115 Berlin', 'Germany'],
    ],
    [
      'FR: postcode, then the town in capitals',
      at('FR', 'Paris', '75001'),
      ['Ada Lovelace', '1 Main Street', '75001 PARIS', 'France'],
    ],
    [
      'JP: postcode first, prefecture and city before the street, family name first',
      at('JP', 'Chiyoda-ku', '100-0001', 'Tokyo'),
      ['〒100-0001', 'Tokyo Chiyoda-ku 1 Main Street', 'Lovelace Ada', 'Japan'],
    ],
    [
      'CA: city, province and postcode',
      at('CA', 'Ottawa', 'K1A 0B1', 'ON'),
      ['Ada Lovelace', '1 Main Street', 'Ottawa ON K1A 0B1', 'Canada'],
    ],
    [
      'a country with no format of its own: one part a line',
      at('NZ', 'Wellington', '6011'),
      ['Ada Lovelace', '1 Main Street', 'Wellington', '6011', 'New Zealand'],
    ],
  ])('%s', (_case, address, lines) => {
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(address.country)!;
    expect(addressLines(address, name)).toEqual(lines);
  });

  it('leaves no stray comma or empty line when a part is missing (an order from before states)', () => {
    expect(addressLines(at('US', 'San Francisco', '94103'), 'United States')).toEqual([
      'Ada Lovelace',
      '1 Main Street',
      'San Francisco, 94103',
      'United States',
    ]);
    expect(addressLines(at('US', 'Austin', '', ''), '')).toEqual(['Ada Lovelace', '1 Main Street', 'Austin']);
    expect(addressLines({ ...at('JP', 'Chiyoda-ku', ''), address: '' })).toEqual([
      'Chiyoda-ku',
      'Lovelace Ada',
    ]);
  });
});

describe('stateFieldOf', () => {
  it.each([
    ['US', { label: 'State', required: true }],
    ['JP', { label: 'Prefecture', required: true }],
    ['GB', { label: 'County', required: false }],
    ['DE', null],
    ['NZ', null],
  ])('%s asks for %o', (country, field) => {
    expect(stateFieldOf(country)).toEqual(field);
  });
});
