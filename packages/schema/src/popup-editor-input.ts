import { z } from 'zod';
import { ZPopupStatus } from './admin-api/popups.ts';
import {
  isWrittenEngagementFilter,
  isWrittenFrequencyRule,
  isWrittenNamePair,
  isWrittenValuePair,
  splitPair,
} from './display-rule-grammar/index.ts';
import { popupFormat } from './popup-catalog.ts';
import { ZPopupContent } from './popup-content.ts';
import { prizeSetProblem } from './prizes.ts';
import { specCartTrigger } from './spec-cart-trigger.ts';
import {
  ZCloseOption,
  ZCouponType,
  ZUniqueCouponTemplate,
  UNIQUE_COUPON_PREFIX,
  ZDesignProperties,
  ZDisplayRules,
  ZEntryEffect,
  ZExitEffect,
  ZLang,
  ZPopupTarget,
  ZPopupType,
  ZTriggers,
} from './popup.ts';

/**
 * What the popup editor sends (the document it edits and the record it reads are in
 * `popup-editor.ts`). The content document and the open `design_properties` and `display_rules` are
 * parsed with the popup's schemas, tightened here where the editor writes a value of its own grammar
 * (docs/dashboard.md spells each one out), so that a malformed rule is a 400 naming it rather than a
 * popup that silently never shows.
 */

/** Spec section 9: a popup name has at most 40 characters. */
export const ZPopupName = z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters');

/**
 * The display rules the editor writes (`d_f_r`, the engagement filter, the JS and cookie pairs) are
 * read and written by the grammar of @hookline/rules; a rule is accepted when it is exactly what that
 * grammar writes. A condition's name has at most 200 characters and its value at most 500.
 */
const pairWithin = (isWrittenPair: (pair: string) => boolean, max: number) => (pair: string) =>
  isWrittenPair(pair) && splitPair(pair)![1].length <= max;

const ZNamePairs = z
  .array(z.string().refine(pairWithin(isWrittenNamePair, 200), 'must be exact::name or contains::text'))
  .max(20);
const ZValuePairs = z
  .array(z.string().refine(pairWithin(isWrittenValuePair, 500), 'must be {mode}::{value} with a known mode'))
  .max(20);
const ZShowPairs = z.array(z.enum(['show', 'dont_show'])).max(20);
const sameLength = (...lists: unknown[][]) => lists.every((list) => list.length === lists[0]!.length);

/** The JS filter: parallel lists of conditions, each one a variable name, a value test and show or hide. */
export const ZJsFilter = z
  .strictObject({
    display_if_specific_js_active: z.boolean(),
    js_name_pair: ZNamePairs,
    js_value_pair: ZValuePairs,
    js_show_pair: ZShowPairs,
  })
  .refine((f) => sameLength(f.js_name_pair, f.js_value_pair, f.js_show_pair), {
    message: 'js_name_pair, js_value_pair and js_show_pair must have the same length',
  });

/** The cookie filter: the same shape over cookies. */
export const ZCookieFilter = z
  .strictObject({
    display_if_specific_cookie_active: z.boolean(),
    cookie_name_pair: ZNamePairs,
    cookie_value_pair: ZValuePairs,
    cookie_show_pair: ZShowPairs,
  })
  .refine((f) => sameLength(f.cookie_name_pair, f.cookie_value_pair, f.cookie_show_pair), {
    message: 'cookie_name_pair, cookie_value_pair and cookie_show_pair must have the same length',
  });

export const ZEditorDisplayRules = ZDisplayRules.extend({
  d_f_r: z
    .string()
    .refine(isWrittenFrequencyRule, 'is not a frequency rule (see docs/dashboard.md)')
    .optional(),
  engagement_with_other_poptin_filter: z
    .union([
      z.literal(''),
      z.string().refine(isWrittenEngagementFilter, 'must be action|event|kind|popup id or any'),
    ])
    .optional(),
  source_code_target_html: z.string().max(2000).optional(),
  js_filter: ZJsFilter.optional(),
  cookie_filter: ZCookieFilter.optional(),
}).superRefine((rules, context) => {
  if (rules.source_code_target_active && !rules.source_code_target_html?.trim()) {
    context.addIssue({
      code: 'custom',
      path: ['source_code_target_html'],
      message: 'is required when the page source filter is on',
    });
  }
});

/** A redirect address: http(s), tel: or sms:, or a bare host that gets http:// (spec section 4). */
const REDIRECT_PATTERN =
  /^(https?:\/\/[^\s]+|tel:[+\d\s()-]{3,30}|sms:[+\d\s()-]{3,30}|[a-z0-9.-]+\.[a-z]{2,}(\/[^\s]*)?)$/i;

/** The countdown timer: `timer_ver` 1 is a fixed duration, 2 an end date with a GMT offset. */
const ZTimer = z.union([
  z.strictObject({ minutes: z.number().int().min(0).max(10_000), seconds: z.number().int().min(0).max(59) }),
  z.strictObject({
    end_date: z.iso.datetime({ local: true }),
    gmt_offset: z.number().min(-12).max(14),
  }),
]);

export const ZEditorDesignProperties = ZDesignProperties.extend({
  poptin_design_entry_effect: ZEntryEffect.optional(),
  poptin_design_exit_effect: ZExitEffect.optional(),
  poptin_design_close_options_type: ZCloseOption.optional(),
  poptin_design_show_x_comment: z.string().max(200).optional(),
  poptin_design_redirect_url: z
    .union([
      z.literal(''),
      z.string().max(2000).regex(REDIRECT_PATTERN, 'is not a web address, tel: or sms:'),
    ])
    .optional(),
  timer: ZTimer.nullable().optional(),
  coupon: z
    .strictObject({
      coupon_type: ZCouponType,
      code: z.string().max(200),
      unique: ZUniqueCouponTemplate.optional(),
    })
    .optional(),
}).superRefine((design, context) => {
  const need = (on: boolean | undefined, path: string, ok: boolean, message: string) => {
    if (on && !ok) context.addIssue({ code: 'custom', path: [path], message });
  };
  need(
    design.poptin_design_redirect,
    'poptin_design_redirect_url',
    !!design.poptin_design_redirect_url,
    'is required when redirecting after submit',
  );
  need(
    design.poptin_design_auto_close,
    'poptin_design_auto_close_sec',
    (design.poptin_design_auto_close_sec ?? 0) > 0,
    'must be more than 0 when auto close is on',
  );
  need(
    design.timer_ver === 1 || design.timer_ver === 2,
    'timer',
    !!design.timer && ('minutes' in design.timer ? design.timer_ver === 1 : design.timer_ver === 2),
    'must match timer_ver (1: minutes and seconds, 2: end date and GMT offset)',
  );
  need(
    design.coupon !== undefined && design.coupon.coupon_type !== 'none',
    'coupon',
    !!design.coupon?.code.trim(),
    'needs a code',
  );
  need(
    design.coupon?.unique !== undefined && design.coupon.coupon_type !== 'none',
    'coupon',
    UNIQUE_COUPON_PREFIX.test(design.coupon?.code.trim() ?? ''),
    'a unique code’s prefix may hold letters, digits, - and _ only (at most 30)',
  );
  const prizeProblem = design.prizes ? prizeSetProblem(design.prizes) : null;
  if (prizeProblem) context.addIssue({ code: 'custom', path: ['prizes'], message: prizeProblem });
  for (const [id, prize] of Object.entries(design.prizes ?? {})) {
    const url = prize.redirect_to_options?.redirect_to_url ?? '';
    if (url && !REDIRECT_PATTERN.test(url))
      context.addIssue({
        code: 'custom',
        path: ['prizes', id, 'redirect_to_options', 'redirect_to_url'],
        message: 'is not a web address, tel: or sms:',
      });
  }
});

export const ZEditorTriggers = z.strictObject(ZTriggers.shape);

/** Sizes within what a screen can show; bars are 1920 wide (spec section 2). */
const ZDimension = z.number().int().min(50).max(3840);

/** The editable fields of a popup, without the type and format checks (see `withFormat`). */
const popupFields = {
  name: ZPopupName,
  type: ZPopupType,
  format: z.number().int().min(1),
  target: ZPopupTarget,
  lang: ZLang,
  width: ZDimension,
  height: ZDimension,
  content: ZPopupContent,
  design_properties: ZEditorDesignProperties,
  display_rules: ZEditorDisplayRules,
  triggers: ZEditorTriggers,
  is_teasers_on: z.boolean(),
  on_click: z.boolean(),
  x_close_button: z.boolean(),
};

const withFormat = <T extends { type?: string | undefined; format?: number | undefined }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.type !== undefined && value.format !== undefined && !popupFormat(value.type, value.format)) {
    context.addIssue({
      code: 'custom',
      path: ['format'],
      message: `${value.type} has no format ${value.format}`,
    });
  }
};

/**
 * The spec's cart-trigger names in `display_rules` (`shopify_cart_trigger_*`, `wix_cart_trigger_active`)
 * become the cart trigger they name, `triggers.cart` (spec-cart-trigger.ts); a value it cannot take
 * is a 400 naming the spec name and the field, and so is a cart trigger set both ways.
 */
const withSpecCartTrigger = <
  T extends { display_rules?: TEditorDisplayRules | undefined; triggers?: TEditorTriggers | undefined },
>(
  value: T,
  context: z.RefinementCtx,
): T => {
  if (!value.display_rules) return value;
  const mapped = specCartTrigger(value.display_rules);
  if (mapped.kind === 'none') return value;
  if (mapped.kind === 'refused') {
    for (const problem of mapped.problems)
      context.addIssue({ code: 'custom', path: ['display_rules', problem.name], message: problem.message });
    return z.NEVER;
  }
  const rules = mapped.rules as TEditorDisplayRules;
  if (mapped.cart === null) return { ...value, display_rules: rules };
  if (value.triggers?.cart) {
    context.addIssue({
      code: 'custom',
      path: ['triggers', 'cart'],
      message:
        'is also set by display_rules (shopify_cart_trigger_*, wix_cart_trigger_active): set it in one place',
    });
    return z.NEVER;
  }
  return { ...value, display_rules: rules, triggers: { ...value.triggers, cart: mapped.cart } };
};
type TEditorDisplayRules = z.infer<typeof ZEditorDisplayRules>;
type TEditorTriggers = z.infer<typeof ZEditorTriggers>;

/** `PUT /api/admin/popups/:popupId`: the whole document; `updated_at` (as read) guards against lost updates. */
export const ZPopupSaveRequest = z
  .strictObject({ ...popupFields, updated_at: z.iso.datetime().optional() })
  .superRefine(withFormat)
  .transform(withSpecCartTrigger);
export type TPopupSaveRequest = z.infer<typeof ZPopupSaveRequest>;

/** `POST /api/admin/sites/:clientId/popups`: name, type and format; the rest has defaults. */
export const ZPopupCreateRequest = z
  .strictObject({
    ...popupFields,
    name: ZPopupName,
    type: ZPopupType,
    format: z.number().int().min(1).default(1),
  })
  .partial({
    target: true,
    lang: true,
    width: true,
    height: true,
    content: true,
    design_properties: true,
    display_rules: true,
    triggers: true,
    is_teasers_on: true,
    on_click: true,
    x_close_button: true,
  })
  .superRefine(withFormat)
  .transform(withSpecCartTrigger);
export type TPopupCreateRequest = z.infer<typeof ZPopupCreateRequest>;
export type TPopupCreateRequestInput = z.input<typeof ZPopupCreateRequest>;

export const ZPopupStatusRequest = z.strictObject({ status: ZPopupStatus });

/** Duplicates and variants may be named; by default "Copy of …" and "… (variant B)". */
export const ZPopupCopyRequest = z.strictObject({ name: ZPopupName.optional() });
