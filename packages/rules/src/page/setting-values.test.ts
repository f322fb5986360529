import { describe, expect, it } from 'vitest';
import { settingChoice, settingNumber, settingOn, settingText } from './setting-values.ts';

describe('settingNumber', () => {
  it.each([
    [200, 10, 0, 200],
    ['150', 10, 0, 150],
    [' 12.5 ', 10, 0, 12.5],
    ['', 10, 0, 10],
    ['  ', 10, 0, 10],
    ['abc', 10, 0, 10],
    [null, 10, 0, 10],
    [undefined, 10, 0, 10],
    [NaN, 10, 0, 10],
    [Infinity, 10, 0, 10],
    [-1, 10, 0, 10],
    [0, 10, 1, 10],
    [0, 10, 0, 0],
  ])('%j (fallback %s, min %s) -> %s', (value, fallback, min, expected) => {
    expect(settingNumber(value, fallback, min)).toBe(expected);
  });
});

describe('settingOn', () => {
  it.each([
    [true, true],
    ['yes', true],
    ['on', true],
    ['true', true],
    ['1', true],
    [1, true],
    ['', false],
    ['no', false],
    ['off', false],
    [false, false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(settingOn(value)).toBe(expected);
  });
});

describe('settingChoice and settingText', () => {
  it('keeps only allowed choices', () => {
    expect(settingChoice('b', ['a', 'b'], 'a')).toBe('b');
    expect(settingChoice('c', ['a', 'b'], 'a')).toBe('a');
    expect(settingChoice(undefined, ['a', 'b'], 'b')).toBe('b');
  });
  it('reads text', () => {
    expect(settingText('  More ')).toBe('More');
    expect(settingText(12)).toBe('12');
    expect(settingText({})).toBe('');
  });
});
