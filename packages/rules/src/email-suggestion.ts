import mailcheck from 'mailcheck';
import { emailLooksValid } from './email.ts';

/**
 * The address the visitor probably meant when the domain looks like a misspelt common mail domain
 * (`jane@gmial.com` -> `jane@gmail.com`), using mailcheck's default domain lists and thresholds;
 * null when the address looks right. Only a complete address gets one (a dotted domain ending in a
 * top-level domain of 2+ letters, {@link emailLooksValid}): while the domain is still being typed
 * (`carl@gm`) mailcheck would guess from a fragment and Tab would write that guess into the field.
 * Its own module: the visitor script loads mailcheck only once a visitor types an address.
 */
export function suggestEmail(value: string): string | null {
  const email = value.trim();
  if (!emailLooksValid(email)) return null;
  const suggestion = mailcheck.run({ email });
  if (!suggestion || suggestion.full === email.toLowerCase()) return null;
  return emailLooksValid(suggestion.full) ? suggestion.full : null;
}
