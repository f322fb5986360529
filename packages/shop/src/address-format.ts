/**
 * Postal addresses in the order each country writes them (as WooCommerce's `WC_Countries` address
 * formats do): "San Francisco, CA 94103" in the US, "10115 Berlin" in Germany, the postcode on a
 * line of its own in the UK, the postcode first and the family name last in Japan.
 */

/** An address as the checkout takes it and an order keeps it. */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  /** State, province, county or prefecture; absent on orders placed before the shop asked for it. */
  state?: string;
  postcode: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
}

/** What the checkout asks for the state part of a country's address, when it has one. */
export interface StateField {
  label: string;
  required: boolean;
}

interface CountryFormat {
  /** One template a line: `{name}`, `{address}`, `{city}`, `{CITY}` (upper case), `{state}`, `{postcode}`, `{country}`. */
  lines: readonly string[];
  state?: StateField;
}

const NAME_FIRST = '{name}';
const POSTCODE_CITY = ['{name}', '{address}', '{postcode} {city}', '{country}'] as const;

/** Where a country is not listed: WooCommerce's default, one part a line. */
const DEFAULT_FORMAT: CountryFormat = {
  lines: [NAME_FIRST, '{address}', '{city}', '{state}', '{postcode}', '{country}'],
};

const required = (label: string): StateField => ({ label, required: true });
const optional = (label: string): StateField => ({ label, required: false });

/** The shop's countries (those with a postcode rule, schema/countries.ts) and how they write an address. */
export const ADDRESS_FORMATS: Readonly<Record<string, CountryFormat>> = {
  US: {
    lines: [NAME_FIRST, '{address}', '{city}, {state} {postcode}', '{country}'],
    state: required('State'),
  },
  CA: {
    lines: [NAME_FIRST, '{address}', '{city} {state} {postcode}', '{country}'],
    state: required('Province'),
  },
  AU: {
    lines: [NAME_FIRST, '{address}', '{city} {state} {postcode}', '{country}'],
    state: required('State'),
  },
  GB: {
    lines: [NAME_FIRST, '{address}', '{city}', '{state}', '{postcode}', '{country}'],
    state: optional('County'),
  },
  IE: {
    lines: [NAME_FIRST, '{address}', '{city}', '{state}', '{postcode}', '{country}'],
    state: optional('County'),
  },
  DE: { lines: POSTCODE_CITY },
  AT: { lines: POSTCODE_CITY },
  CH: { lines: POSTCODE_CITY },
  NL: { lines: POSTCODE_CITY },
  BE: { lines: POSTCODE_CITY },
  PL: { lines: POSTCODE_CITY },
  PT: { lines: POSTCODE_CITY },
  SE: { lines: POSTCODE_CITY },
  IL: { lines: POSTCODE_CITY },
  FR: { lines: [NAME_FIRST, '{address}', '{postcode} {CITY}', '{country}'] },
  ES: {
    lines: [NAME_FIRST, '{address}', '{postcode} {city}', '{state}', '{country}'],
    state: optional('Province'),
  },
  IT: {
    lines: [NAME_FIRST, '{address}', '{postcode} {city} {state}', '{country}'],
    state: optional('Province'),
  },
  BR: {
    lines: [NAME_FIRST, '{address}', '{city} {state}', '{postcode}', '{country}'],
    state: required('State'),
  },
  IN: {
    lines: [NAME_FIRST, '{address}', '{city} {postcode}', '{state}', '{country}'],
    state: required('State'),
  },
  JP: {
    lines: ['〒{postcode}', '{state} {city} {address}', '{lastName} {firstName}', '{country}'],
    state: required('Prefecture'),
  },
};

/** The state field a country's checkout shows (label, required), or null when its addresses have none. */
export function stateFieldOf(country: string): StateField | null {
  return ADDRESS_FORMATS[country]?.state ?? null;
}

/**
 * The lines of an address as its country writes them; `countryName` is the country's line (left
 * out when empty, as for an address at home). Parts left empty leave no empty line, no stray comma
 * and no lone `〒`.
 */
export function addressLines(address: PostalAddress, countryName = ''): string[] {
  const format = ADDRESS_FORMATS[address.country] ?? DEFAULT_FORMAT;
  const values: Record<string, string> = {
    name: `${address.firstName} ${address.lastName}`,
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.address,
    city: address.city,
    CITY: address.city.toUpperCase(),
    state: address.state ?? '',
    postcode: address.postcode,
    country: countryName,
  };
  return format.lines
    .map((template) => {
      const parts = template.split(/(\{\w+\})/).filter((part) => part !== '');
      const filled = parts.map((part) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        return key === undefined ? part : (values[key] ?? '').trim();
      });
      // A line whose every placeholder is empty is no line, whatever its fixed text (`〒`).
      const anyValue = parts.some((part, i) => /^\{\w+\}$/.test(part) && filled[i] !== '');
      return anyValue ? tidy(filled.join('')) : '';
    })
    .filter((line) => line !== '');
}

/** Collapses spaces and drops commas an empty part left: "Austin, 73301" stays, "Austin, " goes. */
const tidy = (line: string): string =>
  line
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,(?=,)/g, '')
    .replace(/^[\s,]+|[\s,]+$/g, '');
