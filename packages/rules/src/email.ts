import type { TEmailValidationMode } from '@hookline/schema';
import { fieldMessages } from './messages.ts';

const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
/** Characters an address may hold (RFC 5322 atext, dots and one `@`); anything else is a typo. */
const ALLOWED_CHARACTERS = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.@-]+$/;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export type EmailProblem = 'required' | 'typo' | 'business';

export type EmailCheck =
  { valid: true; email: string } | { valid: false; problem: EmailProblem; message: string };

export interface EmailCheckOptions {
  /** Spec section 5; `check-typos` when absent. */
  mode?: TEmailValidationMode | undefined;
  required?: boolean | undefined;
  lang?: string | undefined;
  /** Free-mail domains (lower case) refused by the business modes; none are refused without a list. */
  freeMailDomains?: ReadonlySet<string> | undefined;
}

/**
 * Decides whether `address` passes the check-typos rule: only allowed characters, one `@`, a dotted
 * local part of at most 64 characters, and a domain of valid labels ending in an alphabetic (or
 * punycode) top-level domain. Surrounding spaces are ignored.
 */
export function emailLooksValid(address: string): boolean {
  const email = address.trim();
  if (email.length > MAX_EMAIL_LENGTH || !ALLOWED_CHARACTERS.test(email)) return false;
  const at = email.indexOf('@');
  if (at < 1 || at !== email.lastIndexOf('@')) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    local.length <= MAX_LOCAL_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(topLevel)
  );
}

/** The domain of an address, lower case, or '' when there is none. */
export function emailDomain(address: string): string {
  const email = address.trim();
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

/**
 * Decides whether an email field's value may be submitted under its validation mode (spec section 5).
 * An empty value passes unless the field is required. `no-validation` accepts any text; the typo
 * modes require {@link emailLooksValid}; the business modes refuse the given free-mail domains.
 */
export function checkEmail(value: string, options: EmailCheckOptions = {}): EmailCheck {
  const messages = fieldMessages(options.lang);
  const email = value.trim();
  const mode = options.mode ?? 'check-typos';
  if (email === '') {
    return options.required
      ? { valid: false, problem: 'required', message: messages.required }
      : { valid: true, email };
  }
  if (mode === 'no-validation') return { valid: true, email };
  if ((mode === 'check-typos' || mode === 'typos-business') && !emailLooksValid(email)) {
    return { valid: false, problem: 'typo', message: messages.emailTypo };
  }
  if (
    (mode === 'business-email' || mode === 'typos-business') &&
    options.freeMailDomains?.has(emailDomain(email))
  ) {
    return { valid: false, problem: 'business', message: messages.businessEmail };
  }
  return { valid: true, email };
}
