import type { ReactNode } from 'react';
import type { Fields } from '@puckeditor/core';
import { choices, numberField, onOffWordField, radioField, selectField, textField } from '../frame/fields.ts';

/**
 * The side panel of a page-builder popup (the document's root settings): when it opens, how it
 * closes, who sees it, its look and its form, in an editor's words (docs/page-builder.md "Popups").
 * The server turns these props into the Hookline popup record (`builderPopupRecord`).
 */

const TRIGGER_FIELDS: Record<string, Fields> = {
  page_load: { delay_seconds: numberField('Seconds after the page loads', 0) },
  scroll_down: { scroll_percent: numberField('How far down the page (percent)', 0) },
  scroll_up: {},
  scroll_to: {
    scroll_selector: textField('Element to scroll to (CSS selector, such as #reviews)'),
  },
  clicks: { clicks: numberField('After this many clicks on the page', 1) },
  inactivity: { inactivity_seconds: numberField('Seconds without the visitor doing anything', 1) },
  exit_intent: {},
  adblock: {
    adblock_delay_seconds: numberField('Check for an ad blocker this many seconds after the page loads', 0),
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
  title: textField('Popup name'),
  trigger: selectField('Open the popup', TRIGGER_OPTIONS),
  // Elementor's popups switch on several triggers: any one of them opens the popup.
  more_triggers: {
    type: 'array',
    label: 'Or also when (any one opens it)',
    arrayFields: { trigger: selectField('Trigger', TRIGGER_OPTIONS) },
    defaultItemProps: { trigger: 'exit_intent' },
  },
};

const CLOSE_FIELDS: Fields = {
  close_button: onOffWordField('Close button'),
  close_button_delay_seconds: numberField('Show the close button after (seconds)', 0),
  close_on_background: onOffWordField('Close when the background is clicked'),
  close_on_escape: onOffWordField('Close with the Esc key'),
  auto_close_seconds: numberField('Close by itself after (seconds, 0 = never)', 0),
  do_not_show_again: onOffWordField('“Don’t show this again” button'),
};

const RULE_FIELDS: Fields = {
  min_page_views: numberField('Only after this many pages viewed (0 = any)', 0),
  min_sessions: numberField('Only from this visit on (0 = any)', 0),
  referrer_match: selectField(
    'Referring address',
    choices([
      ['off', 'Any'],
      ['contains', 'Contains'],
      ['not_contains', 'Hide if it contains'],
      ['regex', 'Matches a regular expression'],
    ]),
  ),
  referrer_value: textField('Referring address text or pattern'),
  traffic_source: selectField(
    'Visitors coming from',
    choices([
      ['any', 'Anywhere'],
      ['internal', 'This site'],
      ['external', 'Other sites'],
      ['search', 'Search engines (Google, Yahoo, Bing, Yandex, Baidu)'],
    ]),
  ),
  logged_in: selectField(
    'Logged-in shop customers',
    choices([
      ['everyone', 'Show to everyone'],
      ['hide_logged_in', 'Hide from every logged-in customer'],
      ['hide_roles', 'Hide from these roles'],
    ]),
  ),
  hidden_roles: {
    type: 'array',
    label: 'Hide from these roles',
    arrayFields: {
      role: selectField(
        'Role',
        choices([
          ['guest', 'Guest (not logged in)'],
          ['customer', 'Customer'],
          ['shop_admin', 'Shop admin'],
        ]),
      ),
    },
    defaultItemProps: { role: 'customer' },
  },
  devices: {
    type: 'array',
    label: 'Only on these devices (none = all)',
    arrayFields: {
      device: selectField(
        'Device',
        choices([
          ['desktop', 'Desktop'],
          ['tablet', 'Tablet'],
          ['phone', 'Phone'],
        ]),
      ),
    },
    defaultItemProps: { device: 'desktop' },
  },
  browsers: {
    type: 'array',
    label: 'Only in these browsers (none = all)',
    arrayFields: {
      browser: selectField(
        'Browser',
        ['chrome', 'safari', 'firefox', 'edge', 'samsung', 'opera', 'other'].map((value) => ({
          label: value === 'samsung' ? 'Samsung Internet' : value[0]!.toUpperCase() + value.slice(1),
          value,
        })),
      ),
    },
    defaultItemProps: { browser: 'chrome' },
  },
  schedule_start: textField('Show from (2026-12-01 09:00, empty = now)'),
  schedule_end: textField('Show until (2026-12-24 18:00, empty = always)'),
  schedule_zone: radioField(
    'Schedule times are in',
    choices([
      ['site', 'The site’s time'],
      ['visitor', 'The visitor’s time'],
    ]),
  ),
  max_shows: numberField('Show at most this many times (0 = no limit)', 0),
  max_shows_per: selectField(
    'Per',
    choices([
      ['day', 'Day'],
      ['week', 'Week'],
      ['month', 'Month'],
      ['session', 'Visit'],
      ['overall', 'Ever'],
    ]),
  ),
};

/** Animation names as the editor reads them: `slide_up` is "Slide up". */
const animationChoices = (names: string[]) =>
  names.map((v) => ({
    label: v === 'none' ? 'None' : v.replace('_', ' ').replace(/^./, (c) => c.toUpperCase()),
    value: v,
  }));

const LOOK_FIELDS: Fields = {
  entrance: selectField(
    'Entrance animation',
    animationChoices([
      'none',
      'fade',
      'slide_up',
      'slide_down',
      'slide_left',
      'slide_right',
      'zoom',
      'bounce',
    ]),
  ),
  exit: selectField('Exit animation', animationChoices(['none', 'fade', 'slide_up', 'slide_down', 'zoom'])),
  width: numberField('Width (pixels)', 280),
  form: selectField(
    'Form',
    choices([
      ['none', 'No form'],
      ['email', 'Email'],
      ['name_email', 'Name and email'],
    ]),
  ),
  form_button: textField('Form button'),
  thank_you: textField('Thank-you message'),
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
