import { describe, expect, it } from 'vitest';
import { masonryColumnCount, masonryPlacement } from './masonry.ts';

describe('masonryPlacement', () => {
  it('puts each item in the shortest column, leftmost first', () => {
    const placement = masonryPlacement([100, 50, 80, 30, 60], 3);
    expect(placement.columns).toEqual([[0], [1, 3, 4], [2]]);
    expect(placement.items).toEqual([
      { column: 0, top: 0 },
      { column: 1, top: 0 },
      { column: 2, top: 0 },
      { column: 1, top: 50 },
      { column: 1, top: 80 },
    ]);
    expect(placement.height).toBe(140);
  });

  it('adds the gap between items of a column', () => {
    const placement = masonryPlacement([100, 40, 40, 40], 2, 10);
    expect(placement.columns).toEqual([[0], [1, 2, 3]]);
    expect(placement.items.map((item) => item.top)).toEqual([0, 0, 50, 100]);
    expect(placement.height).toBe(140);
  });

  it.each([
    [[10, 20, 30], 1, [[0, 1, 2]], 60],
    [[10, 20, 30], 0, [[0, 1, 2]], 60],
    [[10, 20], 4, [[0], [1], [], []], 20],
    [[NaN, -5, 10], 2, [[0, 1, 2], []], 10],
    [[], 3, [[], [], []], 0],
  ])('%j in %s columns', (heights, count, columns, height) => {
    const placement = masonryPlacement(heights, count);
    expect(placement.columns).toEqual(columns);
    expect(placement.height).toBe(height);
  });
});

describe('masonryColumnCount', () => {
  it.each([
    [{}, 'desktop', 3],
    [{}, 'tablet', 2],
    [{}, 'mobile', 1],
    [{ columns: 4, columns_mobile: 2 }, 'mobile', 2],
    [{ columns: '2.7' }, 'desktop', 2],
  ] as const)('%j on %s: %s', (settings, device, expected) => {
    expect(masonryColumnCount(settings, device)).toBe(expected);
  });
});
