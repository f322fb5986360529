import { describe, expect, it } from 'vitest';
import { countShows, maxShowsAllow, SHOW_PERIOD_SECONDS } from './max-shows.ts';

// The show-limit windows of the storefront spec (section 9): day 86400 s, week 604800 s, month 2628288 s.
describe('show-limit windows', () => {
  it('are the spec’s numbers', () => {
    expect(SHOW_PERIOD_SECONDS).toMatchObject({ day: 86_400, week: 604_800, month: 2_628_288 });
  });
  it.each([
    ['day', 86_400],
    ['week', 604_800],
    ['month', 2_628_288],
  ] as const)('a %s window holds until its last millisecond and ends at its boundary', (per, seconds) => {
    const first = 1_000_000;
    const history = { lastShownAt: first, lastShownVisit: 1, shownInVisit: 1 } as never;
    const counter = countShows(null, history, seconds, first);
    expect(counter).toEqual({ count: 1, since: first, last: first });
    const rule = { per, count: 1 };
    expect(
      maxShowsAllow(rule, countShows(counter, history, seconds, first + seconds * 1000 - 1), null, 1),
    ).toBe(false);
    expect(maxShowsAllow(rule, countShows(counter, history, seconds, first + seconds * 1000), null, 1)).toBe(
      true,
    );
  });
});
