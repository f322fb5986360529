import { describe, expect, it } from 'vitest';
import {
  cookieFilterConditions,
  jsFilterConditions,
  nameMatches,
  valueFilterAllows,
  valueTestHolds,
} from './value-filter.ts';
import { parseValueConditions, type ValueMode } from '@hookline/schema/display-rule-grammar/value-pairs.ts';

describe('jsFilterConditions and cookieFilterConditions', () => {
  it('reads the JS and cookie filters only when they are on', () => {
    const js = {
      display_if_specific_js_active: true,
      js_name_pair: ['exact::plan'],
      js_value_pair: ['exists::'],
      js_show_pair: ['show'],
    };
    expect(jsFilterConditions({ js_filter: js })).toHaveLength(1);
    expect(jsFilterConditions({ js_filter: { ...js, display_if_specific_js_active: false } })).toEqual([]);
    expect(jsFilterConditions({})).toEqual([]);
    const cookie = {
      display_if_specific_cookie_active: true,
      cookie_name_pair: ['contains::consent'],
      cookie_value_pair: ['not_exists::'],
      cookie_show_pair: ['dont_show'],
    };
    expect(cookieFilterConditions({ cookie_filter: cookie })).toEqual([
      { name: { mode: 'contains', name: 'consent' }, test: { mode: 'not_exists', value: '' }, show: false },
    ]);
    expect(cookieFilterConditions({ cookie_filter: 'on' })).toEqual([]);
  });
});

describe('valueTestHolds', () => {
  it.each<[ValueMode, string, string | undefined, boolean]>([
    ['equals', 'free', 'free', true],
    ['equals', 'free', 'Free', false],
    ['equals', 'free', undefined, false],
    ['not_equals', 'free', 'pro', true],
    ['not_equals', 'free', 'free', false],
    ['not_equals', 'free', undefined, true],
    ['contains', 'vip', 'gold-vip-2', true],
    ['contains', 'vip', 'gold', false],
    ['contains', 'vip', undefined, false],
    ['not_contains', 'vip', 'gold', true],
    ['not_contains', 'vip', 'vip', false],
    ['not_contains', 'vip', undefined, true],
    ['starts_with', '/checkout', '/checkout/1', true],
    ['starts_with', '/checkout', '/cart', false],
    ['ends_with', '.de', 'shop.de', true],
    ['ends_with', '.de', 'shop.com', false],
    ['greater_than', '2', '3', true],
    ['greater_than', '2', '2', false],
    ['greater_than', '2', '10', true],
    ['greater_than', '2', 'lots', false],
    ['greater_than', 'x', '3', false],
    ['greater_than', '2', '', false],
    ['greater_than', '2', undefined, false],
    ['less_than', '2', '1.5', true],
    ['less_than', '2', '2', false],
    ['exists', '', '', true],
    ['exists', '', undefined, false],
    ['not_exists', '', undefined, true],
    ['not_exists', '', 'x', false],
    ['starts_with', 'a', undefined, false],
  ])('%s %j on %j -> %s', (mode, value, actual, expected) => {
    expect(valueTestHolds({ mode, value }, actual)).toBe(expected);
  });
});

describe('valueFilterAllows', () => {
  const values: Record<string, string> = { plan: 'free', cart_count: '3', cart_total: '40' };
  const valuesOf = (match: { mode: 'exact' | 'contains'; name: string }) =>
    Object.entries(values)
      .filter(([name]) => nameMatches(match, name))
      .map(([, value]) => value);
  const rows = (...list: [string, string, string][]) =>
    parseValueConditions(
      list.map(([name]) => name),
      list.map(([, value]) => value),
      list.map(([, , show]) => show),
    );

  it.each([
    ['no conditions', rows(), true],
    ['a show row that holds', rows(['exact::plan', 'equals::free', 'show']), true],
    ['a show row that fails', rows(['exact::plan', 'equals::pro', 'show']), false],
    ['a dont_show row that holds', rows(['exact::plan', 'equals::free', 'dont_show']), false],
    ['a dont_show row that fails', rows(['exact::plan', 'equals::pro', 'dont_show']), true],
    ['a missing variable that must exist', rows(['exact::user', 'exists::', 'show']), false],
    ['a missing variable that must not exist', rows(['exact::user', 'not_exists::', 'show']), true],
    ['contains: one of several values passes', rows(['contains::cart', 'greater_than::30', 'show']), true],
    ['contains: none passes', rows(['contains::cart', 'greater_than::50', 'show']), false],
    [
      'every row must allow',
      rows(['exact::plan', 'equals::free', 'show'], ['contains::cart', 'greater_than::1', 'dont_show']),
      false,
    ],
  ])('%s -> %s', (_why, conditions, expected) => {
    expect(valueFilterAllows(conditions, valuesOf)).toBe(expected);
  });
});
