import type { FormErrors, FormValues } from '@hookline/rules';
import { createContext } from 'preact';

/** The main screen's form, shared with the field blocks it contains. */
export interface FormState {
  values: FormValues;
  errors: FormErrors;
  setValue(name: string, value: string): void;
  lang: string;
  /** Makes element ids unique per popup. */
  idPrefix: string;
  /** The field highlighted after an all-empty submit (spec section 5), until the visitor types. */
  highlight: string | null;
  /** The country picked in each international phone field, by field name. */
  phoneCountries: Readonly<Record<string, string>>;
  setPhoneCountry(name: string, country: string): void;
}

/** Null outside the main screen's form (the thank-you screen has no fields). */
export const FormContext = createContext<FormState | null>(null);
