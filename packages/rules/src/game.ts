import type { TPrize } from '@hookline/schema';

/**
 * Gamified popups (spec sections 4 and 9): the prize draw, the wheel's segments and spin, the
 * scratch card's threshold, the gift boxes' rhythm, and when each result screen, conversion,
 * redirect or close follows. Pure: randomness and elapsed times are passed in.
 */

/** A prize as the game reads it (the schema's shape, optional parts absent when not set). */
export type GamePrize = Pick<TPrize, 'chances' | 'label' | 'loosing_option'> &
  Partial<Pick<TPrize, 'code' | 'redirect_to' | 'redirect_to_options'>>;
export type GamePrizes = Readonly<Record<string, GamePrize>>;

/** Spec section 1: format_1 a gift box, format_2 a scratch card, format_3 a spin wheel. */
export const GAME_FORMATS = { giftBox: 1, scratchCard: 2, wheel: 3 } as const;

/** Spec sections 4 and 9, in milliseconds. */
export const GAME_TIMINGS = {
  /** The wheel's spin. */
  spinMs: 7000,
  /** Formats 1 and 3: from the result to its screen ("prize draw wait"). */
  resultMs: 1000,
  /** Format 2: from the reveal (scratched to 50 % or less) to its screen. */
  scratchResultMs: 3000,
  /** Format 2 with the post-play screen disabled. */
  scratchResultNoPostPlayMs: 8000,
  /** The gift boxes take turns: one every second, a round lasting 1 s times their count. */
  giftBoxStepMs: 1000,
  /** The default redirect delay after a loss, tripled for a wheel with a coupon. */
  redirectBaseMs: 4000,
  /** Ours (the spec does not show it): the default redirect delay after a win, tripled likewise. */
  winRedirectBaseMs: 4000,
} as const;

/** A wheel with a coupon waits this many times longer before its redirect. */
export const WHEEL_COUPON_FACTOR = 3;
/** Spec section 4: the wheel's segments are 30 degrees apart (so 12 of them). */
export const SEGMENT_DEGREES = 30;
export const WHEEL_SEGMENTS = 360 / SEGMENT_DEGREES;
/** Spec section 4: whole turns the wheel makes before it lands. */
export const EXTRA_TURNS = 24;
/** Spec section 4: the scratch card reveals once at most this percent of it is still covered. */
export const SCRATCH_REVEAL_PERCENT = 50;

/** Whether a prize wins (`loosing_option` 0). */
export const isWinningPrize = (prize: Pick<GamePrize, 'loosing_option'>): boolean =>
  prize.loosing_option === 0;

/**
 * The prize drawn by weighted chance (spec section 4): each prize's percent over 100, added up in
 * the set's order, against `random` in [0, 1): the first prize whose running total is above it.
 * Rounding that leaves `random` above the total gives the last prize with a chance. Null for an
 * empty set or one where every chance is 0.
 */
export function drawPrize(prizes: GamePrizes, random: number): string | null {
  // Added up in percent and compared with random x 100: 10 % + 20 % is exactly 30 %, where
  // 0.1 + 0.2 in fractions would be just above 0.3.
  let total = 0;
  let last: string | null = null;
  for (const [id, prize] of Object.entries(prizes)) {
    if (!(prize.chances > 0)) continue;
    total += prize.chances;
    last = id;
    if (random * 100 < total) return id;
  }
  return last;
}

/**
 * The prize of each of the wheel's 12 segments, clockwise from the pointer: the set's prizes in
 * order, repeated round the wheel (a set of 4 shows each three times).
 */
export function wheelSegments(prizeIds: readonly string[]): string[] {
  if (prizeIds.length === 0) return [];
  return Array.from({ length: WHEEL_SEGMENTS }, (_, index) => prizeIds[index % prizeIds.length]!);
}

/** One of the segments showing `prizeId`, chosen with `random` in [0, 1); -1 when none does. */
export function pickSegment(segments: readonly string[], prizeId: string, random: number): number {
  const matching = segments.flatMap((id, index) => (id === prizeId ? [index] : []));
  if (matching.length === 0) return -1;
  return matching[Math.min(matching.length - 1, Math.floor(random * matching.length))]!;
}

/**
 * How far the wheel turns to land segment `index` under the pointer (spec section 4): 30 degrees
 * per segment index plus 24 whole turns, clockwise. Segment `index` is drawn `index` x 30 degrees
 * anticlockwise of the pointer, so this turn brings its middle to it.
 */
export function spinRotation(index: number): number {
  return EXTRA_TURNS * 360 + SEGMENT_DEGREES * index;
}

/** Spec section 4: a scratch card reveals its prize once `coveredPercent` is at or below 50. */
export function scratchRevealed(coveredPercent: number): boolean {
  return coveredPercent <= SCRATCH_REVEAL_PERCENT;
}

/**
 * How much of a scratch surface is still covered, in percent: the share of sampled pixels whose
 * alpha (every 4th value of canvas image data, RGBA) is above half. `step` samples every step-th
 * pixel, so a large card is counted quickly.
 */
export function coveredPercent(rgba: ArrayLike<number>, step = 1): number {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return 0;
  let sampled = 0;
  let covered = 0;
  for (let pixel = 0; pixel < pixels; pixel += Math.max(1, step)) {
    sampled++;
    if (rgba[pixel * 4 + 3]! > 127) covered++;
  }
  return (covered / sampled) * 100;
}

/** The gift box that shakes `elapsedMs` after the play screen showed: one a second, in turn. */
export function shakingGiftBox(elapsedMs: number, count: number): number {
  if (count <= 0) return -1;
  return Math.floor(Math.max(0, elapsedMs) / GAME_TIMINGS.giftBoxStepMs) % count;
}

/**
 * From a game's result (the wheel stopped, the box opened, the card revealed) to its screen (spec
 * section 4): 1 s for the gift box and the wheel; 3 s for the scratch card, 8 s when the post-play
 * screen is disabled.
 */
export function resultScreenDelayMs(format: number, postPlayDisabled: boolean): number {
  if (format !== GAME_FORMATS.scratchCard) return GAME_TIMINGS.resultMs;
  return postPlayDisabled ? GAME_TIMINGS.scratchResultNoPostPlayMs : GAME_TIMINGS.scratchResultMs;
}

export type GameScreen = 'post_play' | 'winning' | 'losing';

export interface GameStep {
  /** The screen that replaces the play screen. */
  screen: GameScreen;
  /**
   * The conversion is sent now, with the prize: a win without a claim form to fill (the form came
   * first, or there is no post-play screen), or a loss after the form came first (its lead).
   */
  submit: boolean;
}

/**
 * What follows a result (spec section 4). A win shows the post-play screen (the claim form) when
 * it is enabled and the popup has one, whose submit then shows the winning screen; otherwise the
 * winning screen at once, with the conversion sent ("straight to submit"). A loss shows the losing
 * screen; its lead is sent when the form came before the game.
 */
export function gameStep(facts: { win: boolean; postPlayDisabled: boolean; hasPostPlay: boolean }): GameStep {
  if (!facts.win) return { screen: 'losing', submit: facts.postPlayDisabled };
  if (!facts.postPlayDisabled && facts.hasPostPlay) return { screen: 'post_play', submit: false };
  return { screen: 'winning', submit: true };
}

export interface PrizeFollowUp {
  /** Where the visitor goes, or null for none. */
  url: string | null;
  /** The popup closes (with or without a redirect). */
  close: boolean;
  /** After the result screen shows. */
  afterMs: number;
}

/**
 * What a prize does after its result screen (spec section 4): with `redirect_to` 1 the visitor is
 * sent to its address, with `redirect_close` 1 the popup closes; either waits the prize's close
 * delay when it has one, else the default: 4 s after a loss (our 4 s after a win), three times that
 * for a wheel with a coupon. Null when the prize does neither.
 */
export function prizeFollowUp(prize: GamePrize, facts: { wheelHasCoupon: boolean }): PrizeFollowUp | null {
  const options = prize.redirect_to_options;
  const url = prize.redirect_to === 1 ? options?.redirect_to_url?.trim() || null : null;
  const close = options?.redirect_close === 1;
  if (!url && !close) return null;
  const closeDelay = options?.redirect_close_delay ?? 0;
  const base = isWinningPrize(prize) ? GAME_TIMINGS.winRedirectBaseMs : GAME_TIMINGS.redirectBaseMs;
  const afterMs =
    closeDelay > 0 ? closeDelay * 1000 : facts.wheelHasCoupon ? base * WHEEL_COUPON_FACTOR : base;
  return { url, close, afterMs };
}

/** Spec section 3: whether a wheel's prizes hand out a code (`wheel_has_coupon`). */
export function wheelHasCoupon(format: number, prizes: GamePrizes | undefined): boolean {
  return (
    format === GAME_FORMATS.wheel &&
    Object.values(prizes ?? {}).some((prize) => isWinningPrize(prize) && (prize.code ?? '').trim() !== '')
  );
}

const PRIZE_TAG = /\{\{\s*prize_(label|code)\s*\}\}/g;

/** Fills `{{prize_label}}` and `{{prize_code}}` (spec section 3); without a prize they are emptied. */
export function fillPrizeTags(text: string, prize: Pick<GamePrize, 'label' | 'code'> | null): string {
  return text.replace(PRIZE_TAG, (_whole, part: string) =>
    part === 'label' ? (prize?.label ?? '') : (prize?.code ?? ''),
  );
}

/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same numbers in [0, 1), for
 * tests and previews that must draw the same prizes every time.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
