import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  newUserId,
  parseAbVariants,
  parseCount,
  parseStoredValue,
  parseUserId,
  STORAGE_LIFETIMES_MS,
  storedValue,
} from './visitor-storage.ts';

describe('stored values with an expiry', () => {
  it('reads a value back until it expires', () => {
    const raw = storedValue('abc', 1000, 500);
    expect(raw).toBe('{"v":"abc","e":1500}');
    expect(parseStoredValue(raw, 1499)).toBe('abc');
    expect(parseStoredValue(raw, 1500)).toBeNull();
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['not JSON', 'abc'],
    ['a bare string', '"abc"'],
    ['a number value', '{"v":5,"e":99999999999999}'],
    ['no expiry', '{"v":"abc"}'],
    ['a text expiry', '{"v":"abc","e":"99999999999999"}'],
    ['null', 'null'],
  ])('refuses %s', (_why, raw) => {
    expect(parseStoredValue(raw, 1000)).toBeNull();
  });

  it('has the lifetimes of spec section 9', () => {
    expect(STORAGE_LIFETIMES_MS).toMatchObject({
      year: 365 * DAY_MS,
      countedVisitor: 30 * DAY_MS,
      oldUser: 2 * DAY_MS,
      marker: DAY_MS,
      session: 30 * 60_000,
      siteTimer: 60_000,
    });
    expect(STORAGE_LIFETIMES_MS.referrer).toBe(120_096); // 0.00139 day, about 2 minutes
  });
});

describe('poptin_user_id', () => {
  it('makes 16 letters and digits', () => {
    let seed = 0;
    const id = newUserId(() => (seed = (seed * 9301 + 49297) % 233280) / 233280);
    expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(newUserId(() => 0.999999)).toBe('9'.repeat(16));
    expect(newUserId(() => 0)).toBe('A'.repeat(16));
  });

  it.each([
    ['AbCdEfGh12345678', 'AbCdEfGh12345678'],
    ['short', null],
    ['AbCdEfGh1234567!', null],
    ['AbCdEfGh123456789', null],
    [null, null],
  ])('reads %j as %j', (value, expected) => {
    expect(parseUserId(value)).toBe(expected);
  });
});

describe('parseCount', () => {
  it.each([
    ['0', 0],
    ['12', 12],
    ['1000000000', 1e9],
    ['1000000001', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(parseCount(value)).toBe(expected);
  });
});

describe('parseAbVariants', () => {
  it.each([
    ['{"parentpopup01":"variantpop001"}', { parentpopup01: 'variantpop001' }],
    [
      '{"parentpopup01":"variantpop001","bad":"variantpop002","parentpopup02":7}',
      { parentpopup01: 'variantpop001' },
    ],
    ['["parentpopup01"]', {}],
    ['not json', {}],
    [null, {}],
  ])('%j -> %j', (value, expected) => {
    expect(parseAbVariants(value)).toEqual(expected);
  });
});
