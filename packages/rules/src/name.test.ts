import { describe, expect, it } from 'vitest';
import { checkName, combinedName } from './name.ts';

describe('checkName', () => {
  it.each([
    ['Jane', true, null],
    ['J', true, null],
    ['Jane O’Neil-Smith', true, null],
    ['x'.repeat(40), true, null],
    ['x'.repeat(41), true, 'Please enter at least 2 or more characters'],
    ['R2D2', true, 'Please enter at least 2 or more characters'],
    ['<b>Jane</b>', true, 'Please enter at least 2 or more characters'],
    ['', true, 'Please fill out this field.'],
    ['   ', true, 'Please fill out this field.'],
    ['R2D2', false, null],
    ['', false, null],
  ])('%j required=%s -> %j', (value, required, expected) => {
    expect(checkName(value, { required })).toBe(expected);
  });

  it('speaks Hebrew', () => {
    expect(checkName('1', { required: true, lang: 'he' })).toBe('יש להזין לפחות 2 תווים');
  });
});

describe('combinedName', () => {
  it.each([
    [' Jane ', 'Doe', 'Jane Doe'],
    ['Jane', undefined, 'Jane'],
    [undefined, 'Doe', 'Doe'],
    ['', '', ''],
  ])('%j + %j -> %j', (first, last, expected) => {
    expect(combinedName(first, last)).toBe(expected);
  });
});
