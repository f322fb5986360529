import { describe, expect, it } from 'vitest';
import { timedTriggers } from './triggers.ts';

describe('timedTriggers', () => {
  it.each([
    [{ seconds_on_page: 3 }, 0, [{ kind: 'seconds', delayMs: 3000 }]],
    [{ seconds_on_page: 3 }, 1200, [{ kind: 'seconds', delayMs: 1800 }]],
    [{ seconds_on_page: 3 }, 5000, [{ kind: 'seconds', delayMs: 0 }]],
    [{ seconds_on_page: 0 }, 0, [{ kind: 'seconds', delayMs: 0 }]],
    [{ seconds_on_page: null }, 0, []],
    [{}, 0, []],
    [{ seconds_on_page: -1 }, 0, []],
    [{ seconds_on_page: Number.NaN }, 0, []],
  ])('%j after %i ms -> %j', (triggers, msSinceLoad, expected) => {
    expect(timedTriggers(triggers, msSinceLoad)).toEqual(expected);
  });
});
