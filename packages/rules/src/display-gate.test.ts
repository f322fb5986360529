import { describe, expect, it } from 'vitest';
import type { CountdownSettings } from './countdown.ts';
import {
  convertedRuleAllows,
  countdownRefusal,
  usesPageFilters,
  visitorRulesRefusal,
  type DisplayRuleSettings,
  type GateFacts,
} from './display-gate.ts';
import { adblockRuleAllows, pageFiltersRefusal, pageSourceFilterAllows } from './page-filters.ts';

/** The whole gate, as the visitor script applies it: the visitor's rules, then the page filters. */
const displayGate = (rules: DisplayRuleSettings, design: CountdownSettings, facts: GateFacts) =>
  visitorRulesRefusal(rules, facts) ??
  countdownRefusal(design, facts.now) ??
  pageFiltersRefusal(rules, facts);

const NOW = Date.UTC(2026, 4, 1, 12);
const OTHER = 'ooooooooooooo';

const facts = (overrides: Partial<GateFacts> = {}): GateFacts => ({
  now: NOW,
  visit: 1,
  history: null,
  converted: false,
  others: [{ id: OTHER, kind: 'other', seen: false, closed: false, converted: false }],
  pageSource: () => '<html><body data-page="checkout">Checkout</body></html>',
  jsValues: (name) => (name.name === 'plan' ? ['free'] : []),
  cookieValues: (name) => (name.name === 'consent' ? ['yes'] : []),
  adblockDetected: false,
  ...overrides,
});

describe('pageSourceFilterAllows', () => {
  const source = () => '<div data-page="checkout"></div>';
  it.each([
    [{}, true],
    [{ source_code_target_active: false, source_code_target_html: 'nope' }, true],
    [{ source_code_target_active: true, source_code_target_html: '' }, true],
    [{ source_code_target_active: true, source_code_target_html: 'data-page="checkout"' }, true],
    [{ source_code_target_active: true, source_code_target_html: 'data-page="cart"' }, false],
    [
      {
        source_code_target_active: true,
        source_code_target_html: 'data-page="checkout"',
        source_code_target_role: 'show',
      },
      true,
    ],
    [
      {
        source_code_target_active: true,
        source_code_target_html: 'data-page="checkout"',
        source_code_target_role: 'dont_show',
      },
      false,
    ],
    [
      {
        source_code_target_active: true,
        source_code_target_html: 'data-page="cart"',
        source_code_target_role: 'dont_show',
      },
      true,
    ],
  ] as [DisplayRuleSettings, boolean][])('%j -> %s', (rules, expected) => {
    expect(pageSourceFilterAllows(rules, source)).toBe(expected);
  });

  it('does not read the page source when the filter is off', () => {
    expect(
      pageSourceFilterAllows({}, () => {
        throw new Error('read');
      }),
    ).toBe(true);
  });
});

describe('single rules', () => {
  it.each([
    [{}, false, true],
    [{ display_if_adblock_active: false }, false, true],
    [{ display_if_adblock_active: true }, false, false],
    [{ display_if_adblock_active: true }, true, true],
  ])('adblock %j with blocker %s -> %s', (rules, detected, expected) => {
    expect(adblockRuleAllows(rules, detected)).toBe(expected);
  });

  it.each([
    [{}, true, true],
    [{ stop_showing_to_converted_users: false }, true, true],
    [{ stop_showing_to_converted_users: true }, false, true],
    [{ stop_showing_to_converted_users: true }, true, false],
  ])('converted %j, visitor converted %s -> %s', (rules, converted, expected) => {
    expect(convertedRuleAllows(rules, converted)).toBe(expected);
  });
});

describe('displayGate', () => {
  const js = (value: string, show = 'show') => ({
    js_filter: {
      display_if_specific_js_active: true,
      js_name_pair: ['exact::plan'],
      js_value_pair: [`equals::${value}`],
      js_show_pair: [show],
    },
  });
  const cookie = (mode: string) => ({
    cookie_filter: {
      display_if_specific_cookie_active: true,
      cookie_name_pair: ['exact::consent'],
      cookie_value_pair: [`${mode}::`],
      cookie_show_pair: ['show'],
    },
  });

  it.each([
    ['no rules', {}, {}, facts(), null],
    [
      'once, already shown',
      { d_f_r: 'all@display_once' },
      {},
      facts({ history: { lastShownAt: 1, lastShownVisit: 1, shownInVisit: 1 } }),
      'frequency',
    ],
    [
      'converted visitor',
      { stop_showing_to_converted_users: true },
      {},
      facts({ converted: true }),
      'converted',
    ],
    [
      'countdown over',
      {},
      { timer_ver: 2, timer: { end_date: '2026-04-30T00:00', gmt_offset: 0 } },
      facts(),
      'countdown',
    ],
    [
      'countdown still running',
      {},
      { timer_ver: 2, timer: { end_date: '2026-06-30T00:00', gmt_offset: 0 } },
      facts(),
      null,
    ],
    [
      'other popup not seen',
      { engagement_with_other_poptin_filter: `show|seen_poptin|other|${OTHER}` },
      {},
      facts(),
      'engagement',
    ],
    [
      'page source without the text',
      { source_code_target_active: true, source_code_target_html: 'data-page="cart"' },
      {},
      facts(),
      'page_source',
    ],
    ['JS variable matches', js('free'), {}, facts(), null],
    ['JS variable differs', js('pro'), {}, facts(), 'js'],
    ['JS variable matches a hide row', js('free', 'dont_show'), {}, facts(), 'js'],
    ['cookie exists', cookie('exists'), {}, facts(), null],
    ['cookie must be absent', cookie('not_exists'), {}, facts(), 'cookie'],
    ['ad blocker needed, none', { display_if_adblock_active: true }, {}, facts(), 'adblock'],
    [
      'ad blocker needed and found',
      { display_if_adblock_active: true },
      {},
      facts({ adblockDetected: true }),
      null,
    ],
  ] as const)('%s -> %s', (_why, rules, design, gateFacts, expected) => {
    expect(displayGate(rules, design, gateFacts)).toBe(expected);
  });
});

describe('usesPageFilters', () => {
  it.each([
    [{}, false],
    [{ d_f_r: 'all@display_once', stop_showing_to_converted_users: true }, false],
    [{ engagement_with_other_poptin_filter: '' }, false],
    [{ engagement_with_other_poptin_filter: 'show|seen' }, true],
    [{ engagement_with_other_poptin_filter: 'show|seen_poptin|other|any' }, true],
    [{ source_code_target_active: true }, true],
    [
      {
        js_filter: {
          display_if_specific_js_active: false,
          js_name_pair: ['exact::a'],
          js_value_pair: ['exists::'],
          js_show_pair: ['show'],
        },
      },
      false,
    ],
    [
      {
        js_filter: {
          display_if_specific_js_active: true,
          js_name_pair: ['exact::a'],
          js_value_pair: ['exists::'],
          js_show_pair: ['show'],
        },
      },
      true,
    ],
    [
      {
        cookie_filter: {
          display_if_specific_cookie_active: true,
          cookie_name_pair: ['exact::a'],
          cookie_value_pair: ['exists::'],
          cookie_show_pair: ['show'],
        },
      },
      true,
    ],
    [{ display_if_adblock_active: true }, true],
  ] as [DisplayRuleSettings, boolean][])('%j -> %s', (rules, expected) => {
    expect(usesPageFilters(rules)).toBe(expected);
  });
});
