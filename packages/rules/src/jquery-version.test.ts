import { describe, expect, it } from 'vitest';
import { hostJqueryTooOld } from './jquery-version.ts';

describe('hostJqueryTooOld', () => {
  it.each([
    ['1.4.2', true],
    ['1.6.4', true],
    ['0.9', true],
    ['1.7', false],
    ['1.7.2', false],
    ['1.12.4', false],
    ['3.7.1', false],
    ['2.0.0-beta', false],
    ['', false],
    ['unknown', false],
    [undefined, false],
    [170, false],
  ])('%j -> %s', (version, expected) => {
    expect(hostJqueryTooOld(version)).toBe(expected);
  });
});
