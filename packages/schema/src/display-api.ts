import { z } from 'zod';
import { ZClientId, ZEventId, ZPopupId, ZPreviewTokenKey } from './ids.ts';
import { ZLang, ZPopupRecord } from './popup.ts';
import { parseExtraFields } from './extra-fields.ts';
import { storeIdentityFields, ZWixCartDetails, ZWixCartDetailsField } from './store.ts';

/**
 * Wire payloads of the public display API (spec section 7). Field names are the spec's, unchanged.
 * Form-encoded bodies arrive as strings; a repeated key (an array) is malformed and refused.
 */

const url = z.string().max(4000);
const short = z.string().max(500);
const pages = z.string().max(20_000);
const flag = z.enum(['0', '1', 'true', 'false', '']);

/** The visited-page fields, shared by the display, click and conversion payloads. */
export const visitedPageFields = {
  previous_visited_pages: pages.optional(),
  previous_visited_pages_with_current: pages.optional(),
  previous_visited_pages_with_time: pages.optional(),
  previous_visited_pages_all: pages.optional(),
  all_visited_pages: pages.optional(),
};

/** Store and cart fields, shared by the display and click payloads. */
export const storeFields = {
  ...storeIdentityFields,
  wix_cart_id: z
    .string()
    .max(100)
    .regex(/^[\w-]*$/, 'wix_cart_id must be letters, digits, _ or -')
    .optional(),
  wix_cart_details: ZWixCartDetailsField.optional(),
  cart_total_items: z.string().max(20).optional(),
  cart_total_price: z.string().max(40).optional(),
  cart_products_ids_list: z.string().max(4000).optional(),
  cart_products_org_ids_list: z.string().max(4000).optional(),
};

/** Route parameters of the display API: `{client id}`, `{popup id}` and `{viewer id}`. */
export const ZDisplayClientParams = z.object({ clientId: ZClientId });
export const ZDisplayPopupParams = z.object({ popupId: ZPopupId });
export const ZDisplayViewerParams = z.object({
  viewerId: z.string().regex(/^[a-z0-9]{13}$/, 'must be 13 lower-case letters or digits'),
});

/** `POST /api/display/{client id}`, form-encoded. */
export const ZDisplayRequest = z.strictObject({
  domain: z.string().min(1, 'domain is required').max(253),
  referrer: url.optional(),
  previous_url: url.optional(),
  cookies: z.string().max(8000).optional(),
  triggers: z.string().max(4000).optional(),
  cc: z.string().max(8).optional(),
  poptin_forms_id: z.string().max(2000).optional(),
  if_mobile: flag.optional(),
  page_title: short.optional(),
  origin_landing_page: url.optional(),
  if_page_refreshed: flag.optional(),
  poptin_viewed_url: url.optional(),
  ...visitedPageFields,
  ...storeFields,
  /** A popup id (spec section 2's preview), or a "Preview on my site" token and key (issue 26). */
  preview_poptin_id: z.union([ZPopupId, ZPreviewTokenKey, z.literal('')]).optional(),
  cancel_visitor_count: flag.optional(),
  converted_email: z.string().max(320).optional(),
});
export type TDisplayRequest = z.infer<typeof ZDisplayRequest>;

export const ZClientRestrictionSetting = z
  .object({
    id: z.string(),
    mote_than_two_days: z.boolean(),
    remindme_popup: z.boolean(),
    upgrade_popup: z.boolean().optional(),
  })
  .nullable();

/** The display response of spec section 3. */
export const ZDisplayResponse = z.object({
  display: z.union([z.boolean(), z.literal('not_allowed')]),
  message: z.string(),
  is_client_restriction: z.boolean(),
  client_restriction_setting: ZClientRestrictionSetting,
  poptins: z.array(ZPopupRecord),
  if_freemium: z.boolean(),
  country: z.string(),
  country_code: z.string(),
  cc: z.string(),
  ip: z.string(),
  lang: ZLang,
  /** A Wix store's cart, when the call carried it (`store_integration` `wix`). */
  wix_cart_details: ZWixCartDetails.optional(),
  /**
   * Hookline's: a logged-in shop customer's records from every device (page views, sessions, and
   * each popup's shows per window), so that display rules follow the customer across browsers.
   */
  customer: z
    .object({
      role: z.enum(['customer', 'shop_admin']),
      page_views: z.number().int().min(0),
      sessions: z.number().int().min(0),
      shows: z.record(
        z.string(),
        z.object({
          day: z.number().int().min(0),
          week: z.number().int().min(0),
          month: z.number().int().min(0),
          session: z.number().int().min(0),
          overall: z.number().int().min(0),
        }),
      ),
    })
    .optional(),
});
export type TDisplayResponse = z.infer<typeof ZDisplayResponse>;

export const ZDevice = z.enum(['mobile', 'desktop']);

/** `POST /api/display/viewed/{poptin_id}`, JSON. `event_id` is Hookline's: it makes a retry idempotent. */
export const ZViewedRequest = z.strictObject({
  viewer_id: z.string().min(1).max(64),
  trigger: short.optional(),
  client_id: ZClientId,
  type: ZDevice.optional(),
  url: url.optional(),
  ...storeIdentityFields,
  converted_email: z.string().max(320).optional(),
  event_id: ZEventId.optional(),
});
export type TViewedRequest = z.infer<typeof ZViewedRequest>;

export const ZViewedResponse = z.object({ poptin_view_id: z.string() });
export type TViewedResponse = z.infer<typeof ZViewedResponse>;

/**
 * Spec section 4: why a popup closed. `link_click` is ours (the spec names none): a close button that
 * also followed its link (spec section 4's close-button actions), so the close is told from a refusal.
 */
export const ZCloseTrigger = z.enum([
  'cancel_click',
  'auto_close',
  'bg_click',
  'timer',
  'submit',
  'link_click',
]);
export type TCloseTrigger = z.infer<typeof ZCloseTrigger>;

/** `POST /api/display/closed/{popup id}`, JSON: the close payload of spec section 3. */
export const ZClosedRequest = z.strictObject({
  client_id: ZClientId,
  url: url.optional(),
  converted_email: z.string().max(320).optional(),
  ...storeIdentityFields,
  close_trigger: ZCloseTrigger.optional(),
  event_id: ZEventId.optional(),
});
export type TClosedRequest = z.infer<typeof ZClosedRequest>;

/** The payload keys of a conversion that are not form values (spec section 3, "Conversion payload"). */
export const CONVERSION_META_KEYS = [
  'url',
  'p_target',
  'checkbox_checked',
  'referrer',
  'previous_url',
  'trigger',
  'poptin_id',
  'title',
  'client_id',
  'visitor',
  'facebook_messanger_data_ref',
  'origin_landing_page',
  'previous_visited_pages',
  'previous_visited_pages_with_current',
  'previous_visited_pages_with_time',
  'previous_visited_pages_all',
  'store_integration',
  'store_integration_customer_id',
  'browser_language',
  'operating_system',
  'newExtraFields',
  'leader_request_cookie',
  'extra_button',
  'coupon',
  'poptin_view_id',
  'conversion_key',
  'prize_id',
  'visitor_id',
] as const;

export const MAX_CONVERSION_FIELDS = 100;

const ZNewExtraFields = z
  .string()
  .max(50_000)
  .refine(
    (text) => parseExtraFields(text) !== null,
    'newExtraFields must be a JSON list of {type, name, value} custom fields',
  );

/**
 * `POST /api/display/conversion/{viewer_id}`, form-encoded: the conversion payload. Known keys are
 * typed; every other key is a form value (a string). `conversion_key` is the client-generated id
 * that makes a retried conversion stored once.
 */
export const ZConversionRequest = z
  .looseObject({
    url: url.optional(),
    p_target: short.optional(),
    checkbox_checked: z.string().max(20).optional(),
    referrer: url.optional(),
    previous_url: url.optional(),
    trigger: short.optional(),
    poptin_id: ZPopupId,
    title: short.optional(),
    client_id: ZClientId,
    visitor: ZDevice.optional(),
    facebook_messanger_data_ref: short.optional(),
    origin_landing_page: url.optional(),
    ...visitedPageFields,
    ...storeIdentityFields,
    browser_language: z.string().max(100).optional(),
    operating_system: z.string().max(100).optional(),
    newExtraFields: ZNewExtraFields.optional(),
    leader_request_cookie: z.string().max(4000).optional(),
    extra_button: short.optional(),
    coupon: short.optional(),
    poptin_view_id: z.string().max(40).optional(),
    conversion_key: ZEventId.optional(),
    /** Ours: the prize a gamified popup's visitor won (its prize set's key); `prize_code` and `prize_label` are form values. */
    prize_id: z.string().max(40).optional(),
    /** Ours: the pixel's anonymous visitor id (`poptin_user_id`): a shop order of the same visitor is attributed. */
    visitor_id: z.string().max(64).optional(),
  })
  .superRefine((body, ctx) => {
    const keys = Object.keys(body);
    if (keys.length > MAX_CONVERSION_FIELDS) {
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_CONVERSION_FIELDS} fields are accepted` });
    }
    for (const key of keys) {
      const value = body[key];
      if (typeof value !== 'string') {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be a single text value' });
      } else if (value.length > 10_000) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be at most 10000 characters' });
      } else if (key.length > 100) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'field names are at most 100 characters' });
      }
    }
  });
export type TConversionRequest = z.infer<typeof ZConversionRequest>;

export const ZConversionResponse = z.object({
  success: z.boolean(),
  conversion_id: z.string(),
  integration: z.object({ conversion_code: z.string() }),
  /** Ours: the unique shop coupon code generated for this conversion (a popup with "Unique code per lead"). */
  coupon_code: z.string().optional(),
});
export type TConversionResponse = z.infer<typeof ZConversionResponse>;

/** The answer of every refused request: a status and a message a developer can act on. */
export const ZApiError = z.object({ error: z.string(), message: z.string() });
export type TApiError = z.infer<typeof ZApiError>;
