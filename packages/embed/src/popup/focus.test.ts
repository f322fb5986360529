import { describe, expect, it } from 'vitest';
import { nextFocusIndex } from './focus.ts';

describe('nextFocusIndex', () => {
  it.each([
    [3, 0, false, 1],
    [3, 2, false, 0],
    [3, 0, true, 2],
    [3, 1, true, 0],
    [3, -1, false, 0],
    [3, -1, true, 2],
    [1, 0, false, 0],
    [0, -1, false, -1],
  ])('%i items, at %i, backwards=%s -> %i', (count, current, backwards, expected) => {
    expect(nextFocusIndex(count, current, backwards)).toBe(expected);
  });
});
