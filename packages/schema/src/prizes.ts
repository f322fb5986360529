import { z } from 'zod';
import { MAX_PRIZES } from './prize-set.ts';

export { MAX_PRIZES, prizeChancesTotal, prizeSetProblem } from './prize-set.ts';

/**
 * A gamified popup's prize set (spec section 3, "Gamified prize"): a map keyed by prize_id. Stored in
 * `design_properties.prizes`; the visitor script draws one by weighted chance and the display API
 * checks a conversion's prize against it.
 */

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

/** The background effects of spec section 4, drawn behind a popup's content. */
export const BACKGROUND_EFFECTS = ['wheel', 'starry-sky', 'ball', 'snow', 'rain', 'confetti'] as const;
export const ZBackgroundEffect = z.enum(['none', ...BACKGROUND_EFFECTS]);
export type TBackgroundEffect = z.infer<typeof ZBackgroundEffect>;
