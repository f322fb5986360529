import { describe, expect, it } from 'vitest';
import type { TSchedule } from '@hookline/schema';
import { scheduleAllows, wallClock } from './schedule.ts';

// Wednesday 25 November 2026, 23:30 UTC: Thursday 01:30 in Jerusalem, Wednesday 15:30 in Los Angeles.
const NOW = Date.UTC(2026, 10, 25, 23, 30);

describe('wallClock', () => {
  it.each([
    ['UTC', '2026-11-25T23:30', 'wed', 23],
    ['Asia/Jerusalem', '2026-11-26T01:30', 'thu', 1],
    ['America/Los_Angeles', '2026-11-25T15:30', 'wed', 15],
  ])('%s', (zone, local, weekday, hour) => {
    expect(wallClock(NOW, zone)).toEqual({ local, weekday, hour });
  });
});

describe('scheduleAllows', () => {
  it.each<[string, Omit<TSchedule, 'zone'>, string, boolean]>([
    ['no limits', {}, 'UTC', true],
    ['after the start', { start: '2026-11-25T23:00' }, 'UTC', true],
    ['before the start, in the zone', { start: '2026-11-26T02:00' }, 'Asia/Jerusalem', false],
    ['at the end is over', { end: '2026-11-25T23:30' }, 'UTC', false],
    ['before the end', { end: '2026-11-26T00:00' }, 'UTC', true],
    ['on a listed day', { days: ['wed'] }, 'UTC', true],
    ['on another day in the zone', { days: ['wed'] }, 'Asia/Jerusalem', false],
    ['in office hours', { hours: { from: 9, to: 17 } }, 'America/Los_Angeles', true],
    ['out of office hours', { hours: { from: 9, to: 17 } }, 'UTC', false],
    ['over midnight, late', { hours: { from: 22, to: 6 } }, 'UTC', true],
    ['over midnight, early', { hours: { from: 22, to: 6 } }, 'Asia/Jerusalem', true],
    ['over midnight, afternoon', { hours: { from: 22, to: 6 } }, 'America/Los_Angeles', false],
    ['an unknown zone fails closed', {}, 'Mars/Olympus', false],
  ])('%s', (_name, schedule, zone, expected) => {
    expect(scheduleAllows(schedule, NOW, zone)).toBe(expected);
  });
});
