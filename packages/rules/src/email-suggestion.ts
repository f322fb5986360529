import mailcheck from 'mailcheck';

/**
 * The address the visitor probably meant when the domain looks like a misspelt common mail domain
 * (`jane@gmial.com` -> `jane@gmail.com`), using mailcheck's default domain lists; null when the
 * address looks right or is too incomplete to guess. Its own module: the visitor script loads
 * mailcheck only once a visitor types an address.
 */
export function suggestEmail(value: string): string | null {
  const email = value.trim();
  if (!email.includes('@')) return null;
  const suggestion = mailcheck.run({ email });
  return suggestion && suggestion.full !== email.toLowerCase() ? suggestion.full : null;
}
