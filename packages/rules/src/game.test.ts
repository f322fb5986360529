import { describe, expect, it } from 'vitest';
import {
  coveredPercent,
  drawPrize,
  fillPrizeTags,
  gameStep,
  pickSegment,
  prizeFollowUp,
  resultScreenDelayMs,
  scratchRevealed,
  seededRandom,
  shakingGiftBox,
  spinRotation,
  wheelHasCoupon,
  wheelSegments,
  type GamePrize,
  type GamePrizes,
} from './game.ts';

const prize = (chances: number, win = true, extra: Partial<GamePrize> = {}): GamePrize => ({
  chances,
  label: `${chances}%`,
  loosing_option: win ? 0 : 1,
  ...extra,
});

const SET: GamePrizes = { ten: prize(10), twenty: prize(20), none: prize(70, false) };

describe('drawPrize', () => {
  it.each([
    [0, 'ten'],
    [0.0999, 'ten'],
    [0.1, 'twenty'],
    [0.2999, 'twenty'],
    [0.3, 'none'],
    [0.9999, 'none'],
  ])('random %f -> %s (cumulative percent / 100)', (random, expected) => {
    expect(drawPrize(SET, random)).toBe(expected);
  });

  it('skips prizes without a chance and answers null for an empty set', () => {
    expect(drawPrize({ zero: prize(0), all: prize(100) }, 0)).toBe('all');
    expect(drawPrize({}, 0.5)).toBeNull();
    expect(drawPrize({ zero: prize(0) }, 0.5)).toBeNull();
  });

  it('answers the last prize when rounding leaves the random number above the total', () => {
    expect(drawPrize({ a: prize(33.33), b: prize(33.33), c: prize(33.33) }, 0.99995)).toBe('c');
  });

  it('draws each prize about as often as its chance, with a seeded random', () => {
    const random = seededRandom(42);
    const counts: Record<string, number> = { ten: 0, twenty: 0, none: 0 };
    for (let i = 0; i < 20_000; i++) counts[drawPrize(SET, random())!]!++;
    expect(counts.ten! / 20_000).toBeCloseTo(0.1, 1);
    expect(counts.twenty! / 20_000).toBeCloseTo(0.2, 1);
    expect(counts.none! / 20_000).toBeCloseTo(0.7, 1);
  });

  it('draws the same prizes from the same seed', () => {
    const first = seededRandom(7);
    const second = seededRandom(7);
    const draws = (random: () => number) => Array.from({ length: 10 }, () => drawPrize(SET, random()));
    expect(draws(first)).toEqual(draws(second));
  });
});

describe('the wheel', () => {
  it('fills its 12 segments with the prizes in order, repeated', () => {
    expect(wheelSegments(['a', 'b', 'c'])).toEqual([
      'a',
      'b',
      'c',
      'a',
      'b',
      'c',
      'a',
      'b',
      'c',
      'a',
      'b',
      'c',
    ]);
    expect(wheelSegments(['a', 'b', 'c', 'd', 'e'])).toHaveLength(12);
    expect(wheelSegments([])).toEqual([]);
  });

  it.each([
    [0, 0],
    [0.34, 1],
    [0.99, 2],
  ])('picks among the segments of the drawn prize (random %f -> its match %i)', (random, match) => {
    const segments = wheelSegments(['a', 'b', 'c', 'd']);
    expect(pickSegment(segments, 'b', random)).toBe([1, 5, 9][match]);
    expect(pickSegment(segments, 'x', random)).toBe(-1);
  });

  it.each([
    [0, 8640],
    [1, 8670],
    [5, 8790],
    [11, 8970],
  ])(
    'spins segment %i to the pointer with 24 turns plus 30 degrees per index: %i degrees',
    (index, degrees) => {
      expect(spinRotation(index)).toBe(degrees);
      expect(spinRotation(index) % 360).toBe(index * 30);
    },
  );

  it('has a coupon when a winning prize of a wheel hands out a code', () => {
    expect(wheelHasCoupon(3, { a: prize(50, true, { code: 'SAVE' }), b: prize(50, false) })).toBe(true);
    expect(wheelHasCoupon(3, { a: prize(50, true, { code: ' ' }), b: prize(50, false, { code: 'X' }) })).toBe(
      false,
    );
    expect(wheelHasCoupon(2, { a: prize(100, true, { code: 'SAVE' }) })).toBe(false);
    expect(wheelHasCoupon(3, undefined)).toBe(false);
  });
});

describe('the scratch card', () => {
  it.each([
    [100, false],
    [50.01, false],
    [50, true],
    [12, true],
  ])('%f %% covered: revealed %s', (covered, revealed) => {
    expect(scratchRevealed(covered)).toBe(revealed);
  });

  it('counts the pixels whose alpha is above half', () => {
    const rgba = new Uint8ClampedArray([0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 200, 0, 0, 0, 100]);
    expect(coveredPercent(rgba)).toBe(50);
    expect(coveredPercent(rgba, 2)).toBe(100);
    expect(coveredPercent(new Uint8ClampedArray(0))).toBe(0);
  });
});

describe('gift boxes', () => {
  it.each([
    [0, 3, 0],
    [999, 3, 0],
    [1000, 3, 1],
    [2500, 3, 2],
    [3000, 3, 0],
    [4000, 1, 0],
    [1000, 0, -1],
  ])('at %i ms box %i of %i shakes', (elapsed, count, box) => {
    expect(shakingGiftBox(elapsed, count)).toBe(box);
  });
});

describe('timings after a result', () => {
  it.each([
    [1, false, 1000],
    [1, true, 1000],
    [3, false, 1000],
    [3, true, 1000],
    [2, false, 3000],
    [2, true, 8000],
  ])('format %i, post-play disabled %s: the screen after %i ms', (format, disabled, ms) => {
    expect(resultScreenDelayMs(format, disabled)).toBe(ms);
  });

  it.each([
    [true, false, true, 'post_play', false],
    [true, false, false, 'winning', true],
    [true, true, true, 'winning', true],
    [false, false, true, 'losing', false],
    [false, true, true, 'losing', true],
  ] as const)(
    'win %s, post-play disabled %s, has post-play %s -> %s, submit %s',
    (win, disabled, has, screen, submit) => {
      expect(gameStep({ win, postPlayDisabled: disabled, hasPostPlay: has })).toEqual({ screen, submit });
    },
  );
});

describe('prizeFollowUp', () => {
  const redirect = (url: string, close: 0 | 1, delay: number) => ({
    redirect_to: 1 as const,
    redirect_to_options: { redirect_to_url: url, redirect_close: close, redirect_close_delay: delay },
  });
  it.each([
    ['a loss redirecting', prize(50, false, redirect('https://x.test', 0, 0)), false, 4000],
    ['a loss on a wheel with a coupon', prize(50, false, redirect('https://x.test', 0, 0)), true, 12_000],
    ['a loss with a close delay', prize(50, false, redirect('https://x.test', 0, 2)), true, 2000],
    ['a win redirecting', prize(50, true, redirect('https://x.test', 1, 0)), false, 4000],
    ['a win on a wheel with a coupon', prize(50, true, redirect('https://x.test', 1, 0)), true, 12_000],
  ])('%s waits %#', (_name, given, coupon, afterMs) => {
    expect(prizeFollowUp(given, { wheelHasCoupon: coupon })?.afterMs).toBe(afterMs);
  });

  it('closes without a redirect, redirects without closing, or does neither', () => {
    const closeOnly = prize(50, false, {
      redirect_to: 0,
      redirect_to_options: { redirect_to_url: 'https://x.test', redirect_close: 1, redirect_close_delay: 3 },
    });
    expect(prizeFollowUp(closeOnly, { wheelHasCoupon: false })).toEqual({
      url: null,
      close: true,
      afterMs: 3000,
    });
    expect(
      prizeFollowUp(prize(50, false, redirect(' https://y.test ', 0, 0)), { wheelHasCoupon: false }),
    ).toEqual({
      url: 'https://y.test',
      close: false,
      afterMs: 4000,
    });
    expect(prizeFollowUp(prize(50, false, redirect('', 0, 0)), { wheelHasCoupon: false })).toBeNull();
    expect(prizeFollowUp(prize(50), { wheelHasCoupon: false })).toBeNull();
  });
});

describe('fillPrizeTags', () => {
  it.each([
    ['You won {{prize_label}}!', 'You won 10% off!'],
    ['Code: {{ prize_code }}', 'Code: TEN'],
    ['{{prize_label}} / {{prize_code}} / {{year}}', '10% off / TEN / {{year}}'],
  ])('%s -> %s', (text, filled) => {
    expect(fillPrizeTags(text, { label: '10% off', code: 'TEN' })).toBe(filled);
  });

  it('empties the tags without a prize', () => {
    expect(fillPrizeTags('[{{prize_code}}]', null)).toBe('[]');
  });
});
