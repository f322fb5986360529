import { describe, expect, it } from 'vitest';
import { numberInput, numberKeyAllowed, numberOnBlur } from './number.ts';

describe('numberKeyAllowed', () => {
  it.each([
    ['5', '', {}, true],
    ['.', '12', {}, true],
    ['.', '1.2', {}, false],
    ['e', '', {}, false],
    ['-', '', {}, false],
    ['+', '', {}, false],
    ['Backspace', '1', {}, true],
    ['ArrowLeft', '1', {}, true],
    ['Tab', '', {}, true],
    ['v', '', { ctrl: true }, true],
    ['a', '', { meta: true }, true],
  ])('%j in %j %j -> %s', (key, current, modifiers, expected) => {
    expect(numberKeyAllowed(key, current, modifiers)).toBe(expected);
  });
});

describe('numberInput', () => {
  it.each([
    ['12.345', '12.34'],
    ['1a2b', '12'],
    ['1.2.3', '1.23'],
    ['-5', '5'],
    ['.', '.'],
    ['', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(numberInput(raw)).toBe(expected);
  });
});

describe('numberOnBlur', () => {
  it.each([
    ['.', '0'],
    ['12.5', '12.5'],
    ['1.005', '1.01'],
    ['12.', '12'],
    ['.5', '0.5'],
    ['007', '7'],
    ['', ''],
  ])('%j -> %j', (value, expected) => {
    expect(numberOnBlur(value)).toBe(expected);
  });
});
