import type { TTargeting } from '@hookline/schema';
import { browserOf, deviceOf, languageMatches, operatingSystemOf } from './client.ts';
import { maxShowsAllow, type ShowCounter } from './max-shows.ts';
import { pageRulesAllow } from './page-address.ts';
import { referrerRuleAllows, trafficSourceOf, utmRuleAllows } from './referrer.ts';
import { scheduleAllows } from './schedule.ts';
import type { DisplayHistory } from '../frequency.ts';

/** The targeting rule that refused a popup: a `display_rules.targeting` key. */
export type TargetingRule = keyof TTargeting;

/** What the visitor script knows when it decides on a popup's targeting. */
export interface VisitorTargetingFacts {
  url: string;
  userAgent: string;
  maxTouchPoints: number;
  /** `navigator.language`, '' when unknown. */
  language: string;
  /** The visit's referrer ('' when none). */
  referrer: string;
  /** The first page of the browsing session (its UTM parameters count). */
  landingPage: string;
  /** The visit number (1 = first) and pages viewed in the last 50 (all visits). */
  visit: number;
  pageViews: number;
  now: number;
  history: DisplayHistory | null;
  /** The show counter for `max_shows`, brought up to date. */
  shows: ShowCounter | null;
}

/** What the display call knows. */
export interface ServerTargetingFacts {
  /** ISO code of the visitor's country, '' when unknown. */
  countryCode: string;
  now: number;
  /** The site's IANA time zone. */
  siteTimeZone: string;
}

type Check<F> = (targeting: TTargeting, facts: F) => boolean;

/** The visitor script's rules, in the order the editor lists them. Each is skipped when unset. */
const VISITOR_CHECKS: ReadonlyArray<readonly [TargetingRule, Check<VisitorTargetingFacts>]> = [
  ['pages', (t, f) => pageRulesAllow(t.pages!, f.url)],
  ['devices', (t, f) => t.devices!.includes(deviceOf(f.userAgent, f.maxTouchPoints))],
  ['browsers', (t, f) => t.browsers!.includes(browserOf(f.userAgent))],
  ['os', (t, f) => t.os!.includes(operatingSystemOf(f.userAgent, f.maxTouchPoints))],
  ['languages', (t, f) => languageMatches(t.languages!, f.language)],
  ['referrer', (t, f) => t.referrer!.every((rule) => referrerRuleAllows(rule, f.referrer))],
  ['traffic_source', (t, f) => t.traffic_source!.includes(trafficSourceOf(f.referrer, f.url))],
  ['utm', (t, f) => t.utm!.every((rule) => utmRuleAllows(rule, f.landingPage))],
  ['visitor', (t, f) => (t.visitor === 'new') === f.visit <= 1],
  ['min_page_views', (t, f) => f.pageViews >= t.min_page_views!],
  ['min_sessions', (t, f) => f.visit >= t.min_sessions!],
  ['schedule', (t, f) => t.schedule!.zone !== 'visitor' || scheduleAllows(t.schedule!, f.now, undefined)],
  ['max_shows', (t, f) => maxShowsAllow(t.max_shows!, f.shows, f.history, f.visit)],
];

const SERVER_CHECKS: ReadonlyArray<readonly [TargetingRule, Check<ServerTargetingFacts>]> = [
  [
    'countries',
    (t, f) => t.countries!.codes.includes(f.countryCode.toUpperCase()) === (t.countries!.mode === 'in'),
  ],
  ['schedule', (t, f) => t.schedule!.zone !== 'site' || scheduleAllows(t.schedule!, f.now, f.siteTimeZone)],
];

function firstRefusal<F>(
  checks: ReadonlyArray<readonly [TargetingRule, Check<F>]>,
  targeting: TTargeting,
  facts: F,
): TargetingRule | null {
  for (const [rule, allows] of checks)
    if (targeting[rule] !== undefined && !allows(targeting, facts)) return rule;
  return null;
}

/**
 * The targeting rules the visitor script decides (all but country and a schedule in the site's
 * time zone): answers the first that refuses the popup, or null. An unknown country is not in any
 * list.
 */
export function visitorTargetingRefusal(
  targeting: TTargeting,
  facts: VisitorTargetingFacts,
): TargetingRule | null {
  return firstRefusal(VISITOR_CHECKS, targeting, facts);
}

/** The targeting rules the display call decides: country, and a schedule in the site's time zone. */
export function serverTargetingRefusal(
  targeting: TTargeting,
  facts: ServerTargetingFacts,
): TargetingRule | null {
  return firstRefusal(SERVER_CHECKS, targeting, facts);
}

/**
 * The display call's filter: the popups whose country and site-time schedule let them show to
 * this visitor now. A popup without targeting is kept; so is one whose `targeting` is not an object
 * (stored data is checked when written, never trusted to be an object here).
 */
export function popupsTargetedByServer<P extends { display_rules: { targeting?: unknown } }>(
  popups: readonly P[],
  facts: ServerTargetingFacts,
): P[] {
  return popups.filter((popup) => {
    const { targeting } = popup.display_rules;
    return typeof targeting !== 'object' || targeting === null || !serverTargetingRefusal(targeting, facts);
  });
}
