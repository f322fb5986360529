import { describe, expect, it } from 'vitest';
import { clampQuantity, raiseToMinimum } from './quantity.ts';

describe('clampQuantity', () => {
  it.each([
    ['3', 1, 10, 3],
    ['12', 1, 10, 10],
    ['0', 2, 10, 2],
    ['abc', 2, 10, 2],
    ['', 1, '', 1],
    ['40', 1, '', 40],
  ] as const)('%s within [%s, %s] is %s', (value, min, max, expected) => {
    expect(clampQuantity(value, min, max)).toBe(expected);
  });
});

describe('raiseToMinimum', () => {
  it.each([
    ['1', 2, '2'],
    ['3', 2, '3'],
    ['', 2, ''],
  ])('%s with minimum %s is %s', (value, min, expected) => {
    expect(raiseToMinimum(value, min)).toBe(expected);
  });
});
