import type { TriggerKind } from '@hookline/rules';
import { clip } from './display-call.ts';
import { device, MAX_SHORT, MAX_URL, visitorFacts } from './events.ts';
import type { OutboxEvent } from './outbox/entries.ts';
import type { PageContext } from './page/page-context.ts';
import type { DisplayPopup, FormSubmission } from './popup/contract.ts';
import type { PixelInstall } from './script-tag.ts';

/**
 * The conversion event: part of the `submit` chunk (loaded once the visitor touches a form), not
 * of the runtime chunk, like the viewed and closed events (events.ts).
 */

const MAX_VALUE = 10_000;
/** The API accepts at most 100 keys in a conversion. */
const MAX_CONVERSION_KEYS = 100;
/** Keys a popup may add to a conversion besides its form values (spec section 3). */
const SUBMISSION_META_KEYS = [
  'checkbox_checked',
  'coupon',
  'extra_button',
  'leader_request_cookie',
  'prize_id',
];

/**
 * The conversion payload of spec section 3 (form-encoded, posted to the popup's viewer id): the
 * page facts with the visited pages (not `all_visited_pages`) and the store, `newExtraFields`, the
 * popup's extra keys (coupon, ticked checkbox, extra button, lead cookie), and the form values
 * keyed by field name. `converted_email` is not sent (the API would store it as a form value). A
 * form value never overwrites a payload key, and the payload stays within the API's 100 keys.
 * `viewId` is the view's id once the viewed event was acknowledged; `conversionKey` identifies
 * the conversion (the API stores a repeat once). Arguments in the order of `viewedEvent`'s.
 */
export function conversionEvent(
  popup: DisplayPopup,
  install: PixelInstall,
  page: PageContext,
  trigger: TriggerKind,
  submission: FormSubmission,
  viewId: string | undefined,
  conversionKey: string,
): OutboxEvent {
  const { all_visited_pages: _all, ...visitedPages } = page.visitedPages;
  const body: Record<string, string> = {
    url: clip(page.url, MAX_URL),
    p_target: clip(popup.target, MAX_SHORT),
    referrer: clip(page.referrer, MAX_URL),
    previous_url: clip(page.previousUrl, MAX_URL),
    trigger: trigger,
    poptin_id: popup.id,
    title: clip(page.title, MAX_SHORT),
    client_id: install.clientId,
    visitor: device(page),
    origin_landing_page: clip(page.originLandingPage, MAX_URL),
    browser_language: clip(page.browserLanguage, 100),
    operating_system: page.operatingSystem,
    newExtraFields: clip(JSON.stringify(submission.extraFields), 50_000),
    conversion_key: conversionKey,
  };
  // The pixel's anonymous visitor id: a shop order from this browser is attributed to the popup.
  if (page.userId) body.visitor_id = page.userId;
  const { converted_email: _email, ...store } = visitorFacts(page);
  for (const [key, value] of Object.entries({ ...visitedPages, ...store })) {
    if (value) body[key] = clip(value, MAX_VALUE);
  }
  for (const [key, value] of Object.entries(submission.meta ?? {})) {
    if (SUBMISSION_META_KEYS.includes(key) && typeof value === 'string') body[key] = clip(value, MAX_SHORT);
  }
  if (viewId) body.poptin_view_id = viewId;
  for (const [name, value] of Object.entries(submission.values)) {
    if (Object.keys(body).length >= MAX_CONVERSION_KEYS) break;
    if (name in body || name.length > 100) continue;
    body[name] = clip(value, MAX_VALUE);
  }
  return {
    kind: 'conversion',
    id: conversionKey,
    path: `/api/display/conversion/${popup.viewerId}`,
    body,
  };
}
