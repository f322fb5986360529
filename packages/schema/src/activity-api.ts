import { z } from 'zod';
import { ZClientId, ZPopupId } from './ids.ts';
import { ZLang, ZPopupRecord } from './popup.ts';
import { storeFields, visitedPageFields } from './display-api.ts';
import { storeIdentityFields } from './store.ts';

/** Calls of spec section 7 besides the display call and the three events. */

const short = z.string().max(500);
const url = z.string().max(4000);
const flag = z.enum(['0', '1', 'true', 'false', '']);
const email = z.string().max(320);

/** `POST /api/display/click/{popup id}`, JSON: a click-triggered popup asks for its record. */
export const ZClickRequest = z.strictObject({
  client_id: ZClientId,
  domain: z.string().min(1, 'domain is required').max(253),
  referrer: url.optional(),
  previous_url: url.optional(),
  cookies: z.string().max(8000).optional(),
  triggers: z.string().max(4000).optional(),
  if_mobile: flag.optional(),
  page_title: short.optional(),
  poptin_display: short.optional(),
  origin_landing_page: url.optional(),
  cancel_visitor_count: flag.optional(),
  ...visitedPageFields,
  ...storeFields,
  browser_language: z.string().max(100).optional(),
  operating_system: z.string().max(100).optional(),
});
export type TClickRequest = z.infer<typeof ZClickRequest>;

/** The answer of both click calls: `display`, `country`, `lang`, `poptins` (spec section 7). */
export const ZClickResponse = z.object({
  display: z.boolean(),
  country: z.string(),
  lang: ZLang,
  poptins: z.array(ZPopupRecord),
});
export type TClickResponse = z.infer<typeof ZClickResponse>;

/** `POST /api/display/total-website-session/{client_id}`, JSON. `url` is the page's host. */
export const ZWebsiteSessionRequest = z.strictObject({
  email: email.optional(),
  url: z.string().max(253).optional(),
  ...storeIdentityFields,
});
export type TWebsiteSessionRequest = z.infer<typeof ZWebsiteSessionRequest>;

/** `POST /api/display/conversion-activities/{client_id}`, JSON: a known visitor's popup activity. */
export const ZConversionActivityRequest = z.strictObject({
  email: email.min(3, 'email is required'),
  poptin_id: ZPopupId,
  activity: z.enum(['viewed', 'closed']),
  url: z.string().max(253).optional(),
  ...storeIdentityFields,
});
export type TConversionActivityRequest = z.infer<typeof ZConversionActivityRequest>;

/** `GET /api/display/limitLogs/{client id}?status=&id=`: the owner's answer to a limit popup. */
export const ZLimitLogQuery = z.strictObject({
  status: z.enum(['remind_me', 'dont_remind_me', 'click']),
  id: z.string().max(64).optional(),
});
export type TLimitLogQuery = z.infer<typeof ZLimitLogQuery>;
