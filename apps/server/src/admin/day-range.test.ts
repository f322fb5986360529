import { describe, expect, it } from 'vitest';
import { ZRangeQuery } from '@hookline/schema';
import { dayIn, resolveRange } from './day-range.ts';

describe('day ranges', () => {
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
