import { describe, expect, it } from 'vitest';
import { ZDay, ZTimeZone } from './day-range.ts';

describe('day ranges', () => {
  it.each([
    ['2025-01-31', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['0000-01-01', false],
    ['0999-12-31', false],
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

  // PostgreSQL lacks some aliases ICU accepts; the canonical name is what reaches the database.
  it.each([
    ['US/Pacific-New', 'America/Los_Angeles'],
    ['Etc/UTC', 'UTC'],
    ['utc', 'UTC'],
    ['Europe/London', 'Europe/London'],
  ])('ZTimeZone reads %s as %s', (value, canonical) => {
    expect(ZTimeZone.parse(value)).toBe(canonical);
  });
});
