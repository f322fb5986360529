import type { TShopRole, TShowPeriod, TTargeting } from '@hookline/schema';
import { loggedInAllows } from './logged-in.ts';
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
  /** A logged-in shop customer's records on the server, from every browser (see {@link CustomerRecords}). */
  customer?: CustomerRecords | null;
}

/**
 * What the server has recorded of a logged-in shop customer on every device (page views,
 * sessions, and this popup's shows in the `max_shows` window): the visitor script counts whichever
 * is greater, its own or the server's, so that limits follow the customer across browsers.
 */
export interface CustomerRecords {
  pageViews: number;
  sessions: number;
  /** Shows of the popup in the last day, week, month, in the current session, and overall. */
  shows: Partial<Record<TShowPeriod, number>>;
}

/** What the display call knows. */
export interface ServerTargetingFacts {
  /** ISO code of the visitor's country, '' when unknown. */
  countryCode: string;
  now: number;
  /** The site's IANA time zone. */
  siteTimeZone: string;
  /** The shop visitor's role (a guest when not logged in or unknown). */
  customerRole?: TShopRole;
}

const customerShowsAllow = (t: TTargeting, f: VisitorTargetingFacts): boolean =>
  (f.customer?.shows[t.max_shows!.per] ?? 0) < t.max_shows!.count;

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
  ['min_page_views', (t, f) => Math.max(f.pageViews, f.customer?.pageViews ?? 0) >= t.min_page_views!],
  ['min_sessions', (t, f) => Math.max(f.visit, f.customer?.sessions ?? 0) >= t.min_sessions!],
  ['schedule', (t, f) => t.schedule!.zone !== 'visitor' || scheduleAllows(t.schedule!, f.now, undefined)],
  [
    'max_shows',
    (t, f) => maxShowsAllow(t.max_shows!, f.shows, f.history, f.visit) && customerShowsAllow(t, f),
  ],
];

const SERVER_CHECKS: ReadonlyArray<readonly [TargetingRule, Check<ServerTargetingFacts>]> = [
  [
    'countries',
    (t, f) => t.countries!.codes.includes(f.countryCode.toUpperCase()) === (t.countries!.mode === 'in'),
  ],
  ['schedule', (t, f) => t.schedule!.zone !== 'site' || scheduleAllows(t.schedule!, f.now, f.siteTimeZone)],
  ['logged_in', (t, f) => loggedInAllows(t.logged_in!, f.customerRole ?? 'guest')],
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

/**
 * The targeting rules the display call decides: country, a schedule in the site's time zone, and
 * the logged-in shop customer's role.
 */
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

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;

/**
 * One popup's {@link CustomerRecords} from the display response's `customer` (read defensively:
 * anything unreadable is null, and the visitor's own records decide alone).
 */
export function customerRecordsOf(raw: unknown, popupId: string): CustomerRecords | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { page_views: pageViews, sessions, shows } = raw as Record<string, unknown>;
  const mine =
    typeof shows === 'object' && shows !== null ? (shows as Record<string, unknown>)[popupId] : null;
  const periods = typeof mine === 'object' && mine !== null ? (mine as Record<string, unknown>) : {};
  return {
    pageViews: count(pageViews),
    sessions: count(sessions),
    shows: {
      day: count(periods.day),
      week: count(periods.week),
      month: count(periods.month),
      session: count(periods.session),
      overall: count(periods.overall),
    },
  };
}
