import type { TCloseTrigger, TClosedRequest, TViewedRequest } from '@hookline/schema';
import type { TriggerKind } from '@hookline/rules';
import { clip } from './display-call.ts';
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
const SUBMISSION_META_KEYS = new Set(['checkbox_checked', 'coupon', 'extra_button', 'leader_request_cookie']);

const device = (page: PageContext) => (page.isMobile ? 'mobile' : 'desktop');

type Body<T> = { [K in keyof T]-?: string };

/** The visitor facts every event carries, empty ones left out. */
function visitorFacts(page: PageContext) {
  const facts: Record<string, string> = {
    converted_email: clip(page.convertedEmail, 320),
    store_integration: clip(page.storeIntegration, MAX_SHORT),
    store_integration_customer_id: clip(page.storeCustomerId, MAX_SHORT),
  };
  for (const key of Object.keys(facts)) if (!facts[key]) delete facts[key];
  return facts;
}

/** The viewed event of a popup that just opened (`POST /api/display/viewed/{poptin_id}`, JSON). */
export function viewedEvent(
  popup: DisplayPopup,
  install: PixelInstall,
  page: PageContext,
  trigger: TriggerKind,
  eventId: string,
): OutboxEvent {
  const body = {
    viewer_id: popup.viewerId,
    client_id: install.clientId,
    trigger,
    type: device(page),
    url: clip(page.url, MAX_URL),
    event_id: eventId,
    ...visitorFacts(page),
  } satisfies Partial<Body<TViewedRequest>>;
  return { kind: 'viewed', id: eventId, path: `/api/display/viewed/${popup.id}`, body };
}

/** The close event of a popup the visitor closed without converting (JSON). */
export function closedEvent(
  popup: DisplayPopup,
  install: PixelInstall,
  page: PageContext,
  closeTrigger: TCloseTrigger,
  eventId: string,
): OutboxEvent {
  const body = {
    client_id: install.clientId,
    url: clip(page.url, MAX_URL),
    close_trigger: closeTrigger,
    event_id: eventId,
    ...visitorFacts(page),
  } satisfies Partial<Body<TClosedRequest>>;
  return { kind: 'closed', id: eventId, path: `/api/display/closed/${popup.id}`, body };
}

export interface ConversionFacts {
  popup: DisplayPopup;
  install: PixelInstall;
  page: PageContext;
  trigger: TriggerKind;
  submission: FormSubmission;
  /** The view's id, once the viewed event was acknowledged. */
  viewId: string | undefined;
  conversionKey: string;
}

/**
 * The conversion payload of spec section 3 (form-encoded, posted to the popup's viewer id): the
 * page and visitor facts with the visited pages, `newExtraFields`, the popup's extra keys
 * (coupon, ticked checkbox, extra button), and the form values keyed by field name. A form value
 * never overwrites a payload key, and the payload stays within the API's 100 keys.
 */
export function conversionEvent(facts: ConversionFacts): OutboxEvent {
  const { popup, install, page, submission } = facts;
  const { all_visited_pages: _all, ...visitedPages } = page.visitedPages;
  const body: Record<string, string> = {
    url: clip(page.url, MAX_URL),
    p_target: clip(popup.target, MAX_SHORT),
    referrer: clip(page.referrer, MAX_URL),
    previous_url: clip(page.previousUrl, MAX_URL),
    trigger: facts.trigger,
    poptin_id: popup.id,
    title: clip(page.title, MAX_SHORT),
    client_id: install.clientId,
    visitor: device(page),
    origin_landing_page: clip(page.originLandingPage, MAX_URL),
    browser_language: clip(page.browserLanguage, 100),
    operating_system: page.operatingSystem,
    newExtraFields: clip(JSON.stringify(submission.extraFields), 50_000),
    conversion_key: facts.conversionKey,
  };
  for (const [key, value] of Object.entries({ ...visitedPages, ...visitorFacts(page) })) {
    if (value) body[key] = clip(value, MAX_VALUE);
  }
  delete body.converted_email; // not a conversion key: it would be stored as a form value
  for (const [key, value] of Object.entries(submission.meta ?? {})) {
    if (SUBMISSION_META_KEYS.has(key) && typeof value === 'string') body[key] = clip(value, MAX_SHORT);
  }
  if (facts.viewId) body.poptin_view_id = facts.viewId;
  for (const [name, value] of Object.entries(submission.values)) {
    if (Object.keys(body).length >= MAX_CONVERSION_KEYS) break;
    if (name in body || name.length > 100) continue;
    body[name] = clip(value, MAX_VALUE);
  }
  return {
    kind: 'conversion',
    id: facts.conversionKey,
    path: `/api/display/conversion/${popup.viewerId}`,
    body,
  };
}
