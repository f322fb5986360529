import { describe, expect, it } from 'vitest';
import { countAxis, labelEvery, linePath } from './chart.ts';

describe('results chart', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [5, [0, 1, 2, 3, 4, 5]],
    [6, [0, 2, 4, 6]],
    [7, [0, 2, 4, 6, 8]],
    [13, [0, 5, 10, 15]],
    [42, [0, 10, 20, 30, 40, 50]],
    [100, [0, 20, 40, 60, 80, 100]],
    [101, [0, 50, 100, 150]],
    [2400, [0, 500, 1000, 1500, 2000, 2500]],
  ])('reads an axis up to %d as %j: whole numbers, evenly spaced, the top at or above it', (max, ticks) => {
    const axis = countAxis(max);
    expect(axis.ticks).toEqual(ticks);
    expect(axis.top).toBe(ticks[ticks.length - 1]);
  });

  it('never reads 0, 1, 3, 4, 5 (the old rounding of quarters of 5)', () => {
    for (let max = 1; max <= 1000; max++) {
      const { ticks } = countAxis(max);
      const steps = new Set(ticks.slice(1).map((tick, i) => tick - ticks[i]!));
      expect(steps.size).toBe(1);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('draws a series across the box, zero at the bottom', () => {
    expect(linePath([0, 5, 10], 200, 100, 10)).toBe('M0,100 L100,50 L200,0');
    expect(linePath([3], 200, 100, 10)).toBe('M100,70');
    expect(linePath([], 200, 100, 10)).toBe('');
  });

  it('labels every day of a week but only some days of a quarter', () => {
    expect(labelEvery(7)).toBe(1);
    expect(labelEvery(90)).toBe(12);
  });
});
