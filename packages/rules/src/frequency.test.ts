import { describe, expect, it } from 'vitest';
import {
  displayFrequencyAllows,
  frequencyRuleAllows,
  isEveryTimeEveryPage,
  parseDisplayHistory,
  recordDisplay,
  type DisplayHistory,
} from './frequency.ts';
import { parseFrequencyRule } from '@hookline/schema/display-rule-grammar/frequency.ts';
import { DAY_MS } from './visitor-storage.ts';

const NOW = Date.UTC(2026, 4, 1, 12);

const shown = (daysAgo: number, visit: number, shownInVisit = 1): DisplayHistory => ({
  lastShownAt: NOW - daysAgo * DAY_MS,
  lastShownVisit: visit,
  shownInVisit,
});

describe('frequencyRuleAllows', () => {
  it.each([
    // every time, every page
    ['all@display_everytime_everypage', null, 1, true],
    ['all@display_everytime_everypage', shown(0, 1, 40), 1, true],
    ['all@display_everytime_everypage_5', shown(0, 1, 4), 1, true],
    ['all@display_everytime_everypage_5', shown(0, 1, 5), 1, false],
    ['all@display_everytime_everypage_5', shown(0, 1, 5), 2, true],
    // once per visitor
    ['all@display_once', null, 3, true],
    ['all@display_once', shown(300, 1), 9, false],
    // once every few days
    ['all@display_every_3_days', null, 1, true],
    ['all@display_every_3_days', shown(2.9, 1), 4, false],
    ['all@display_every_3_days', shown(3, 1), 1, true],
    // once every few visits
    ['all@display_every_2_visits', null, 1, true],
    ['all@display_every_2_visits', shown(0, 3), 3, false],
    ['all@display_every_2_visits', shown(0, 3), 4, false],
    ['all@display_every_2_visits', shown(0, 3), 5, true],
    // audiences
    ['new@display_everytime_everypage', null, 1, true],
    ['new@display_everytime_everypage', null, 2, false],
    ['returning@display_everytime_everypage', null, 1, false],
    ['returning@display_everytime_everypage', null, 2, true],
    ['returning@display_once', shown(1, 2), 3, false],
  ])('%s, history %j, visit %i -> %s', (text, history, visit, expected) => {
    expect(frequencyRuleAllows(parseFrequencyRule(text)!, history, visit, NOW)).toBe(expected);
  });
});

describe('displayFrequencyAllows', () => {
  it.each([
    [{}, shown(0, 1, 99), true],
    [{ d_f_r: 'garbage' }, shown(0, 1), true],
    [{ d_f_r: 'all@display_once' }, shown(0, 1), false],
    [{ d_f_a: 'all@display_once' }, shown(0, 1), false],
    [{ d_f_r: 'all@display_everytime_everypage', d_f_a: 'all@display_every_1_days' }, shown(0.5, 1), false],
    [{ d_f_r: 'all@display_everytime_everypage', d_f_a: 'all@display_every_1_days' }, shown(1, 1), true],
  ])('%j with %j -> %s', (rules, history, expected) => {
    expect(displayFrequencyAllows(rules, history, 1, NOW)).toBe(expected);
  });
});

describe('isEveryTimeEveryPage', () => {
  it.each([
    [{}, true],
    [{ d_f_r: 'nonsense' }, true],
    [{ d_f_r: 'all@display_everytime_everypage' }, true],
    [{ d_f_r: 'new@display_everytime_everypage_5' }, true],
    [{ d_f_r: 'all@display_once' }, false],
    [{ d_f_r: 'all@display_every_2_days' }, false],
  ])('%j -> %s', (rules, expected) => {
    expect(isEveryTimeEveryPage(rules)).toBe(expected);
  });
});

describe('display history', () => {
  it('counts displays within a visit and starts again in the next', () => {
    const first = recordDisplay(null, 1, NOW);
    const second = recordDisplay(first, 1, NOW + 1);
    const nextVisit = recordDisplay(second, 2, NOW + 2);
    expect([first.shownInVisit, second.shownInVisit, nextVisit.shownInVisit]).toEqual([1, 2, 1]);
    expect(nextVisit).toEqual({ lastShownAt: NOW + 2, lastShownVisit: 2, shownInVisit: 1 });
  });

  it.each([
    [
      JSON.stringify({ lastShownAt: 5, lastShownVisit: 1, shownInVisit: 2 }),
      { lastShownAt: 5, lastShownVisit: 1, shownInVisit: 2 },
    ],
    [JSON.stringify({ lastShownAt: -5, lastShownVisit: 1, shownInVisit: 2 }), null],
    [JSON.stringify({ lastShownAt: 5, lastShownVisit: 1.5, shownInVisit: 2 }), null],
    [JSON.stringify({ lastShownAt: '5', lastShownVisit: 1, shownInVisit: 2 }), null],
    ['[1,2,3]', null],
    ['null', null],
    ['{not json', null],
    [null, null],
  ])('reads %j back as %j', (raw, expected) => {
    expect(parseDisplayHistory(raw)).toEqual(expected);
  });
});
