import { compileRuleRegex } from '@hookline/schema/display-rule-grammar/regex.ts';
import type { TReferrerRule, TTrafficSource, TUtmRule } from '@hookline/schema';

/** Search engines by host: `google.` anywhere in the host (`www.google.co.uk`), and so on. */
const SEARCH_ENGINE = /(^|\.)(google|yahoo|bing|yandex|baidu)\.[a-z.]+$/i;

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
};

/**
 * Where the visit came from: `direct` without a (readable) referrer, `internal` from the site
 * itself (the page's host, `www.` aside), `search` from Google, Yahoo, Bing, Yandex or Baidu, else
 * `external`.
 */
export function trafficSourceOf(referrer: string, pageUrl: string): TTrafficSource {
  const from = referrer ? hostOf(referrer) : null;
  if (from === null) return 'direct';
  if (from === hostOf(pageUrl)) return 'internal';
  return SEARCH_ENGINE.test(from) ? 'search' : 'external';
}

/**
 * Whether the referrer passes one rule (case-insensitive): `contains` and `not_contains` the text,
 * or matches the regular expression (one that does not compile fails closed).
 */
export function referrerRuleAllows(rule: TReferrerRule, referrer: string): boolean {
  if (rule.match === 'regex') return compileRuleRegex(rule.value)?.test(referrer) ?? false;
  const contains = referrer.toLowerCase().includes(rule.value.toLowerCase());
  return rule.match === 'contains' ? contains : !contains;
}

/**
 * Whether the landing page's UTM parameter passes a rule: `equals` or `contains` the value,
 * ignoring case. A landing page without the parameter fails it.
 */
export function utmRuleAllows(rule: TUtmRule, landingPage: string): boolean {
  let value: string | null;
  try {
    value = new URL(landingPage).searchParams.get(rule.param);
  } catch {
    value = null;
  }
  if (value === null) return false;
  const [have, want] = [value.toLowerCase(), rule.value.toLowerCase()];
  return rule.match === 'equals' ? have === want : have.includes(want);
}
