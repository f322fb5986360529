import type { TCloseTrigger, TClosedRequest, TViewedRequest } from '@hookline/schema';
import type { TriggerKind } from '@hookline/rules';
import { clip, withoutEmpty } from './display-call.ts';
import type { OutboxEvent } from './outbox/entries.ts';
import type { PageContext } from './page/page-context.ts';
import type { DisplayPopup, FormSubmission } from './popup/contract.ts';
import type { PixelInstall } from './script-tag.ts';

const MAX_URL = 4000;
const MAX_SHORT = 500;
const MAX_VALUE = 10_000;
/** The API accepts at most 100 keys in a conversion. */
const MAX_CONVERSION_KEYS = 100;
/** Keys a popup may add to a conversion besides its form values (spec section 3). */
const SUBMISSION_META_KEYS = ['checkbox_checked', 'coupon', 'extra_button', 'leader_request_cookie'];

const device = (page: PageContext) => (page.isMobile ? 'mobile' : 'desktop');

type Body<T> = { [K in keyof T]-?: string };

/** The visitor facts events carry (the email they converted with, their store), empty ones left out. */
const visitorFacts = (page: PageContext) =>
  withoutEmpty({
    converted_email: clip(page.convertedEmail, 320),
    store_integration: clip(page.storeIntegration, MAX_SHORT),
    store_integration_customer_id: clip(page.storeCustomerId, MAX_SHORT),
  });

/**
 * A viewed or closed event (JSON, `POST /api/display/{kind}/{poptin_id}`): its own fields, then the
 * page and the visitor facts (the email the visitor converted with, their store), empty ones left out.
 */
function popupEvent(
  kind: 'viewed' | 'closed',
  popup: DisplayPopup,
  install: PixelInstall,
  page: PageContext,
  eventId: string,
  fields: Partial<Body<TViewedRequest & TClosedRequest>>,
): OutboxEvent {
  const body = {
    ...fields,
    client_id: install.clientId,
    url: clip(page.url, MAX_URL),
    event_id: eventId,
    ...visitorFacts(page),
  };
  return { kind, id: eventId, path: `/api/display/${kind}/${popup.id}`, body };
}

/** The viewed event of a popup that just opened. */
export const viewedEvent = (
  popup: DisplayPopup,
  install: PixelInstall,
  page: PageContext,
  trigger: TriggerKind,
  eventId: string,
): OutboxEvent =>
  popupEvent('viewed', popup, install, page, eventId, {
    viewer_id: popup.viewerId,
    trigger,
    type: device(page),
  });

/** The close event of a popup the visitor closed without converting. */
export const closedEvent = (
  popup: DisplayPopup,
  install: PixelInstall,
  page: PageContext,
  closeTrigger: TCloseTrigger,
  eventId: string,
): OutboxEvent => popupEvent('closed', popup, install, page, eventId, { close_trigger: closeTrigger });

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
