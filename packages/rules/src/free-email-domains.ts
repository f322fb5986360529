import domains from 'free-email-domains';

/**
 * The free-mail domains the business email modes refuse (spec section 5), from the
 * `free-email-domains` package (its shipped list: its install script, which refreshes the list
 * from the network, is denied in the root package.json). Server-side only: a separate entry
 * (`@hookline/rules/free-email-domains`), so the visitor script never bundles the list.
 */
export const FREE_EMAIL_DOMAINS: readonly string[] = Array.from(
  new Set((domains as readonly string[]).map((domain) => domain.trim().toLowerCase()).filter(Boolean)),
).sort();

/** The list as the visitor script downloads it: text, one domain a line. */
export function freeEmailDomainsText(): string {
  return `${FREE_EMAIL_DOMAINS.join('\n')}\n`;
}
