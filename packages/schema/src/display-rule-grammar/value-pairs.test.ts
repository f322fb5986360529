import { describe, expect, it } from 'vitest';
import {
  isWrittenNamePair,
  isWrittenValuePair,
  parseNamePair,
  parseValueConditions,
  parseValuePair,
  splitPair,
  writeValueConditions,
  type ValueCondition,
} from './value-pairs.ts';

describe('splitPair', () => {
  it.each([
    ['exact::user.plan', ['exact', 'user.plan']],
    ['equals::a::b', ['equals', 'a::b']],
    ['exists::', ['exists', '']],
    ['no separator', null],
    [7, null],
  ])('%j -> %j', (pair, expected) => {
    expect(splitPair(pair)).toEqual(expected);
  });
});

describe('name pairs', () => {
  it.each([
    ['exact::user.plan', { mode: 'exact', name: 'user.plan' }, true],
    ['contains::consent', { mode: 'contains', name: 'consent' }, true],
    ['exact::a::b', { mode: 'exact', name: 'a::b' }, true],
    ['exact::', null, false],
    ['fuzzy::x', null, false],
    ['user.plan', null, false],
    ['', null, false],
  ])('%j reads as %j; exactly as written: %s', (pair, expected, written) => {
    expect(parseNamePair(pair)).toEqual(expected);
    expect(isWrittenNamePair(pair)).toBe(written);
  });
});

describe('value pairs', () => {
  it.each([
    ['equals::free', { mode: 'equals', value: 'free' }, true],
    ['not_equals::', { mode: 'not_equals', value: '' }, true],
    ['contains::a::b', { mode: 'contains', value: 'a::b' }, true],
    ['not_contains::x', { mode: 'not_contains', value: 'x' }, true],
    ['starts_with::x', { mode: 'starts_with', value: 'x' }, true],
    ['ends_with::x', { mode: 'ends_with', value: 'x' }, true],
    ['greater_than::2', { mode: 'greater_than', value: '2' }, true],
    ['less_than::2', { mode: 'less_than', value: '2' }, true],
    ['exists::', { mode: 'exists', value: '' }, true],
    ['not_exists::', { mode: 'not_exists', value: '' }, true],
    // The runtime ignores a value after `exists::`; the server refuses it.
    ['exists::yes', { mode: 'exists', value: 'yes' }, false],
    ['sounds_like::1', null, false],
    ['equals', null, false],
    ['', null, false],
  ])('%j reads as %j; exactly as written: %s', (pair, expected, written) => {
    expect(parseValuePair(pair)).toEqual(expected);
    expect(isWrittenValuePair(pair)).toBe(written);
  });
});

describe('parseValueConditions', () => {
  it('reads rows and leaves out malformed ones', () => {
    expect(
      parseValueConditions(
        ['exact::plan', 'contains::cart', 'fuzzy::x', 'exact::', 'exact::y', 'exact::z'],
        ['equals::free', 'greater_than::2', 'equals::1', 'equals::1', 'sounds_like::1', 'exists::'],
        ['show', 'dont_show', 'show', 'show', 'show', 'maybe'],
      ),
    ).toEqual([
      { name: { mode: 'exact', name: 'plan' }, test: { mode: 'equals', value: 'free' }, show: true },
      { name: { mode: 'contains', name: 'cart' }, test: { mode: 'greater_than', value: '2' }, show: false },
    ]);
    expect(parseValueConditions('exact::plan', [], [])).toEqual([]);
  });
});

describe('writeValueConditions', () => {
  it('writes the three parallel lists, read back as they were', () => {
    const conditions: ValueCondition[] = [
      {
        name: { mode: 'exact', name: 'user.plan' },
        test: { mode: 'equals', value: 'free::trial' },
        show: true,
      },
      { name: { mode: 'contains', name: 'consent' }, test: { mode: 'not_exists', value: '' }, show: false },
    ];
    const lists = writeValueConditions(conditions);
    expect(lists).toEqual({
      names: ['exact::user.plan', 'contains::consent'],
      values: ['equals::free::trial', 'not_exists::'],
      shows: ['show', 'dont_show'],
    });
    expect(parseValueConditions(lists.names, lists.values, lists.shows)).toEqual(conditions);
  });

  it('writes no value after exists::', () => {
    const lists = writeValueConditions([
      { name: { mode: 'exact', name: 'a' }, test: { mode: 'exists', value: 'left over' }, show: true },
    ]);
    expect(lists.values).toEqual(['exists::']);
  });
});
