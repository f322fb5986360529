import type { ReactNode } from 'react';
import type { Field, Fields } from '@puckeditor/core';

/**
 * The side panel of a page-builder popup (the document's root settings): when it opens, how it
 * closes, who sees it, its look and its form, in an editor's words (docs/page-builder.md "Popups").
 * The server turns these props into the Hookline popup record (`builderPopupRecord`).
 */

const onOff = (label: string): Field => ({
  type: 'radio',
  label,
  options: [
    { label: 'On', value: 'on' },
    { label: 'Off', value: 'off' },
  ],
});
const number = (label: string, min = 0): Field => ({ type: 'number', label, min });

const TRIGGER_FIELDS: Record<string, Fields> = {
  page_load: { delay_seconds: number('Seconds after the page loads') },
  scroll_down: { scroll_percent: number('How far down the page (percent)') },
  scroll_up: {},
  scroll_to: {
    scroll_selector: { type: 'text', label: 'Element to scroll to (CSS selector, such as #reviews)' },
  },
  clicks: { clicks: number('After this many clicks on the page', 1) },
  inactivity: { inactivity_seconds: number('Seconds without the visitor doing anything', 1) },
  exit_intent: {},
  adblock: {
    adblock_delay_seconds: number('Check for an ad blocker this many seconds after the page loads'),
  },
};

const TRIGGER_OPTIONS = [
  { label: 'When the page has loaded', value: 'page_load' },
  { label: 'When the visitor scrolls down', value: 'scroll_down' },
  { label: 'When the visitor scrolls back up', value: 'scroll_up' },
  { label: 'When an element scrolls into view', value: 'scroll_to' },
  { label: 'After a number of clicks', value: 'clicks' },
  { label: 'When the visitor is inactive', value: 'inactivity' },
  { label: 'When the visitor is about to leave', value: 'exit_intent' },
  { label: 'When an ad blocker is detected', value: 'adblock' },
];

const BASE_FIELDS: Fields = {
  title: { type: 'text', label: 'Popup name' },
  trigger: { type: 'select', label: 'Open the popup', options: TRIGGER_OPTIONS },
  // Elementor's popups switch on several triggers: any one of them opens the popup.
  more_triggers: {
    type: 'array',
    label: 'Or also when (any one opens it)',
    arrayFields: { trigger: { type: 'select', label: 'Trigger', options: TRIGGER_OPTIONS } },
    defaultItemProps: { trigger: 'exit_intent' },
  },
};

const CLOSE_FIELDS: Fields = {
  close_button: onOff('Close button'),
  close_button_delay_seconds: number('Show the close button after (seconds)'),
  close_on_background: onOff('Close when the background is clicked'),
  close_on_escape: onOff('Close with the Esc key'),
  auto_close_seconds: number('Close by itself after (seconds, 0 = never)'),
  do_not_show_again: onOff('“Don’t show this again” button'),
};

const RULE_FIELDS: Fields = {
  min_page_views: number('Only after this many pages viewed (0 = any)'),
  min_sessions: number('Only from this visit on (0 = any)'),
  referrer_match: {
    type: 'select',
    label: 'Referring address',
    options: [
      { label: 'Any', value: 'off' },
      { label: 'Contains', value: 'contains' },
      { label: 'Hide if it contains', value: 'not_contains' },
      { label: 'Matches a regular expression', value: 'regex' },
    ],
  },
  referrer_value: { type: 'text', label: 'Referring address text or pattern' },
  traffic_source: {
    type: 'select',
    label: 'Visitors coming from',
    options: [
      { label: 'Anywhere', value: 'any' },
      { label: 'This site', value: 'internal' },
      { label: 'Other sites', value: 'external' },
      { label: 'Search engines (Google, Yahoo, Bing, Yandex, Baidu)', value: 'search' },
    ],
  },
  logged_in: {
    type: 'select',
    label: 'Logged-in shop customers',
    options: [
      { label: 'Show to everyone', value: 'everyone' },
      { label: 'Hide from every logged-in customer', value: 'hide_logged_in' },
      { label: 'Hide from these roles', value: 'hide_roles' },
    ],
  },
  hidden_roles: {
    type: 'array',
    label: 'Hide from these roles',
    arrayFields: {
      role: {
        type: 'select',
        label: 'Role',
        options: [
          { label: 'Guest (not logged in)', value: 'guest' },
          { label: 'Customer', value: 'customer' },
          { label: 'Shop admin', value: 'shop_admin' },
        ],
      },
    },
    defaultItemProps: { role: 'customer' },
  },
  devices: {
    type: 'array',
    label: 'Only on these devices (none = all)',
    arrayFields: {
      device: {
        type: 'select',
        label: 'Device',
        options: [
          { label: 'Desktop', value: 'desktop' },
          { label: 'Tablet', value: 'tablet' },
          { label: 'Phone', value: 'phone' },
        ],
      },
    },
    defaultItemProps: { device: 'desktop' },
  },
  browsers: {
    type: 'array',
    label: 'Only in these browsers (none = all)',
    arrayFields: {
      browser: {
        type: 'select',
        label: 'Browser',
        options: ['chrome', 'safari', 'firefox', 'edge', 'samsung', 'opera', 'other'].map((value) => ({
          label: value === 'samsung' ? 'Samsung Internet' : value[0]!.toUpperCase() + value.slice(1),
          value,
        })),
      },
    },
    defaultItemProps: { browser: 'chrome' },
  },
  schedule_start: { type: 'text', label: 'Show from (2026-12-01 09:00, empty = now)' },
  schedule_end: { type: 'text', label: 'Show until (2026-12-24 18:00, empty = always)' },
  schedule_zone: {
    type: 'radio',
    label: 'Schedule times are in',
    options: [
      { label: 'The site’s time', value: 'site' },
      { label: 'The visitor’s time', value: 'visitor' },
    ],
  },
  max_shows: number('Show at most this many times (0 = no limit)'),
  max_shows_per: {
    type: 'select',
    label: 'Per',
    options: [
      { label: 'Day', value: 'day' },
      { label: 'Week', value: 'week' },
      { label: 'Month', value: 'month' },
      { label: 'Visit', value: 'session' },
      { label: 'Ever', value: 'overall' },
    ],
  },
};

const LOOK_FIELDS: Fields = {
  entrance: {
    type: 'select',
    label: 'Entrance animation',
    options: ['none', 'fade', 'slide_up', 'slide_down', 'slide_left', 'slide_right', 'zoom', 'bounce'].map(
      (v) => ({
        label: v === 'none' ? 'None' : v.replace('_', ' ').replace(/^./, (c) => c.toUpperCase()),
        value: v,
      }),
    ),
  },
  exit: {
    type: 'select',
    label: 'Exit animation',
    options: ['none', 'fade', 'slide_up', 'slide_down', 'zoom'].map((v) => ({
      label: v === 'none' ? 'None' : v.replace('_', ' ').replace(/^./, (c) => c.toUpperCase()),
      value: v,
    })),
  },
  width: number('Width (pixels)', 280),
  form: {
    type: 'select',
    label: 'Form',
    options: [
      { label: 'No form', value: 'none' },
      { label: 'Email', value: 'email' },
      { label: 'Name and email', value: 'name_email' },
    ],
  },
  form_button: { type: 'text', label: 'Form button' },
  thank_you: { type: 'text', label: 'Thank-you message' },
};

export const POPUP_DEFAULT_PROPS = {
  title: '',
  trigger: 'page_load',
  more_triggers: [],
  delay_seconds: 3,
  scroll_percent: 50,
  scroll_selector: '',
  clicks: 3,
  inactivity_seconds: 30,
  adblock_delay_seconds: 2,
  close_button: 'on',
  close_button_delay_seconds: 0,
  close_on_background: 'on',
  close_on_escape: 'on',
  auto_close_seconds: 0,
  do_not_show_again: 'off',
  min_page_views: 0,
  min_sessions: 0,
  referrer_match: 'off',
  referrer_value: '',
  traffic_source: 'any',
  logged_in: 'everyone',
  hidden_roles: [],
  devices: [],
  browsers: [],
  schedule_start: '',
  schedule_end: '',
  schedule_zone: 'site',
  max_shows: 0,
  max_shows_per: 'day',
  entrance: 'fade',
  exit: 'fade',
  width: 600,
  form: 'none',
  form_button: 'Subscribe',
  thank_you: 'Thank you!',
};

/** The trigger kinds switched on: `trigger` and each of `more_triggers`. */
function chosenTriggers(props: Record<string, unknown>): string[] {
  const more = Array.isArray(props.more_triggers)
    ? props.more_triggers.map((item) => (item as { trigger?: unknown } | null)?.trigger)
    : [];
  return [props.trigger ?? 'page_load', ...more].filter((t): t is string => typeof t === 'string');
}

/** Only the fields the current choices use: the chosen triggers', the referrer text when matched, the roles when hidden by role. */
export function popupFields(props: Record<string, unknown>): Fields {
  const rules = { ...RULE_FIELDS };
  if (props.referrer_match === 'off' || !props.referrer_match) delete rules.referrer_value;
  if (props.logged_in !== 'hide_roles') delete rules.hidden_roles;
  if (!props.max_shows) delete rules.max_shows_per;
  if (!props.schedule_start && !props.schedule_end) delete rules.schedule_zone;
  const look = { ...LOOK_FIELDS };
  if (props.form !== 'email' && props.form !== 'name_email') {
    delete look.form_button;
    delete look.thank_you;
  }
  const close = { ...CLOSE_FIELDS };
  if (props.close_button === 'off') delete close.close_button_delay_seconds;
  return {
    ...BASE_FIELDS,
    ...Object.assign({}, ...chosenTriggers(props).map((t) => TRIGGER_FIELDS[t] ?? {})),
    ...close,
    ...rules,
    ...look,
  };
}

/** Puck's root config for a popup document: its settings, and the canvas drawn as the popup's box. */
export const popupRootConfig = {
  fields: popupFields(POPUP_DEFAULT_PROPS),
  defaultProps: POPUP_DEFAULT_PROPS,
  resolveFields: (data: { props?: Record<string, unknown> }) => popupFields(data.props ?? {}),
  render: ({ children, width }: { children?: ReactNode; width?: unknown }) => (
    <div
      className="hl-popup-canvas"
      style={{ padding: '32px 16px', background: 'rgba(17,24,39,.55)', minHeight: '100vh' }}
    >
      <div
        className="hl-builder"
        style={{
          maxWidth: typeof width === 'number' ? width : 600,
          margin: '0 auto',
          padding: 24,
          borderRadius: 12,
          background: '#fff',
          boxShadow: '0 20px 50px rgba(0,0,0,.3)',
        }}
      >
        {children}
      </div>
    </div>
  ),
};
