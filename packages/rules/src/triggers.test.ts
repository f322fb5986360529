import { describe, expect, it } from 'vitest';
import {
  countPageClick,
  mouseLeftThroughTop,
  pagesTriggerFires,
  scrolledPercent,
  scrollTriggerReached,
  timedTriggers,
  triggerSetting,
} from './triggers.ts';

describe('timedTriggers', () => {
  it.each([
    [{ seconds_on_page: 3 }, 0, 0, [{ kind: 'seconds', delayMs: 3000 }]],
    [{ seconds_on_page: 3 }, 1200, 0, [{ kind: 'seconds', delayMs: 1800 }]],
    [{ seconds_on_page: 3 }, 5000, 0, [{ kind: 'seconds', delayMs: 0 }]],
    [{ seconds_on_page: 0 }, 0, 0, [{ kind: 'seconds', delayMs: 0 }]],
    [{ seconds_on_page: null }, 0, 0, []],
    [{}, 0, 0, []],
    [{ seconds_on_page: -1 }, 0, 0, []],
    [{ seconds_on_page: Number.NaN }, 0, 0, []],
    [{ seconds_on_site: 30 }, 1000, 0, [{ kind: 'site_seconds', delayMs: 29_000 }]],
    [{ seconds_on_site: 30 }, 1000, 20_000, [{ kind: 'site_seconds', delayMs: 9_000 }]],
    [{ seconds_on_site: 30 }, 1000, 45_000, [{ kind: 'site_seconds', delayMs: 0 }]],
    [{ seconds_on_site: 30 }, 1000, -5, [{ kind: 'site_seconds', delayMs: 29_000 }]],
    [
      { seconds_on_page: 5, seconds_on_site: 10 },
      0,
      8000,
      [
        { kind: 'seconds', delayMs: 5000 },
        { kind: 'site_seconds', delayMs: 2000 },
      ],
    ],
  ])('%j after %i ms (site %i ms before) -> %j', (triggers, msSinceLoad, siteMs, expected) => {
    expect(timedTriggers(triggers, msSinceLoad, siteMs)).toEqual(expected);
  });
});

describe('triggerSetting', () => {
  it.each([
    [5, 0, 5],
    [0, 0, 0],
    [0, 1, null],
    [null, 0, null],
    ['5', 0, null],
    [Infinity, 0, null],
  ])('%j (min %i) -> %j', (value, min, expected) => {
    expect(triggerSetting(value, min)).toBe(expected);
  });
});

describe('scroll trigger', () => {
  it.each([
    ['top of a long page', 0, 3000, 1000, 0],
    ['half way', 1000, 3000, 1000, 50],
    ['bottom', 2000, 3000, 1000, 100],
    ['overscrolled (elastic scrolling)', 2100, 3000, 1000, 100],
    ['a page that cannot scroll', 0, 800, 1000, null],
    ['a page exactly one screen high', 0, 1000, 1000, null],
  ])('%s -> %j', (_why, top, height, viewport, expected) => {
    expect(scrolledPercent(top, height, viewport)).toBe(expected);
  });

  it.each([
    [50, 49.9, false],
    [50, 50, true],
    [0, 0, true],
    [10, null, false],
  ])('setting %i at %j%% -> %s', (setting, percent, expected) => {
    expect(scrollTriggerReached(setting, percent)).toBe(expected);
  });
});

describe('countPageClick', () => {
  it('fires on the Nth click and counts again from zero', () => {
    let count = 0;
    const fired: number[] = [];
    for (let click = 1; click <= 7; click++) {
      const result = countPageClick(count, 3);
      count = result.count;
      if (result.fire) fired.push(click);
    }
    expect(fired).toEqual([3, 6]);
    expect(count).toBe(1);
  });

  it('fires on the first click when one is needed', () => {
    expect(countPageClick(0, 1)).toEqual({ count: 0, fire: true });
  });
});

describe('pagesTriggerFires', () => {
  it.each([
    [3, 2, false, false, false],
    [3, 3, false, false, true],
    [3, 4, false, false, true],
    [3, 4, true, false, false],
    [3, 4, true, true, true],
    [3, 2, true, true, false],
  ])(
    'needs %i, at %i pages, fired before %s, every page %s -> %s',
    (needed, views, fired, everyPage, expected) => {
      expect(pagesTriggerFires(needed, views, fired, everyPage)).toBe(expected);
    },
  );
});

describe('mouseLeftThroughTop', () => {
  it.each([
    [-5, true, true],
    [0, true, true],
    [1, true, false],
    [400, true, false],
    [-5, false, false],
  ])('clientY %i, left the window %s -> %s', (y, left, expected) => {
    expect(mouseLeftThroughTop(y, left)).toBe(expected);
  });
});
