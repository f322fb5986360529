import { z } from 'zod';

/**
 * A gamified popup's prize set (spec section 3, "Gamified prize"): a map keyed by prize_id. Stored in
 * `design_properties.prizes`; the visitor script draws one by weighted chance and the display API
 * checks a conversion's prize against it.
 */

/** Spec section 9: the wheel has 12 segments of 30 degrees, so a set has at most 12 prizes. */
export const MAX_PRIZES = 12;

export const ZPrizeId = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/, 'must be 1 to 40 lower-case letters, digits, _ or -');

/** A flag as the spec writes it: 0 or 1. */
const ZFlag = z.union([z.literal(0), z.literal(1)]);

export const ZPrizeRedirectOptions = z.object({
  /** Where the visitor goes after this prize's result (when `redirect_to` is 1). */
  redirect_to_url: z.string().max(2000).default(''),
  /** 1: the popup closes after the delay (whether or not it redirects). */
  redirect_close: ZFlag.default(0),
  /** Seconds before the redirect or close; 0 takes the spec's default delay. */
  redirect_close_delay: z.number().min(0).max(600).default(0),
});
export type TPrizeRedirectOptions = z.infer<typeof ZPrizeRedirectOptions>;

export const ZPrize = z.object({
  /** Percent; the set's chances add up to 100. */
  chances: z.number().min(0).max(100),
  label: z.string().max(60),
  /** The coupon code this prize hands out (`{{prize_code}}`); empty for none. */
  code: z.string().max(200).default(''),
  /** 0 means a winning prize, 1 a losing one ("Try again"). The spec's spelling. */
  loosing_option: ZFlag,
  /** 1: the visitor is sent to `redirect_to_options.redirect_to_url` after the result. */
  redirect_to: ZFlag.default(0),
  redirect_to_options: ZPrizeRedirectOptions.optional(),
});
export type TPrize = z.infer<typeof ZPrize>;

export const ZPrizeSet = z
  .record(ZPrizeId, ZPrize)
  .refine((set) => Object.keys(set).length <= MAX_PRIZES, `has at most ${MAX_PRIZES} prizes`);
export type TPrizeSet = z.infer<typeof ZPrizeSet>;

/** The sum of a set's chances, rounded to hundredths of a percent. */
export function prizeChancesTotal(prizes: Readonly<Record<string, { chances: number }>>): number {
  const total = Object.values(prizes).reduce((sum, prize) => sum + prize.chances, 0);
  return Math.round(total * 100) / 100;
}

/**
 * What is wrong with a prize set as an owner would read it, or null when it can be played: at least
 * one prize, chances that add up to 100, a label on every prize and an address on every redirect.
 */
export function prizeSetProblem(prizes: TPrizeSet): string | null {
  const list = Object.values(prizes);
  if (list.length === 0) return 'Add at least one prize.';
  const total = prizeChancesTotal(prizes);
  if (total !== 100) return `The chances add up to ${total}%; they must add up to 100%.`;
  if (list.some((prize) => prize.label.trim() === '')) return 'Every prize needs a label.';
  if (list.some((prize) => prize.redirect_to === 1 && !prize.redirect_to_options?.redirect_to_url.trim()))
    return 'A prize that redirects needs an address.';
  return null;
}

/** The background effects of spec section 4, drawn behind a popup's content. */
export const BACKGROUND_EFFECTS = ['wheel', 'starry-sky', 'ball', 'snow', 'rain', 'confetti'] as const;
export const ZBackgroundEffect = z.enum(['none', ...BACKGROUND_EFFECTS]);
export type TBackgroundEffect = z.infer<typeof ZBackgroundEffect>;
