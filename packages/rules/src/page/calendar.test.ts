import { describe, expect, it } from 'vitest';
import { itemsOn, longDate, monthGrid, monthOf, monthTitle, shiftMonth } from './calendar.ts';

describe('months', () => {
  it('steps over year ends', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
  });
  it('names the month', () => expect(monthTitle('2026-11')).toBe('November 2026'));
  it('reads a date’s month', () => {
    expect(monthOf('2026-11-28')).toBe('2026-11');
    expect(monthOf('2026-11-28T10:00')).toBe('2026-11');
    expect(monthOf('soon')).toBeNull();
  });
});

describe('monthGrid', () => {
  // November 2026 starts on a Sunday and has 30 days.
  const weeks = monthGrid(
    '2026-11',
    ['2026-11-28', '2026-11-28T18:00', '2026-11-02', '2026-12-01'],
    '2026-11-28',
  );
  it('lays weeks from Monday, blank before the 1st and after the last day', () => {
    expect(weeks[0]!.map((cell) => cell.day)).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks.at(-1)!.map((cell) => cell.day)).toEqual([30, null, null, null, null, null, null]);
    expect(weeks.flat().filter((cell) => cell.day !== null)).toHaveLength(30);
  });
  it('marks days with items and today', () => {
    const cells = weeks.flat();
    expect(cells.find((c) => c.date === '2026-11-28')).toMatchObject({ count: 2, today: true });
    expect(cells.find((c) => c.date === '2026-11-02')!.count).toBe(1);
    expect(cells.find((c) => c.date === '2026-11-03')!.count).toBe(0);
  });
  it('handles a leap February', () => {
    expect(
      monthGrid('2028-02', [], '')
        .flat()
        .filter((c) => c.day).length,
    ).toBe(29);
  });
});

describe('itemsOn', () => {
  it('picks a date’s items, date-times by their day', () => {
    const items = [
      { date: '2026-11-28', title: 'a' },
      { date: '2026-11-28T18:00', title: 'b' },
      { date: '2026-11-29', title: 'c' },
    ];
    expect(itemsOn(items, '2026-11-28').map((i) => i.title)).toEqual(['a', 'b']);
  });
  it('writes a long date', () => expect(longDate('2026-12-04')).toBe('Friday 4 December 2026'));
});
