import { describe, expect, it } from 'vitest';
import { countdownEndsAt, countdownHasEnded } from './countdown.ts';

const end = (end_date: unknown, gmt_offset: unknown = 0, timer_ver: unknown = 2) => ({
  timer_ver,
  timer: { end_date, gmt_offset },
});

describe('countdown end date', () => {
  it.each([
    [end('2026-01-01T12:00', 2), Date.UTC(2026, 0, 1, 10)],
    [end('2026-01-01T12:00:30', -5.5), Date.UTC(2026, 0, 1, 17, 30, 30)],
    [end('2026-01-01T12:00', 0, 1), null],
    [{ timer_ver: 1, timer: { minutes: 5, seconds: 0 } }, null],
    [end('tomorrow'), null],
    [end('2026-01-01T12:00Z'), null],
    [end('2026-01-01T12:00', '2'), null],
    [end('2026-01-01T12:00', 20), null],
    [{ timer_ver: 2 }, null],
    [{}, null],
  ])('%j ends at %j', (design, expected) => {
    expect(countdownEndsAt(design)).toBe(expected);
  });

  it.each([
    [Date.UTC(2026, 0, 1, 9, 59), false],
    [Date.UTC(2026, 0, 1, 10), true],
    [Date.UTC(2027, 0, 1), true],
  ])('an end at 10:00 GMT has passed at %i: %s', (now, expected) => {
    expect(countdownHasEnded(end('2026-01-01T12:00', 2), now)).toBe(expected);
  });

  it('a fixed-duration timer never prevents display', () => {
    expect(countdownHasEnded({ timer_ver: 1, timer: { minutes: 1, seconds: 0 } }, Date.UTC(2030, 0, 1))).toBe(
      false,
    );
  });
});
