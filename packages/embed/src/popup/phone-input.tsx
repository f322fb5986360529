/** @jsxImportSource preact */
import { extraMessages, phoneInput, type PhoneNumberLibrary } from '@hookline/rules';
import {
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumber,
} from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { useEffect, useMemo } from 'preact/hooks';
import type { ControlProps } from './fields.tsx';

/**
 * The phone chunk (lazy: only popups with an international phone field load it): libphonenumber's
 * checks behind the rules' `PhoneNumberLibrary`, and the country picker with the number input.
 */

const asCountry = (country: string): CountryCode => country.toUpperCase() as CountryCode;

export const library: PhoneNumberLibrary = {
  isValid: (number, country) => isValidPhoneNumber(number, asCountry(country)),
  international: (number, country) => parsePhoneNumber(number, asCountry(country)).number,
};

/** The picker's first country: the visitor's (`cc`) when the library knows it, else `us`. */
export function initialCountry(countryCode: string | undefined): string {
  const code = (countryCode ?? '').toUpperCase();
  return (getCountries() as string[]).includes(code) ? code.toLowerCase() : 'us';
}

function countryNames(lang: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([lang === 'he' ? 'he' : 'en'], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

export function PhoneInternational({ field, form, env, id, attributes }: ControlProps) {
  const country = form.phoneCountries[field.name] ?? initialCountry(env?.helpers?.countryCode);
  useEffect(() => {
    if (!form.phoneCountries[field.name]) form.setPhoneCountry(field.name, country);
  }, []);
  const options = useMemo(() => {
    const name = countryNames(form.lang);
    return getCountries()
      .map((code) => ({ code: code.toLowerCase(), label: `${name(code)} +${getCountryCallingCode(code)}` }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [form.lang]);
  return (
    <div class="hl-row">
      <select
        id={`${id}-country`}
        class="hl-input"
        style={{ width: '42%' }}
        aria-label={extraMessages(form.lang).country}
        data-phone-country={field.name}
        value={country}
        onChange={(event) => form.setPhoneCountry(field.name, event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      <input
        {...attributes}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        value={form.values[field.name] ?? ''}
        onInput={(event) => {
          const kept = phoneInput('international', event.currentTarget.value);
          event.currentTarget.value = kept;
          form.setValue(field.name, kept);
        }}
      />
    </div>
  );
}
