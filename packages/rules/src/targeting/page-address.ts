import { compileRuleRegex } from '@hookline/schema/display-rule-grammar/regex.ts';
import type { TPageRule, TPageRules } from '@hookline/schema';

/** The parts of a page address a rule compares with. */
interface Address {
  /** Path and query, `/blog/post?x=1`. */
  path: string;
  /** Host, path and query without the scheme or a leading `www.`: `example.com/blog/post?x=1`. */
  bare: string;
  /** The address as given. */
  full: string;
}

function addressOf(url: string): Address {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname + parsed.search;
    return { path, bare: parsed.host.replace(/^www\./i, '') + path, full: url };
  } catch {
    // Not an absolute address (the editor's estimate may pass `/cart`): it is a path.
    return { path: url, bare: url, full: url };
  }
}

/** Letters compare case-insensitively; a trailing slash never matters (`/cart/` is `/cart`). */
const normal = (text: string) => text.toLowerCase().replace(/\/+(?=$|\?)/, '') || '/';

const wildcardRegex = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    'i',
  );

/**
 * Whether a page address matches one rule. A value that starts with `/` is compared with the
 * address's path and query, any other with the address without its scheme and `www.`
 * (`example.com/shop`). `exact` ignores case and a trailing slash, `wildcard` lets `*` stand for
 * any text, and a `regex` is tried on the full address and on the path (`^/blog/\d+$` works);
 * a regular expression that does not compile matches nothing.
 */
export function pageRuleMatches(rule: Pick<TPageRule, 'match' | 'value'>, url: string): boolean {
  const address = addressOf(url);
  if (rule.match === 'regex') {
    const regex = compileRuleRegex(rule.value);
    return regex !== null && (regex.test(address.full) || regex.test(address.path));
  }
  const subject = normal(rule.value.startsWith('/') ? address.path : address.bare);
  const value = normal(rule.value);
  if (rule.match === 'exact') return subject === value;
  if (rule.match === 'contains') return subject.includes(value);
  if (rule.match === 'starts_with') return subject.startsWith(value);
  return wildcardRegex(value).test(subject);
}

/**
 * Whether page-address rules let a popup show on `url`: a matching `hide` rule always keeps it
 * off; then, when there are `show` rules, the address must match any one of them (mode `any`) or
 * every one (mode `all`). A regular expression that does not compile fails closed: a `show` rule
 * with one never matches, and a `hide` rule with one hides everywhere.
 */
export function pageRulesAllow(pages: TPageRules, url: string): boolean {
  const hides = pages.rules.filter((rule) => rule.action === 'hide');
  const shows = pages.rules.filter((rule) => rule.action === 'show');
  const broken = (rule: TPageRule) => rule.match === 'regex' && compileRuleRegex(rule.value) === null;
  if (hides.some((rule) => broken(rule) || pageRuleMatches(rule, url))) return false;
  if (shows.length === 0) return true;
  return pages.mode === 'all'
    ? shows.every((rule) => pageRuleMatches(rule, url))
    : shows.some((rule) => pageRuleMatches(rule, url));
}
