import { ZClosedRequest, ZConversionRequest, ZViewedRequest } from '@hookline/schema';
import { describe, expect, it } from 'vitest';
import { conversionEvent } from './conversion-event.ts';
import { closedEvent, viewedEvent } from './events.ts';
import {
  CLIENT_ID,
  displayPopup,
  INSTALL as install,
  pageContext,
  POPUP_ID,
  VIEWER_ID,
} from './testing/fixtures.ts';

const page = pageContext({
  url: 'https://shop.example.com/mug',
  referrer: '',
  title: 'Mug',
  isMobile: true,
  previousUrl: '',
  browserLanguage: 'he-IL',
  operatingSystem: 'Android',
});
const knownVisitor = pageContext({
  convertedEmail: 'jane@example.com',
  storeIntegration: 'shopify',
  storeCustomerId: '42',
});
const popup = displayPopup();

describe('event payloads', () => {
  it('viewed: the view of a popup, accepted by the API schema', () => {
    const event = viewedEvent(popup, install, page, 'seconds', 'view-event-01');
    expect(event.path).toBe(`/api/display/viewed/${POPUP_ID}`);
    expect(ZViewedRequest.parse(event.body)).toEqual({
      viewer_id: VIEWER_ID,
      client_id: CLIENT_ID,
      trigger: 'seconds',
      type: 'mobile',
      url: 'https://shop.example.com/mug',
      event_id: 'view-event-01',
    });
  });

  it("viewed and closed carry a known visitor's email and store identity", () => {
    const facts = {
      converted_email: 'jane@example.com',
      store_integration: 'shopify',
      store_integration_customer_id: '42',
    };
    expect(
      ZViewedRequest.parse(viewedEvent(popup, install, knownVisitor, 'clicks', 'view-event-02').body),
    ).toMatchObject(facts);
    expect(
      ZClosedRequest.parse(closedEvent(popup, install, knownVisitor, 'bg_click', 'close-event-2').body),
    ).toMatchObject(facts);
  });

  it('closed: why the visitor closed it, accepted by the API schema', () => {
    const event = closedEvent(popup, install, page, 'cancel_click', 'close-event-1');
    expect(event.path).toBe(`/api/display/closed/${POPUP_ID}`);
    expect(ZClosedRequest.parse(event.body)).toMatchObject({
      close_trigger: 'cancel_click',
      event_id: 'close-event-1',
    });
  });

  it('conversion: the payload of spec section 3 with the form values, accepted by the API schema', () => {
    const submission = {
      values: { email: 'jane@example.com', url: 'https://evil.example', ['a'.repeat(101)]: 'x' },
      extraFields: [{ id: 'f1', type: 'custom', name: 'shoe_size', placeholder: 'Size', value: '42' }],
      meta: { coupon: 'SAVE10', checkbox_checked: '1', poptin_id: 'forged', url: 'https://evil.example' },
    };
    const event = conversionEvent(popup, install, page, 'seconds', submission, '17', 'conversion-key-1');
    expect(event.id).toBe('conversion-key-1');
    expect(event.path).toBe(`/api/display/conversion/${VIEWER_ID}`);
    const body = ZConversionRequest.parse(event.body);
    expect(body).toMatchObject({
      url: 'https://shop.example.com/mug',
      p_target: 'lead',
      trigger: 'seconds',
      poptin_id: POPUP_ID,
      title: 'Mug',
      client_id: CLIENT_ID,
      visitor: 'mobile',
      origin_landing_page: 'https://shop.example.com/',
      browser_language: 'he-IL',
      operating_system: 'Android',
      poptin_view_id: '17',
      conversion_key: 'conversion-key-1',
      // The pixel's anonymous visitor id: a shop order from this browser is attributed to the popup.
      visitor_id: page.userId,
      email: 'jane@example.com',
      coupon: 'SAVE10',
      checkbox_checked: '1',
      previous_visited_pages: page.visitedPages.previous_visited_pages,
      previous_visited_pages_with_current: page.visitedPages.previous_visited_pages_with_current,
      previous_visited_pages_with_time: page.visitedPages.previous_visited_pages_with_time,
      previous_visited_pages_all: page.visitedPages.previous_visited_pages_all,
    });
    // Every key but the form values is one the API knows: a stray one would be stored as a lead field.
    expect(body).not.toHaveProperty('all_visited_pages');
    expect(body).not.toHaveProperty('converted_email');
    expect(JSON.parse(body.newExtraFields!)).toEqual([
      { id: 'f1', type: 'custom', name: 'shoe_size', placeholder: 'Size', value: '42' },
    ]);
    expect(body).not.toHaveProperty('a'.repeat(101));
  });

  it("a game's conversion carries its prize: prize_id beside the prize's label and code", () => {
    const game = {
      values: { email: 'a@b.co', prize_label: '10% OFF', prize_code: 'SPIN10' },
      extraFields: [],
      meta: { prize_id: 'ten' },
    };
    const event = conversionEvent(
      displayPopup({ type: 'gamified' }),
      install,
      page,
      'seconds',
      game,
      '17',
      'conversion-key-3',
    );
    expect(ZConversionRequest.parse(event.body)).toMatchObject({
      prize_id: 'ten',
      prize_label: '10% OFF',
      prize_code: 'SPIN10',
    });
  });

  it('a conversion before the view is acknowledged has no view id', () => {
    const submission = { values: {}, extraFields: [] };
    const event = conversionEvent(popup, install, page, 'seconds', submission, undefined, 'conversion-key-2');
    expect(event.body).not.toHaveProperty('poptin_view_id');
    expect(event.body.newExtraFields).toBe('[]');
  });
});
