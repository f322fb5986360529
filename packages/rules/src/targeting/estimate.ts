import type { TTargetDevice, TTargeting } from '@hookline/schema';
import { serverTargetingRefusal, type TargetingRule } from './evaluate.ts';
import { pageRulesAllow } from './page-address.ts';
import { scheduleAllows } from './schedule.ts';

/** What the owner tells the editor's estimate: an address, and optionally a device and a country. */
export interface EstimateInput {
  url: string;
  device?: TTargetDevice | undefined;
  /** ISO code; '' or absent when not chosen. */
  countryCode?: string | undefined;
  now: number;
  siteTimeZone: string;
}

export interface TargetingEstimate {
  /** False when a rule the estimate can check refuses the popup. */
  shows: boolean;
  /** That rule. */
  refusedBy: TargetingRule | null;
  /** The rules that depend on the visitor (their browser, where they came from, their history). */
  dependsOnVisitor: TargetingRule[];
}

const VISITOR_RULES: readonly TargetingRule[] = [
  'browsers',
  'os',
  'languages',
  'referrer',
  'traffic_source',
  'utm',
  'visitor',
  'min_page_views',
  'min_sessions',
  'max_shows',
];

/**
 * The editor's "this popup would show on …" answer, with the functions the display call and the
 * visitor script decide by: the page address; the device and the country when given (else they
 * depend on the visitor); the schedule now, by the site's clock or, for a visitor-time schedule, by
 * the clock of the browser the editor runs in.
 */
export function estimateTargeting(targeting: TTargeting, input: EstimateInput): TargetingEstimate {
  // The device and country when not given, then the rules only a visitor can answer.
  const dependsOnVisitor: TargetingRule[] = [];
  if (targeting.devices && !input.device) dependsOnVisitor.push('devices');
  if (targeting.countries && !input.countryCode) dependsOnVisitor.push('countries');
  dependsOnVisitor.push(...VISITOR_RULES.filter((rule) => targeting[rule] !== undefined));
  const refuse = (refusedBy: TargetingRule): TargetingEstimate => ({
    shows: false,
    refusedBy,
    dependsOnVisitor,
  });
  if (targeting.pages && !pageRulesAllow(targeting.pages, input.url)) return refuse('pages');
  if (targeting.devices && input.device && !targeting.devices.includes(input.device))
    return refuse('devices');
  if (
    targeting.countries &&
    input.countryCode &&
    serverTargetingRefusal({ countries: targeting.countries }, { ...input, countryCode: input.countryCode })
  )
    return refuse('countries');
  const { schedule } = targeting;
  if (
    schedule &&
    !scheduleAllows(schedule, input.now, schedule.zone === 'site' ? input.siteTimeZone : undefined)
  )
    return refuse('schedule');
  return { shows: true, refusedBy: null, dependsOnVisitor };
}
