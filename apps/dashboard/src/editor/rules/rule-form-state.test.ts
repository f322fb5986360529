import { describe, expect, it } from 'vitest';
import {
  formatConditions,
  formatEngagement,
  formatFrequency,
  parseConditions,
  parseEngagement,
  parseFrequency,
  type FrequencyRule,
} from './rule-form-state.ts';
import { describeCondition, describeEngagement, describeFrequency } from './rule-wording.ts';

describe('frequency rule (d_f_r)', () => {
  it.each<[string, FrequencyRule, string]>([
    [
      'all@display_once',
      { audience: 'all', frequency: { kind: 'once' } },
      'Shown to every visitor once, and never again to the same visitor.',
    ],
    [
      'returning@display_every_3_days',
      { audience: 'returning', frequency: { kind: 'every_days', days: 3 } },
      'Shown to returning visitors at most once every 3 days.',
    ],
    [
      'new@display_every_1_visits',
      { audience: 'new', frequency: { kind: 'every_visits', visits: 1 } },
      'Shown to visitors on their first visit once every 1 visit.',
    ],
    [
      'all@display_everytime_everypage',
      { audience: 'all', frequency: { kind: 'every_page', maxPerVisit: null } },
      'Shown to every visitor every time its trigger fires, on every page.',
    ],
    [
      'all@display_everytime_everypage_5',
      { audience: 'all', frequency: { kind: 'every_page', maxPerVisit: 5 } },
      'Shown to every visitor on every page, at most 5 times per visit.',
    ],
  ])('reads, writes and says %s', (wire, rule, words) => {
    expect(parseFrequency(wire)).toEqual(rule);
    expect(formatFrequency(rule)).toBe(wire);
    expect(describeFrequency(rule)).toBe(words);
  });

  it.each([
    undefined,
    '',
    'sometimes',
    'all@display_every_x_days',
    'everyone@display_once',
    42,
    // As the visitor script and the server read it: no rule of 0 days, nor counts with leading zeros.
    'all@display_every_0_days',
    'all@display_every_03_visits',
  ])('reads %j as no rule', (value) => {
    expect(parseFrequency(value)).toBeNull();
  });

  it('keeps counts between 1 and 999', () => {
    expect(formatFrequency({ audience: 'all', frequency: { kind: 'every_days', days: 0 } })).toBe(
      'all@display_every_1_days',
    );
    expect(formatFrequency({ audience: 'all', frequency: { kind: 'every_days', days: 5000 } })).toBe(
      'all@display_every_999_days',
    );
  });
});

describe('engagement filter', () => {
  it('reads, writes and says a rule', () => {
    const wire = 'dont_show|converted|other|aaaaaaaaaaaaa';
    const rule = parseEngagement(wire)!;
    expect(rule).toEqual({ action: 'dont_show', event: 'converted', kind: 'other', popup: 'aaaaaaaaaaaaa' });
    expect(formatEngagement(rule)).toBe(wire);
    expect(describeEngagement(rule, () => 'Welcome offer')).toBe(
      'Not shown to visitors who have filled in “Welcome offer”.',
    );
    expect(describeEngagement(parseEngagement('show|seen_poptin|embedded|any'), () => undefined)).toBe(
      'Shown only to visitors who have seen any embedded form.',
    );
    expect(parseEngagement('show|seen')).toBeNull();
  });
});

describe('JS and cookie conditions', () => {
  it('reads the parallel lists into rows and writes them back', () => {
    const names = ['exact::user.plan', 'contains::consent'];
    const values = ['equals::free::trial', 'exists::'];
    const shows = ['show', 'dont_show'];
    const rows = parseConditions(names, values, shows);
    expect(rows).toEqual([
      { nameMode: 'exact', name: 'user.plan', valueMode: 'equals', value: 'free::trial', show: 'show' },
      { nameMode: 'contains', name: 'consent', valueMode: 'exists', value: '', show: 'dont_show' },
    ]);
    expect(formatConditions(rows)).toEqual({ names, values, shows });
    expect(describeCondition(rows[0]!, 'JavaScript variable')).toBe(
      'Show when the JavaScript variable “user.plan” is “free::trial”.',
    );
    expect(describeCondition(rows[1]!, 'cookie')).toBe(
      'Do not show when a cookie whose name contains “consent” exists.',
    );
  });

  it('falls back to defaults for unreadable parts', () => {
    expect(parseConditions(['weird'], [42], [])).toEqual([
      { nameMode: 'exact', name: 'weird', valueMode: 'equals', value: '', show: 'show' },
    ]);
    expect(parseConditions(undefined, undefined, undefined)).toEqual([]);
  });
});
