import { describe, expect, it } from 'vitest';
import { checkBirthday, checkDate, formatDayDmy, formatDayIso, parseDay, pickerYears } from './dates.ts';

const today = { year: 2026, month: 3, day: 15 };

describe('parseDay', () => {
  it.each([
    ['31/12/2024', { year: 2024, month: 12, day: 31 }],
    ['1/2/2024', { year: 2024, month: 2, day: 1 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['29/02/2023', null],
    ['31/04/2024', null],
    ['12/31/2024', null],
    ['2024/12/31', null],
    ['', null],
  ])('%j -> %j', (value, expected) => {
    expect(parseDay(value)).toEqual(expected);
  });

  it('formats both ways', () => {
    expect(formatDayDmy({ year: 2024, month: 2, day: 3 })).toBe('03/02/2024');
    expect(formatDayIso({ year: 2024, month: 2, day: 3 })).toBe('2024-02-03');
  });
});

describe('pickerYears', () => {
  it('spans 80 years', () => {
    const birthday = pickerYears(today, 'birthday');
    expect(birthday).toHaveLength(80);
    expect([birthday[0], birthday.at(-1)]).toEqual([2026, 1947]);
    const date = pickerYears(today, 'date');
    expect([date[0], date.at(-1)]).toEqual([2036, 1957]);
  });
});

describe('checkBirthday', () => {
  it.each([
    ['14/03/2026', null],
    ['1990-05-01', null],
    ['15/03/2026', 'Please enter a valid birthday.'],
    ['2026-03-16', 'Please enter a valid birthday.'],
    ['01/01/2030', 'Please enter a valid birthday.'],
    ['not a date', 'Please enter a valid birthday.'],
    ['', null],
  ])('%j -> %j', (value, expected) => {
    expect(checkBirthday(value, today)).toBe(expected);
  });

  it('is required when asked, in Hebrew too', () => {
    expect(checkBirthday('', today, { required: true })).toBe('Please fill out this field.');
    expect(checkBirthday('2027-01-01', today, { lang: 'he' })).toBe('יש להזין תאריך לידה תקין.');
  });
});

describe('checkDate', () => {
  it.each([
    ['03/02/2024', {}, null],
    ['2024-02-03', {}, null],
    ['32/01/2024', {}, 'Please enter a date as DD/MM/YYYY.'],
    ['', { required: true }, 'Please fill out this field.'],
    ['', {}, null],
  ])('%j %j -> %j', (value, options, expected) => {
    expect(checkDate(value, options)).toBe(expected);
  });
});
