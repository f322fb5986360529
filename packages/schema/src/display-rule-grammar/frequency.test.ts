import { describe, expect, it } from 'vitest';
import {
  isWrittenFrequencyRule,
  parseFrequencyRule,
  writeFrequencyRule,
  type FrequencyRule,
} from './frequency.ts';

describe('parseFrequencyRule', () => {
  it.each([
    ['all@display_everytime_everypage', { audience: 'all', kind: 'every_page', maxPerVisit: null }],
    ['all@display_everytime_everypage_5', { audience: 'all', kind: 'every_page', maxPerVisit: 5 }],
    ['new@display_once', { audience: 'new', kind: 'once' }],
    ['returning@display_every_3_days', { audience: 'returning', kind: 'every_days', count: 3 }],
    ['all@display_every_2_visits', { audience: 'all', kind: 'every_visits', count: 2 }],
    [' all@display_once ', { audience: 'all', kind: 'once' }],
    ['all@display_everytime_everypage_0', null],
    ['all@display_every_0_days', null],
    ['all@display_every_3_weeks', null],
    ['everyone@display_once', null],
    ['display_once', null],
    ['sometimes', null],
    ['', null],
    [undefined, null],
    [5, null],
  ])('%j -> %j', (text, expected) => {
    expect(parseFrequencyRule(text)).toEqual(expected);
  });
});

describe('writeFrequencyRule', () => {
  it.each<[FrequencyRule, string]>([
    [{ audience: 'all', kind: 'every_page', maxPerVisit: null }, 'all@display_everytime_everypage'],
    [{ audience: 'new', kind: 'every_page', maxPerVisit: 5 }, 'new@display_everytime_everypage_5'],
    [{ audience: 'returning', kind: 'once' }, 'returning@display_once'],
    [{ audience: 'all', kind: 'every_days', count: 3 }, 'all@display_every_3_days'],
    [{ audience: 'new', kind: 'every_visits', count: 999 }, 'new@display_every_999_visits'],
  ])('%j -> %s, read back as it was', (rule, text) => {
    expect(writeFrequencyRule(rule)).toBe(text);
    expect(parseFrequencyRule(text)).toEqual(rule);
  });

  it.each<[FrequencyRule, string]>([
    [{ audience: 'all', kind: 'every_days', count: 0 }, 'all@display_every_1_days'],
    [{ audience: 'all', kind: 'every_days', count: 5000 }, 'all@display_every_999_days'],
    [{ audience: 'all', kind: 'every_visits', count: 2.6 }, 'all@display_every_3_visits'],
    [{ audience: 'all', kind: 'every_visits', count: NaN }, 'all@display_every_1_visits'],
    [{ audience: 'all', kind: 'every_page', maxPerVisit: 0 }, 'all@display_everytime_everypage'],
    [{ audience: 'all', kind: 'every_page', maxPerVisit: 1200 }, 'all@display_everytime_everypage_999'],
  ])('keeps counts of the grammar: %j -> %s', (rule, text) => {
    expect(writeFrequencyRule(rule)).toBe(text);
  });
});

describe('isWrittenFrequencyRule', () => {
  it.each([
    ['all@display_everytime_everypage', true],
    ['all@display_everytime_everypage_5', true],
    ['new@display_once', true],
    ['returning@display_every_3_days', true],
    ['all@display_every_999_visits', true],
    [' all@display_once ', false],
    ['all@display_every_0_days', false],
    ['all@display_every_03_days', false],
    ['all@display_every_1000_days', false],
    ['all@display_everytime_everypage_0', false],
    ['ALL@display_once', false],
    ['all@display_every_3_weeks', false],
    ['sometimes', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(isWrittenFrequencyRule(text)).toBe(expected);
  });
});
