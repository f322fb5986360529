import type { TPhoneValidationMode } from '@hookline/schema';
import { fieldMessages } from './messages.ts';
import { extraMessages } from './messages-extra.ts';

/** Spec section 9: a basic phone number is at most 15 characters; a pattern one 7 to 15 digits. */
export const PHONE_MAX_LENGTH = 15;
export const PHONE_PATTERN = /^\d{7,15}$/;
/** Spec section 5: Israeli landline prefixes (9 digits) and mobile prefixes (10 digits). */
export const ISRAELI_LANDLINE_PREFIXES = ['02', '03', '04', '08', '09'] as const;
export const ISRAELI_MOBILE_PREFIXES = [
  '050',
  '051',
  '052',
  '053',
  '054',
  '055',
  '058',
  '072',
  '073',
  '074',
  '076',
  '077',
  '079',
] as const;

/** The international mode's number check, from the phone library (lazy-loaded by the embed). */
export interface PhoneNumberLibrary {
  /** Whether `number` is a valid number, read in `country` unless it starts with `+`. Throws on unreadable input. */
  isValid(number: string, country: string): boolean;
  /** `number` in international form with its dial-code prefix (`+14155552671`). */
  international(number: string, country: string): string;
}

export type PhoneCheck = { valid: true; phone: string } | { valid: false; message: string };

export interface PhoneCheckOptions {
  mode?: TPhoneValidationMode | undefined;
  required?: boolean | undefined;
  lang?: string | undefined;
  /** International mode: the country picked (ISO 3166 alpha-2). */
  country?: string | undefined;
  /** International mode: the loaded phone library; without it the number is not checked. */
  library?: PhoneNumberLibrary | undefined;
}

/**
 * What typing leaves in a phone field (spec section 5): basic keeps digits, plus, hyphens, spaces
 * and parentheses (at most 15 characters); international keeps digits, spaces, hyphens and
 * parentheses (and a leading plus); Israeli advanced keeps digits and single hyphens; pattern
 * leaves the text to its check.
 */
export function phoneInput(mode: TPhoneValidationMode | undefined, raw: string): string {
  switch (mode ?? 'basic') {
    case 'basic':
      return raw.replace(/[^\d+\-\s()]/g, '').slice(0, PHONE_MAX_LENGTH);
    case 'international':
      return raw.replace(/(?!^\+)[^\d\s\-()]/g, '');
    case 'advanced':
      return raw.replace(/[^\d-]/g, '').replace(/-{2,}/g, '-');
    default:
      return raw;
  }
}

/** Spec section 5: an Israeli number, digits and single hyphens, by its prefix and length. */
export function israeliPhoneValid(value: string): boolean {
  if (!/^\d+(?:-\d+)*$/.test(value)) return false;
  const digits = value.replace(/-/g, '');
  if (ISRAELI_MOBILE_PREFIXES.some((prefix) => digits.startsWith(prefix))) return digits.length === 10;
  if (ISRAELI_LANDLINE_PREFIXES.some((prefix) => digits.startsWith(prefix))) return digits.length === 9;
  return false;
}

/**
 * Decides whether a phone field's value may be submitted under its mode (spec section 5), and the
 * number to send: international numbers in international form with the dial-code prefix, others
 * as typed. An empty value passes unless required.
 */
export function checkPhone(value: string, options: PhoneCheckOptions = {}): PhoneCheck {
  const messages = { ...fieldMessages(options.lang), ...extraMessages(options.lang) };
  const phone = value.trim();
  const mode = options.mode ?? 'basic';
  if (phone === '') {
    if (!options.required) return { valid: true, phone };
    return { valid: false, message: mode === 'international' ? messages.phoneFailed : messages.required };
  }
  switch (mode) {
    case 'basic':
      return /^[\d+\-\s()]+$/.test(phone) && phone.length <= PHONE_MAX_LENGTH
        ? { valid: true, phone }
        : { valid: false, message: messages.phoneBasic };
    case 'pattern':
      return PHONE_PATTERN.test(phone)
        ? { valid: true, phone }
        : { valid: false, message: messages.phonePattern };
    case 'advanced':
      return israeliPhoneValid(phone)
        ? { valid: true, phone }
        : { valid: false, message: messages.phoneIsraeli };
    case 'international': {
      const { library } = options;
      const country = (options.country || 'us').toUpperCase();
      if (!library) return { valid: true, phone };
      try {
        if (!library.isValid(phone, country)) return { valid: false, message: messages.phoneInvalid };
        return { valid: true, phone: library.international(phone, country) };
      } catch {
        return { valid: false, message: messages.phoneFailed };
      }
    }
  }
}
