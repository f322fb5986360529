import { z } from 'zod';
import { ZPopupContent } from './popup-content.ts';
import { ZPopupId } from './ids.ts';
import { ZTargeting } from './targeting.ts';
import { ZPopupLook } from './popup-look.ts';
import { ZBackgroundEffect, ZPrizeSet } from './prizes.ts';
import { ZCartAction, ZCartTrigger } from './store.ts';

/** Spec section 1: popup types. */
export const ZPopupType = z.enum([
  'lightbox',
  'bar',
  'sside',
  'bside',
  'browsing',
  'fullpage',
  'content',
  'social',
  'mobile',
  'embedded',
  'gamified',
]);
export type TPopupType = z.infer<typeof ZPopupType>;

export const ZPopupTarget = z.enum(['lead', 'click', 'social_proof', 'other']);
export type TPopupTarget = z.infer<typeof ZPopupTarget>;

export const ZLang = z.enum(['en', 'he']);
export type TLang = z.infer<typeof ZLang>;

/** How a popup enters (`poptin_design_entry_effect`); reduced motion always gets `none`. */
export const ZEntryEffect = z.enum([
  'none',
  'fade',
  'slide_up',
  'slide_down',
  'slide_left',
  'slide_right',
  'zoom',
  'bounce',
]);
export type TEntryEffect = z.infer<typeof ZEntryEffect>;

/** How a popup leaves (`poptin_design_exit_effect`). */
export const ZExitEffect = z.enum(['none', 'fade', 'slide_up', 'slide_down', 'zoom']);
export type TExitEffect = z.infer<typeof ZExitEffect>;

/** The close control (`poptin_design_close_options_type`): an X, a text link, or none (Escape only). */
export const ZCloseOption = z.enum(['closing_options-x', 'closing_options-button', 'closing_options-']);
export type TCloseOption = z.infer<typeof ZCloseOption>;

/** The coupon a popup hands out (`coupon.coupon_type`): none, a code, or a code copied on click. */
export const ZCouponType = z.enum(['none', 'code', 'copy_on_click']);
export type TCouponType = z.infer<typeof ZCouponType>;

/**
 * A popup coupon's "Unique code per lead" (ours, issue 13): every conversion gets a shop coupon of
 * its own, single use, made from this template; the coupon's `code` is then the codes' prefix
 * (`WELCOME` gives `WELCOME-7KQ4XZ`).
 */
export const ZUniqueCouponTemplate = z
  .strictObject({
    kind: z.enum(['percent', 'fixed_cart']),
    /** Percent (1-100) or cents. */
    amount: z.number().int().min(1).max(10_000_000),
    /** The code expires this many days after the conversion; null or absent: never. */
    expiry_days: z.number().int().min(1).max(3650).nullable().optional(),
    min_spend_cents: z.number().int().min(1).max(1_000_000_000).nullable().optional(),
  })
  .refine((t) => t.kind !== 'percent' || t.amount <= 100, {
    path: ['amount'],
    message: 'a percentage is at most 100',
  });
export type TUniqueCouponTemplate = z.infer<typeof ZUniqueCouponTemplate>;

/** The prefix of generated codes: letters, digits, `-` and `_` (a shop coupon code's characters). */
export const UNIQUE_COUPON_PREFIX = /^[A-Za-z0-9_-]{1,30}$/;

/** Spec section 4: the trigger settings. `null` or absent means the trigger is off. */
export const ZTriggers = z.object({
  exit_intent: z.boolean().optional(),
  seconds_on_page: z.number().int().min(0).max(86_400).nullable().optional(),
  seconds_on_site: z.number().int().min(0).max(86_400).nullable().optional(),
  scroll_percent: z.number().min(0).max(100).nullable().optional(),
  page_clicks: z.number().int().min(1).max(1000).nullable().optional(),
  pages_visited: z.number().int().min(1).max(1000).nullable().optional(),
  inactivity_seconds: z.number().int().min(1).max(86_400).nullable().optional(),
  /** A store's cart (spec sections 3 and 4: `shopify_cart_trigger_*`, `wix_cart_trigger_active`), on every store platform. */
  cart: ZCartTrigger.nullable().optional(),
  /** Page-builder popups (storefront spec section 4): the visitor scrolls back up the page. */
  scroll_up: z.boolean().optional(),
  /** The element matching this CSS selector scrolls into view. */
  scroll_to_selector: z.string().trim().min(1).max(200).nullable().optional(),
  /** An ad blocker is detected, checked this many seconds after the page loads (a bait request). */
  adblock_delay_seconds: z.number().min(0).max(60).nullable().optional(),
});
export type TTriggers = z.infer<typeof ZTriggers>;

/**
 * `design_properties` of spec section 3. Kept open (`looseObject`): the spec's keys are typed, and
 * unknown keys are carried through so that a later renderer can read them without a migration.
 */
export const ZDesignProperties = z.looseObject({
  timer: z.unknown().optional(),
  timer_ver: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  switch_mobile_editor: z.boolean().optional(),
  poptin_location: z.string().optional(),
  poptin_design_entry_effect: z.string().optional(),
  poptin_design_exit_effect: z.string().optional(),
  poptin_design_auto_close: z.boolean().optional(),
  poptin_design_auto_close_sec: z.number().min(0).optional(),
  poptin_design_close_on_screen_click: z.boolean().optional(),
  poptin_design_content_lock: z.boolean().optional(),
  poptin_design_show_x_after_sec: z.number().min(0).optional(),
  poptin_design_thank_screen: z.boolean().optional(),
  poptin_design_thank_screen_auto_close: z.boolean().optional(),
  poptin_design_thank_screen_auto_close_sec: z.number().min(0).optional(),
  poptin_design_redirect: z.boolean().optional(),
  poptin_design_redirect_url: z.string().optional(),
  poptin_design_redirect_send_form_data: z.boolean().optional(),
  coupon: z
    .object({ coupon_type: z.string(), code: z.string(), unique: ZUniqueCouponTemplate.optional() })
    .optional(),
  /** Colours, font, sizes and images (`popup-look.ts`); absent means the default look. */
  look: ZPopupLook.optional(),
  /** Gamified popups: the prize set (`prizes.ts`). */
  prizes: ZPrizeSet.optional(),
  /** Spec section 3: 1 puts the form before the game, which then plays on its submit. */
  disable_post_play_screen: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Gift boxes on a gift box game's play screen (ours, 1 to 5; 3 when absent). */
  gift_box_count: z.number().int().min(1).max(5).optional(),
  /** Spec section 4: the effect drawn behind the content (ours: the key's name). */
  poptin_design_background_effect: ZBackgroundEffect.optional(),
  /** Spec sections 3 and 4: the store's cart action after a conversion (store.ts). */
  add_to_cart: ZCartAction.optional(),
  /**
   * Spec section 3, dynamic text: the store's discount threshold (in its currency) that
   * `{{shpfy_thres}}` shows and `{{shpfy_gap}}` counts down to from the cart's total.
   */
  shpfy_thres: z.number().min(0).max(1_000_000_000).optional(),
  /** The cart actions of the popup's cart buttons 2 to 6. */
  shopify_add_to_cart_2: ZCartAction.optional(),
  shopify_add_to_cart_3: ZCartAction.optional(),
  shopify_add_to_cart_4: ZCartAction.optional(),
  shopify_add_to_cart_5: ZCartAction.optional(),
  shopify_add_to_cart_6: ZCartAction.optional(),
  /** Escape closes the popup (on unless false; storefront spec section 4: each close can be turned off). */
  close_on_escape: z.boolean().optional(),
  /** A "Don't show this again" button: pressing it closes the popup for good in this browser. */
  do_not_show_again: z.boolean().optional(),
  do_not_show_again_label: z.string().max(100).optional(),
  /** Focus moves into the popup this long after it shows (page-builder popups: 250 ms). */
  focus_delay_ms: z.number().int().min(0).max(10_000).optional(),
  /** The page-builder document this popup was published from (its page id). */
  builder_page_id: z.string().max(100).optional(),
});
export type TDesignProperties = z.infer<typeof ZDesignProperties>;

/** Display and filter rules of spec section 3, with their wire names. Open like design properties. */
export const ZDisplayRules = z.looseObject({
  d_f_r: z.string().optional(),
  d_f_a: z.string().optional(),
  stop_showing_to_converted_users: z.boolean().optional(),
  engagement_with_other_poptin_filter: z.string().optional(),
  source_code_target_active: z.boolean().optional(),
  source_code_target_html: z.string().optional(),
  source_code_target_role: z.enum(['show', 'dont_show']).optional(),
  display_if_adblock_active: z.boolean().optional(),
  targeting: ZTargeting.optional(),
});
export type TDisplayRules = z.infer<typeof ZDisplayRules>;

export const ZPopupSize = z.object({ width: z.number().positive(), height: z.number().positive() });

/** The popup record as the display API sends it to the visitor script (spec section 3). */
export const ZPopupRecord = z.object({
  poptin_id: ZPopupId,
  poptin_type: ZPopupType,
  poptin_format: z.number().int().min(1),
  poptin_name: z.string(),
  poptin_target: ZPopupTarget,
  poptin_url: z.string().nullable(),
  poptin: z.string().nullable(),
  poptin_size: ZPopupSize,
  display: z.boolean(),
  is_teasers_on: z.boolean(),
  on_click: z.boolean(),
  ab_test: z.boolean(),
  ab_test_parent_id: z.string().nullable(),
  account_id: z.string(),
  viewer_id: z.string(),
  x_close_button: z.boolean(),
  if_poptin_credit: z.boolean(),
  /** Spec section 3: a spin wheel whose prizes hand out a code (its redirect delays are tripled). */
  wheel_has_coupon: z.boolean().optional(),
  lang: ZLang,
  content: ZPopupContent,
  design_properties: ZDesignProperties,
  display_rules: ZDisplayRules,
  triggers: ZTriggers,
});
export type TPopupRecord = z.infer<typeof ZPopupRecord>;
