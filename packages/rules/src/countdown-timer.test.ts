import { describe, expect, it } from 'vitest';
import {
  countdownCloses,
  countdownEndTime,
  countdownParts,
  endDateMoment,
  readCountdownTimer,
} from './countdown-timer.ts';

describe('readCountdownTimer', () => {
  it.each([
    [{ timer: { minutes: 2, seconds: 30 } }, { kind: 'duration', style: 0, seconds: 150 }],
    [
      { timer_ver: 1, timer: { minutes: 0, seconds: 5 } },
      { kind: 'duration', style: 1, seconds: 5 },
    ],
    [{ timer_ver: 0, timer: { minutes: 0, seconds: 0 } }, null],
    [{ timer: { minutes: -3, seconds: 'x' } }, null],
    [
      { timer_ver: 2, timer: { end_date: '2026-01-01T12:00', gmt_offset: 2 } },
      { kind: 'end_date', style: 2, endsAt: Date.UTC(2026, 0, 1, 10, 0) },
    ],
    [{ timer_ver: 2, timer: { end_date: 'soon', gmt_offset: 0 } }, null],
    [{}, null],
    [{ timer: '5' }, null],
  ])('%j -> %j', (design, expected) => {
    expect(readCountdownTimer(design)).toEqual(expected);
  });
});

describe('countdown arithmetic', () => {
  it('ends a duration after it starts, an end date at its moment', () => {
    expect(countdownEndTime({ kind: 'duration', style: 0, seconds: 65 }, 1000)).toBe(66_000);
    expect(countdownEndTime({ kind: 'end_date', style: 2, endsAt: 5 }, 1000)).toBe(5);
  });

  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [999, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [61_000, { days: 0, hours: 0, minutes: 1, seconds: 1 }],
    [(2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000, { days: 2, hours: 3, minutes: 4, seconds: 5 }],
    [-5, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('%i ms -> %j', (ms, expected) => {
    expect(countdownParts(ms)).toEqual(expected);
  });

  it.each([
    [1000, false],
    [999, true],
    [0, true],
    [-10, true],
  ])('%i ms left closes: %s', (ms, expected) => {
    expect(countdownCloses(ms)).toBe(expected);
  });
});

describe('endDateMoment', () => {
  it('reads GMT offsets either side, and seconds', () => {
    expect(endDateMoment('2026-01-01 00:00:30', -5.5)).toBe(Date.UTC(2026, 0, 1, 5, 30, 30));
    expect(endDateMoment('tomorrow', 0)).toBeNull();
  });
});
