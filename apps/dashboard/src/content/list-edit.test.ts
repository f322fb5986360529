import { describe, expect, it } from 'vitest';
import { moveItem, numberOrNull, toggleItem } from './list-edit.ts';

describe('moveItem', () => {
  it.each([
    { list: ['a', 'b', 'c'], index: 1, by: -1 as const, expected: ['b', 'a', 'c'] },
    { list: ['a', 'b', 'c'], index: 1, by: 1 as const, expected: ['a', 'c', 'b'] },
    { list: ['a', 'b', 'c'], index: 0, by: 1 as const, expected: ['b', 'a', 'c'] },
  ])('moves item $index by $by', ({ list, index, by, expected }) => {
    expect(moveItem(list, index, by)).toEqual(expected);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('toggleItem', () => {
  it('adds a ticked item at the end and removes an unticked one', () => {
    expect(toggleItem(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleItem(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});

describe('numberOrNull', () => {
  it.each([
    { text: '', expected: null },
    { text: '  ', expected: null },
    { text: '0', expected: 0 },
    { text: '2.5', expected: 2.5 },
  ])('reads "$text" as $expected', ({ text, expected }) => {
    expect(numberOrNull(text)).toBe(expected);
  });
});
