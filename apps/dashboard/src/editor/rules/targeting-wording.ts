import type {
  TAddressMatch,
  TBrowser,
  TOperatingSystem,
  TPageRule,
  TReferrerRule,
  TTargetDevice,
  TTargeting,
  TTrafficSource,
  TWeekday,
} from '@hookline/schema';
import type { TargetingRule } from '@hookline/rules';

/** The targeting rules said in sentences, for the Targeting section's summary and the estimate. */

export const MATCH_WORDS: Record<TAddressMatch, string> = {
  exact: 'are exactly',
  contains: 'contain',
  starts_with: 'start with',
  wildcard: 'match the pattern',
  regex: 'match the regular expression',
};
export const DEVICE_WORDS: Record<TTargetDevice, string> = {
  desktop: 'desktops',
  tablet: 'tablets',
  phone: 'phones',
};
export const BROWSER_WORDS: Record<TBrowser, string> = {
  chrome: 'Chrome',
  safari: 'Safari',
  firefox: 'Firefox',
  edge: 'Edge',
  samsung: 'Samsung Internet',
  opera: 'Opera',
  other: 'other browsers',
};
export const OS_WORDS: Record<TOperatingSystem, string> = {
  windows: 'Windows',
  macos: 'macOS',
  ios: 'iOS',
  android: 'Android',
  linux: 'Linux',
  other: 'other systems',
};
export const SOURCE_WORDS: Record<TTrafficSource, string> = {
  direct: 'directly (no referrer)',
  internal: 'from your own site',
  external: 'from another site',
  search: 'from a search engine',
};
export const REFERRER_WORDS: Record<TReferrerRule['match'], string> = {
  contains: 'contains',
  not_contains: 'does not contain',
  regex: 'matches the regular expression',
};
export const DAY_WORDS: Record<TWeekday, string> = {
  mon: 'Mondays',
  tue: 'Tuesdays',
  wed: 'Wednesdays',
  thu: 'Thursdays',
  fri: 'Fridays',
  sat: 'Saturdays',
  sun: 'Sundays',
};

/** `a`, `a or b`, `a, b or c`. */
const either = (items: readonly string[], word = 'or') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const when = (local: string) => local.replace('T', ' ');

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
/** `Israel (IL)`, or the code alone when the browser has no name for it. */
export const countryName = (code: string) => {
  try {
    return `${regions.of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
};

export function describePageRule(rule: Pick<TPageRule, 'action' | 'match' | 'value'>): string {
  const what = `addresses that ${MATCH_WORDS[rule.match]} ${rule.value}`;
  return rule.action === 'show' ? `Show only on ${what}` : `Never show on ${what}`;
}

/** One sentence per rule that is set, in the editor's order; one sentence when none is. */
export function describeTargeting(t: TTargeting, siteTimeZone: string): string[] {
  const words: string[] = [];
  if (t.pages?.rules.length) {
    const shows = t.pages.rules.filter((rule) => rule.action === 'show');
    const joined = t.pages.rules.map(describePageRule).join('; ');
    const mode =
      shows.length > 1
        ? t.pages.mode === 'all'
          ? ' (all “show” rules must match)'
          : ' (any one “show” rule is enough)'
        : '';
    words.push(`${joined}${mode}.`);
  }
  if (t.devices) words.push(`Shown only on ${either(t.devices.map((d) => DEVICE_WORDS[d]))}.`);
  if (t.browsers) words.push(`Shown only in ${either(t.browsers.map((b) => BROWSER_WORDS[b]))}.`);
  if (t.os) words.push(`Shown only on ${either(t.os.map((os) => OS_WORDS[os]))}.`);
  if (t.languages) words.push(`Shown only to visitors whose browser language is ${either(t.languages)}.`);
  if (t.countries) {
    const names = either(t.countries.codes.map(countryName));
    words.push(
      t.countries.mode === 'in'
        ? `Shown only to visitors in ${names}.`
        : `Not shown to visitors in ${names}.`,
    );
  }
  for (const rule of t.referrer ?? [])
    words.push(`Shown only when the referrer ${REFERRER_WORDS[rule.match]} “${rule.value}”.`);
  if (t.traffic_source)
    words.push(`Shown only to visitors who came ${either(t.traffic_source.map((s) => SOURCE_WORDS[s]))}.`);
  for (const rule of t.utm ?? [])
    words.push(
      `Shown only when the landing page’s ${rule.param} ${rule.match === 'equals' ? 'is' : 'contains'} “${rule.value}”.`,
    );
  if (t.visitor)
    words.push(
      t.visitor === 'new'
        ? 'Shown only to new visitors (on their first visit).'
        : 'Shown only to returning visitors.',
    );
  if (t.min_page_views)
    words.push(`Shown only once the visitor has viewed ${t.min_page_views} pages or more.`);
  if (t.min_sessions) words.push(`Shown only from the visitor’s ${ordinal(t.min_sessions)} visit on.`);
  if (t.schedule) words.push(describeSchedule(t.schedule, siteTimeZone));
  if (t.max_shows) {
    const { per, count } = t.max_shows;
    const times = `${count} time${count === 1 ? '' : 's'}`;
    const period = per === 'overall' ? 'in all' : per === 'session' ? 'per visit' : `per ${per}`;
    words.push(`Shown at most ${times} ${period} to the same visitor.`);
  }
  return words.length ? words : ['Shown to every visitor, on every page.'];
}

export function describeSchedule(s: NonNullable<TTargeting['schedule']>, siteTimeZone: string): string {
  const parts: string[] = [];
  if (s.start) parts.push(`from ${when(s.start)}`);
  if (s.end) parts.push(`until ${when(s.end)}`);
  if (s.days) parts.push(`on ${either(s.days.map((d) => DAY_WORDS[d]))}`);
  if (s.hours) parts.push(`between ${hour(s.hours.from)} and ${hour(s.hours.to % 24)}`);
  const clock = s.zone === 'site' ? `the site’s time (${siteTimeZone})` : 'the visitor’s own time';
  return parts.length ? `Shown only ${parts.join(', ')}, in ${clock}.` : 'Shown at any time.';
}

/** What the estimate says about a rule that keeps the popup off, or that depends on the visitor. */
export const RULE_NAMES: Record<TargetingRule, string> = {
  pages: 'the page address rules',
  devices: 'the device',
  browsers: 'the browser',
  os: 'the operating system',
  languages: 'the browser language',
  countries: 'the country',
  referrer: 'the referrer',
  traffic_source: 'where the visit came from',
  utm: 'the landing page’s UTM parameters',
  visitor: 'new or returning',
  min_page_views: 'pages viewed so far',
  min_sessions: 'visits so far',
  schedule: 'the schedule',
  max_shows: 'how often it was shown',
  logged_in: 'whether a shop customer is logged in',
};
