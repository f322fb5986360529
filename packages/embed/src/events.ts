import type { TCloseTrigger, TClosedRequest, TViewedRequest } from '@hookline/schema';
import type { TriggerKind } from '@hookline/rules';
import { clip, withoutEmpty } from './display-call.ts';
import type { OutboxEvent } from './outbox/entries.ts';
import type { PageContext } from './page/page-context.ts';
import type { DisplayPopup } from './popup/contract.ts';
import type { PixelInstall } from './script-tag.ts';

export const MAX_URL = 4000;
export const MAX_SHORT = 500;

export const device = (page: PageContext) => (page.isMobile ? 'mobile' : 'desktop');

type Body<T> = { [K in keyof T]-?: string };

/** The visitor facts events carry (the email they converted with, their store), empty ones left out. */
export const visitorFacts = (page: PageContext) =>
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
