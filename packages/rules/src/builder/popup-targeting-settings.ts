import type { TBrowser, TShopRole, TShowPeriod, TTargetDevice, TTargeting } from '@hookline/schema';
import { compileRuleRegex } from '@hookline/schema/display-rule-grammar/regex.ts';
import {
  listedValues,
  settingNumber,
  settingText,
  type BuilderPopupProblem,
  type BuilderPopupSettings,
} from './popup-setting-values.ts';

/** Who sees a page-builder popup, from its settings: the Hookline targeting record. */

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/;

/** `2026-12-01 09:00` (or with a T) as the schedule's `YYYY-MM-DDTHH:mm`; '' when empty; null when unreadable. */
function scheduleMoment(value: unknown): string | null {
  const raw = settingText(value);
  if (!raw) return '';
  const match = DATE_TIME.exec(raw);
  return match ? `${match[1]}T${match[2]}` : null;
}

/**
 * Why a referrer pattern cannot be used, in the editor's words, or null when it compiles. The
 * visitor script treats a pattern that does not compile as failing (the popup does not show).
 */
export function referrerPatternProblem(pattern: string): string | null {
  if (compileRuleRegex(pattern)) return null;
  try {
    new RegExp(pattern);
    return 'This pattern is too long or too complex to check safely.';
  } catch (error) {
    return `This is not a valid regular expression (${(error as Error).message}).`;
  }
}

const DEVICES: readonly TTargetDevice[] = ['desktop', 'tablet', 'phone'];
const BROWSERS: readonly TBrowser[] = ['chrome', 'safari', 'firefox', 'edge', 'samsung', 'opera', 'other'];
const ROLES: readonly TShopRole[] = ['guest', 'customer', 'shop_admin'];
const PERIODS: readonly TShowPeriod[] = ['day', 'week', 'month', 'session', 'overall'];

/**
 * Who sees the popup: pages viewed, visits, the referring address, the traffic source, logged-in
 * customers or roles, devices, browsers, a schedule and the most shows per period. A setting that
 * cannot be used (an empty or invalid referrer pattern, no role chosen, an unreadable or reversed
 * schedule) is added to `problems` and left out of the answer.
 */
export function builderTargeting(s: BuilderPopupSettings, problems: BuilderPopupProblem[]): TTargeting {
  const t: TTargeting = {};
  const pageViews = Math.round(settingNumber(s.min_page_views, 0));
  if (pageViews > 0) t.min_page_views = Math.min(50, pageViews);
  const sessions = Math.round(settingNumber(s.min_sessions, 0));
  if (sessions > 0) t.min_sessions = Math.min(1000, sessions);
  const match = s.referrer_match;
  if (match === 'contains' || match === 'not_contains' || match === 'regex') {
    const value = settingText(s.referrer_value);
    const problem = !value
      ? 'Type what the referring address should contain.'
      : match === 'regex'
        ? referrerPatternProblem(value)
        : null;
    if (problem) problems.push({ field: 'referrer_value', message: problem });
    else t.referrer = [{ match, value: value.slice(0, 500) }];
  }
  if (s.traffic_source === 'internal' || s.traffic_source === 'external' || s.traffic_source === 'search')
    t.traffic_source = [s.traffic_source];
  if (s.logged_in === 'hide_logged_in') t.logged_in = { block: 'all' };
  if (s.logged_in === 'hide_roles') {
    const roles = listedValues(s.hidden_roles, 'role', ROLES);
    if (roles.length === 0)
      problems.push({ field: 'hidden_roles', message: 'Choose at least one role to hide it from.' });
    else t.logged_in = { block: 'roles', roles };
  }
  const devices = listedValues(s.devices, 'device', DEVICES);
  if (devices.length > 0) t.devices = devices;
  const browsers = listedValues(s.browsers, 'browser', BROWSERS);
  if (browsers.length > 0) t.browsers = browsers;
  const start = scheduleMoment(s.schedule_start);
  const end = scheduleMoment(s.schedule_end);
  if (start === null)
    problems.push({ field: 'schedule_start', message: 'Write the start as 2026-12-01 09:00.' });
  if (end === null) problems.push({ field: 'schedule_end', message: 'Write the end as 2026-12-24 18:00.' });
  if (start && end && start >= end)
    problems.push({ field: 'schedule_end', message: 'The end must be after the start.' });
  else if (start || end) {
    t.schedule = { zone: s.schedule_zone === 'visitor' ? 'visitor' : 'site' };
    if (start) t.schedule.start = start;
    if (end) t.schedule.end = end;
  }
  const count = Math.round(settingNumber(s.max_shows, 0));
  if (count > 0) {
    const per = (PERIODS as readonly string[]).includes(s.max_shows_per ?? '')
      ? (s.max_shows_per as TShowPeriod)
      : 'day';
    t.max_shows = { per, count: Math.min(1000, count) };
  }
  return t;
}
