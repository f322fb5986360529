import { describe, expect, it } from 'vitest';
import {
  countShows,
  maxShowsAllow,
  parseShowCounter,
  SHOW_PERIOD_SECONDS,
  type ShowCounter,
} from './max-shows.ts';

const DAY = SHOW_PERIOD_SECONDS.day * 1000;
const T = Date.UTC(2026, 10, 25, 12);
const history = (lastShownAt: number, lastShownVisit = 1, shownInVisit = 1) => ({
  lastShownAt,
  lastShownVisit,
  shownInVisit,
});

describe('countShows', () => {
  it.each<[string, ShowCounter | null, ReturnType<typeof history> | null, number, ShowCounter | null]>([
    ['never shown', null, null, T, null],
    ['the first show starts a window', null, history(T), T + 1, { count: 1, since: T, last: T }],
    [
      'a show counted already',
      { count: 1, since: T, last: T },
      history(T),
      T + 5,
      { count: 1, since: T, last: T },
    ],
    [
      'a new show counts',
      { count: 1, since: T, last: T },
      history(T + 9),
      T + 10,
      { count: 2, since: T, last: T + 9 },
    ],
    ['the window passes', { count: 3, since: T, last: T + 9 }, history(T + 9), T + DAY, null],
    [
      'a show after the window starts another',
      { count: 3, since: T, last: T + 9 },
      history(T + DAY + 1),
      T + DAY + 2,
      { count: 1, since: T + DAY + 1, last: T + DAY + 1 },
    ],
    ['a show older than the period', null, history(T - DAY - 1), T, null],
  ])('%s', (_name, counter, last, now, expected) => {
    expect(countShows(counter, last, SHOW_PERIOD_SECONDS.day, now)).toEqual(expected);
  });
});

describe('maxShowsAllow', () => {
  it.each([
    ['per day, under the cap', { per: 'day', count: 2 }, { count: 1, since: T, last: T }, null, 1, true],
    ['per day, at the cap', { per: 'day', count: 2 }, { count: 2, since: T, last: T }, null, 1, false],
    ['per week, none yet', { per: 'week', count: 1 }, null, null, 1, true],
    ['per session, shown twice this visit', { per: 'session', count: 2 }, null, history(T, 3, 2), 3, false],
    ['per session, shown in an earlier visit', { per: 'session', count: 2 }, null, history(T, 2, 2), 3, true],
  ] as const)('%s', (_name, rule, counter, last, visit, expected) => {
    expect(maxShowsAllow(rule, counter, last, visit)).toBe(expected);
  });
});

describe('parseShowCounter', () => {
  it.each([
    ['{"count":2,"since":1,"last":3}', { count: 2, since: 1, last: 3 }],
    ['{"count":-1,"since":1,"last":3}', null],
    ['null', null],
    ['{', null],
    [null, null],
  ])('%s', (raw, expected) => {
    expect(parseShowCounter(raw)).toEqual(expected);
  });
});
