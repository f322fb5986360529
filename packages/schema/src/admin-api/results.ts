import { z } from 'zod';
import { ZPopupId } from '../ids.ts';
import { ZPopupStatus } from './popups.ts';

/** Wire shapes of the results views: a popup's daily counts and its A/B test. */

const counts = {
  views: z.number().int(),
  closes: z.number().int(),
  conversions: z.number().int(),
  rate: z.number(),
};

export const ZDayCounts = z.object({ day: z.string(), ...counts });
export type TDayCounts = z.infer<typeof ZDayCounts>;

/** A gamified popup's prize in its results: how many conversions carried it in the range. */
export const ZPrizeStats = z.object({
  prize_id: z.string(),
  label: z.string(),
  code: z.string(),
  /** A winning prize (`loosing_option` 0); false for a losing one, or a prize no longer in the set. */
  winning: z.boolean(),
  won: z.number().int(),
});
export type TPrizeStats = z.infer<typeof ZPrizeStats>;

/**
 * The popup's events on one store platform in the range (`store_integration` of the viewed, closed
 * and conversion calls), and how many of the store's signed-in customers they came from.
 */
export const ZStoreStats = z.object({
  store_integration: z.string(),
  views: z.number().int(),
  closes: z.number().int(),
  conversions: z.number().int(),
  /** Distinct `store_integration_customer_id`s among those events (guests are not counted). */
  customers: z.number().int(),
});
export type TStoreStats = z.infer<typeof ZStoreStats>;

/** `GET /api/admin/popups/:popupId/stats`. */
export const ZPopupStats = z.object({
  popup: z.object({ id: ZPopupId, name: z.string() }),
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  days: z.array(ZDayCounts),
  totals: z.object(counts),
  /** Shop orders attributed to the popup in the range (its converted visitors bought), and their total. */
  orders: z.object({ count: z.number().int(), revenue_cents: z.number().int() }).optional(),
  /** Gamified popups: conversions per prize, in the prize set's order (empty for other popups). */
  prizes: z.array(ZPrizeStats),
  /** Events per store platform, most viewed first (empty when the popup never ran on a store). */
  stores: z.array(ZStoreStats),
});
export type TPopupStats = z.infer<typeof ZPopupStats>;

export const ZAbTestArm = z.object({
  id: ZPopupId,
  name: z.string(),
  status: ZPopupStatus,
  control: z.boolean(),
  views: z.number().int(),
  conversions: z.number().int(),
  rate: z.number(),
  /** Shop orders attributed to this arm, and their revenue in cents. */
  orders: z.number().int().optional(),
  revenue_cents: z.number().int().optional(),
  z: z.number().nullable(),
  p_value: z.number().nullable(),
  lift: z.number().nullable(),
  significant: z.boolean().nullable(),
});
export type TAbTestArm = z.infer<typeof ZAbTestArm>;

/** `GET /api/admin/popups/:popupId/ab-test`. */
export const ZAbTestResult = z.object({
  parent: ZPopupId,
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  min_views: z.number().int(),
  /** p-values below this count as significant (0.05 split over the comparisons). */
  threshold: z.number(),
  arms: z.array(ZAbTestArm),
  verdict: z.object({
    kind: z.enum(['not_enough_data', 'no_winner_yet', 'winner']),
    reason: z.string().nullable(),
    winner_id: ZPopupId.nullable(),
  }),
});
export type TAbTestResult = z.infer<typeof ZAbTestResult>;
