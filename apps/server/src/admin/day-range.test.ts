import { describe, expect, it } from 'vitest';
import { ZDay, ZRangeQuery, ZTimeZone, dayIn, resolveRange } from './day-range.ts';

describe('day ranges', () => {
  it.each([
    ['2025-01-31', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['25-01-01', false],
    ['2025-01-01T00:00', false],
  ])('ZDay accepts %s: %s', (value, ok) => {
    expect(ZDay.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['UTC', true],
    ['Asia/Jerusalem', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Mars/Olympus', false],
    ["UTC'; drop table", false],
  ])('ZTimeZone accepts %s: %s', (value, ok) => {
    expect(ZTimeZone.safeParse(value).success).toBe(ok);
  });

  it('counts "today" in the owner’s time zone', () => {
    const lateEvening = new Date('2025-03-10T23:30:00Z');
    expect(dayIn(lateEvening, 'UTC')).toBe('2025-03-10');
    expect(dayIn(lateEvening, 'Asia/Jerusalem')).toBe('2025-03-11');
    expect(dayIn(lateEvening, 'America/New_York')).toBe('2025-03-10');
  });

  it.each([
    [{}, { from: '2025-02-09', to: '2025-03-10', timeZone: 'UTC' }],
    [{ tz: 'Asia/Jerusalem' }, { from: '2025-02-10', to: '2025-03-11', timeZone: 'Asia/Jerusalem' }],
    [
      { from: '2025-03-01', to: '2025-03-01' },
      { from: '2025-03-01', to: '2025-03-01', timeZone: 'UTC' },
    ],
    [{ to: '2025-01-05' }, { from: '2024-12-07', to: '2025-01-05', timeZone: 'UTC' }],
    [{ from: '2025-03-02', to: '2025-03-01' }, 'from must not be after to'],
    [{ from: '2024-01-01', to: '2025-03-01' }, 'a range covers at most 366 days'],
  ])('resolves %j', (query, expected) => {
    expect(resolveRange(ZRangeQuery.parse(query), new Date('2025-03-10T23:30:00Z'))).toEqual(expected);
  });
});
