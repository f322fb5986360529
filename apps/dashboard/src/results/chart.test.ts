import { describe, expect, it } from 'vitest';
import { labelEvery, linePath, niceMax, ticks } from './chart.ts';

describe('results chart', () => {
  it.each([
    [0, 1],
    [1, 1],
    [7, 10],
    [13, 20],
    [42, 50],
    [100, 100],
    [101, 200],
    [0.3, 0.5],
  ])('rounds the axis top of %d up to %d', (max, top) => {
    expect(niceMax(max)).toBe(top);
  });

  it('ticks in whole numbers', () => {
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(ticks(1)).toEqual([0, 1]);
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
