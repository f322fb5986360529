import { COUNTRY_CODES, POSTCODE_RULES } from '@hookline/schema/countries';

export { postcodeProblem } from '@hookline/schema/countries';

/** The country select's options: ISO codes with English names from `Intl.DisplayNames`, by name. */
export function countryOptions(): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
}

/** An example postcode of a country with a fixed format, for the field's placeholder. */
export const postcodeExample = (country: string): string => POSTCODE_RULES[country]?.example ?? '';
