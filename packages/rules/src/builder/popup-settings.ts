import type {
  TBrowser,
  TDesignProperties,
  TDisplayRules,
  TPopupContent,
  TShopRole,
  TShowPeriod,
  TTargetDevice,
  TTargeting,
  TTriggers,
} from '@hookline/schema';
import { compileRuleRegex } from '@hookline/schema/display-rule-grammar/regex.ts';

/**
 * A page-builder popup's settings, as the editor's side panel stores them in the document's root
 * props (words an editor understands, docs/page-builder.md "Popups"), and their translation into
 * the Hookline popup record every other popup has: triggers, design properties, display rules.
 */
export interface BuilderPopupSettings {
  trigger?: string;
  /** More triggers switched on beside `trigger` (a Puck list: `[{trigger: 'exit_intent'}, …]`); any one opens the popup. */
  more_triggers?: unknown;
  delay_seconds?: unknown;
  scroll_percent?: unknown;
  scroll_selector?: unknown;
  clicks?: unknown;
  inactivity_seconds?: unknown;
  adblock_delay_seconds?: unknown;
  close_button?: string;
  close_button_delay_seconds?: unknown;
  close_on_background?: string;
  close_on_escape?: string;
  auto_close_seconds?: unknown;
  do_not_show_again?: string;
  do_not_show_again_label?: unknown;
  min_page_views?: unknown;
  min_sessions?: unknown;
  referrer_match?: string;
  referrer_value?: unknown;
  traffic_source?: string;
  logged_in?: string;
  hidden_roles?: unknown;
  devices?: unknown;
  browsers?: unknown;
  schedule_start?: unknown;
  schedule_end?: unknown;
  schedule_zone?: string;
  max_shows?: unknown;
  max_shows_per?: string;
  entrance?: string;
  exit?: string;
  form?: string;
  form_button?: unknown;
  thank_you?: unknown;
  width?: unknown;
}

export const BUILDER_TRIGGERS = [
  'page_load',
  'scroll_down',
  'scroll_up',
  'scroll_to',
  'clicks',
  'inactivity',
  'exit_intent',
  'adblock',
] as const;
export type BuilderTrigger = (typeof BUILDER_TRIGGERS)[number];

/** Spec section 9: focus moves into a page-builder popup 250 ms after it shows. */
export const BUILDER_FOCUS_DELAY_MS = 250;

export interface BuilderPopupProblem {
  /** The root prop the editor must fix. */
  field: keyof BuilderPopupSettings;
  message: string;
}

export interface BuilderPopupRecord {
  triggers: TTriggers;
  design_properties: TDesignProperties;
  display_rules: TDisplayRules;
  x_close_button: boolean;
  width: number;
  height: number;
}

const number = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const on = (value: string | undefined, fallback: boolean): boolean =>
  value === 'on' ? true : value === 'off' ? false : fallback;

/** The values of a Puck list field (`[{role: 'customer'}, …]`) under `key`, kept when `allowed`. */
function listed<T extends string>(value: unknown, key: string, allowed: readonly T[]): T[] {
  if (!Array.isArray(value)) return [];
  const picked = value
    .map((item) =>
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : item,
    )
    .filter((item): item is T => typeof item === 'string' && (allowed as readonly string[]).includes(item));
  return [...new Set(picked)];
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/;

/** `2026-12-01 09:00` (or with a T) as the schedule's `YYYY-MM-DDTHH:mm`; '' when empty; null when unreadable. */
function scheduleMoment(value: unknown): string | null {
  const raw = text(value);
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

/** The Hookline trigger settings of one builder trigger kind (each sets its own keys of `TTriggers`). */
function triggerOf(
  trigger: BuilderTrigger,
  s: BuilderPopupSettings,
  problems: BuilderPopupProblem[],
): TTriggers {
  switch (trigger) {
    case 'page_load':
      return { seconds_on_page: Math.round(Math.min(86_400, Math.max(0, number(s.delay_seconds, 3)))) };
    case 'scroll_down':
      return { scroll_percent: Math.min(100, Math.max(0, number(s.scroll_percent, 50))) };
    case 'scroll_up':
      return { scroll_up: true };
    case 'scroll_to': {
      const selector = text(s.scroll_selector);
      if (!selector || selector.length > 200)
        problems.push({
          field: 'scroll_selector',
          message: 'Name the element to scroll to, such as #reviews.',
        });
      return { scroll_to_selector: selector.slice(0, 200) || null };
    }
    case 'clicks':
      return { page_clicks: Math.round(Math.min(1000, Math.max(1, number(s.clicks, 3)))) };
    case 'inactivity':
      return {
        inactivity_seconds: Math.round(Math.min(86_400, Math.max(1, number(s.inactivity_seconds, 30)))),
      };
    case 'exit_intent':
      return { exit_intent: true };
    case 'adblock':
      return { adblock_delay_seconds: Math.min(60, Math.max(0, number(s.adblock_delay_seconds, 2))) };
  }
}

/**
 * The builder triggers switched on: `trigger` (the page load when unset or unknown), then those of
 * `more_triggers`, each once, in that order.
 */
export function builderTriggers(
  s: Pick<BuilderPopupSettings, 'trigger' | 'more_triggers'>,
): BuilderTrigger[] {
  const first = (BUILDER_TRIGGERS as readonly string[]).includes(s.trigger ?? '')
    ? (s.trigger as BuilderTrigger)
    : 'page_load';
  return [...new Set([first, ...listed(s.more_triggers, 'trigger', BUILDER_TRIGGERS)])];
}

/**
 * Every trigger switched on, as one Hookline trigger record: each kind sets its own keys, and the
 * visitor script arms every trigger set, the first to fire opening the popup (any one opens it).
 */
function triggersOf(s: BuilderPopupSettings, problems: BuilderPopupProblem[]): TTriggers {
  return Object.assign(
    {},
    ...builderTriggers(s).map((trigger) => triggerOf(trigger, s, problems)),
  ) as TTriggers;
}

const DEVICES: readonly TTargetDevice[] = ['desktop', 'tablet', 'phone'];
const BROWSERS: readonly TBrowser[] = ['chrome', 'safari', 'firefox', 'edge', 'samsung', 'opera', 'other'];
const ROLES: readonly TShopRole[] = ['guest', 'customer', 'shop_admin'];
const PERIODS: readonly TShowPeriod[] = ['day', 'week', 'month', 'session', 'overall'];

function targetingOf(s: BuilderPopupSettings, problems: BuilderPopupProblem[]): TTargeting {
  const t: TTargeting = {};
  const pageViews = Math.round(number(s.min_page_views, 0));
  if (pageViews > 0) t.min_page_views = Math.min(50, pageViews);
  const sessions = Math.round(number(s.min_sessions, 0));
  if (sessions > 0) t.min_sessions = Math.min(1000, sessions);
  const match = s.referrer_match;
  if (match === 'contains' || match === 'not_contains' || match === 'regex') {
    const value = text(s.referrer_value);
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
    const roles = listed(s.hidden_roles, 'role', ROLES);
    if (roles.length === 0)
      problems.push({ field: 'hidden_roles', message: 'Choose at least one role to hide it from.' });
    else t.logged_in = { block: 'roles', roles };
  }
  const devices = listed(s.devices, 'device', DEVICES);
  if (devices.length > 0) t.devices = devices;
  const browsers = listed(s.browsers, 'browser', BROWSERS);
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
  const count = Math.round(number(s.max_shows, 0));
  if (count > 0) {
    const per = (PERIODS as readonly string[]).includes(s.max_shows_per ?? '')
      ? (s.max_shows_per as TShowPeriod)
      : 'day';
    t.max_shows = { per, count: Math.min(1000, count) };
  }
  return t;
}

const ENTRANCES = ['none', 'fade', 'slide_up', 'slide_down', 'slide_left', 'slide_right', 'zoom', 'bounce'];
const EXITS = ['none', 'fade', 'slide_up', 'slide_down', 'zoom'];

/**
 * A page-builder popup's record from its settings, or the problems the editor must fix first (each
 * naming the setting and saying why, such as a referrer pattern that is not a regular expression).
 * The close button, background click and Escape are on unless switched off; auto close is off at 0.
 */
export function builderPopupRecord(
  settings: BuilderPopupSettings,
): { ok: true; record: BuilderPopupRecord } | { ok: false; problems: BuilderPopupProblem[] } {
  const problems: BuilderPopupProblem[] = [];
  const triggers = triggersOf(settings, problems);
  const targeting = targetingOf(settings, problems);
  if (problems.length > 0) return { ok: false, problems };
  const closeButton = on(settings.close_button, true);
  const autoClose = Math.max(0, number(settings.auto_close_seconds, 0));
  const entrance = ENTRANCES.includes(settings.entrance ?? '') ? settings.entrance! : 'fade';
  const exit = EXITS.includes(settings.exit ?? '') ? settings.exit! : 'fade';
  const design: TDesignProperties = {
    poptin_design_entry_effect: entrance,
    poptin_design_exit_effect: exit,
    poptin_design_close_on_screen_click: on(settings.close_on_background, true),
    close_on_escape: on(settings.close_on_escape, true),
    poptin_design_auto_close: autoClose > 0,
    poptin_design_show_x_after_sec: Math.min(
      600,
      Math.max(0, number(settings.close_button_delay_seconds, 0)),
    ),
    focus_delay_ms: BUILDER_FOCUS_DELAY_MS,
    do_not_show_again: on(settings.do_not_show_again, false),
    poptin_design_thank_screen: settings.form === 'email' || settings.form === 'name_email',
  };
  if (autoClose > 0) design.poptin_design_auto_close_sec = Math.min(3600, autoClose);
  const label = text(settings.do_not_show_again_label);
  if (label) design.do_not_show_again_label = label.slice(0, 100);
  (design as Record<string, unknown>).poptin_design_close_options_type = closeButton
    ? 'closing_options-x'
    : 'closing_options-';
  const width = Math.round(Math.min(1200, Math.max(280, number(settings.width, 600))));
  return {
    ok: true,
    record: {
      triggers,
      design_properties: design,
      display_rules: { d_f_r: 'all@display_everytime_everypage', targeting },
      x_close_button: closeButton,
      width,
      height: 420,
    },
  };
}

/**
 * A page-builder popup's content: the builder's rendered, sanitised markup, then its form when it
 * has one (an email, or a name and an email, with its button) so that a submit is a Hookline
 * conversion, and a thank-you screen.
 */
export function builderPopupContent(markup: string, settings: BuilderPopupSettings): TPopupContent {
  const blocks: TPopupContent['main']['blocks'] = [{ type: 'html', html: markup }];
  const form = settings.form === 'email' || settings.form === 'name_email' ? settings.form : null;
  if (!form) return { version: 1, main: { blocks } };
  const fields: Extract<TPopupContent['main']['blocks'][number], { type: 'fields' }>['fields'] = [];
  if (form === 'name_email')
    fields.push({ id: 'name', type: 'name', name: 'name', placeholder: 'Your name', required: false });
  fields.push({ id: 'email', type: 'email', name: 'email', placeholder: 'Your email', required: true });
  blocks.push({ type: 'fields', fields });
  blocks.push({ type: 'button', label: text(settings.form_button) || 'Subscribe', action: 'submit' });
  return {
    version: 1,
    main: { blocks },
    thank_you: { blocks: [{ type: 'heading', text: text(settings.thank_you) || 'Thank you!', level: 2 }] },
  };
}
