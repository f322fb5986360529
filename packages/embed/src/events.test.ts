import { ZClosedRequest, ZConversionRequest, ZViewedRequest } from '@hookline/schema';
import { describe, expect, it } from 'vitest';
import { closedEvent, conversionEvent, viewedEvent } from './events.ts';
import type { PageContext } from './page/page-context.ts';
import { CLIENT_ID, displayPopup, POPUP_ID, VIEWER_ID } from './testing/fixtures.ts';

const install = { clientId: CLIENT_ID, host: 'https://hookline.test' };
const page: PageContext = {
  domain: 'shop.example.com',
  url: 'https://shop.example.com/mug',
  referrer: '',
  title: 'Mug',
  isMobile: true,
  originLandingPage: 'https://shop.example.com/',
  previousUrl: '',
  pageRefreshed: false,
  browserLanguage: 'he-IL',
  operatingSystem: 'Android',
};
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

  it('closed: why the visitor closed it, accepted by the API schema', () => {
    const event = closedEvent(popup, install, page, 'cancel_click', 'close-event-1');
    expect(event.path).toBe(`/api/display/closed/${POPUP_ID}`);
    expect(ZClosedRequest.parse(event.body)).toMatchObject({
      close_trigger: 'cancel_click',
      event_id: 'close-event-1',
    });
  });

  it('conversion: the payload of spec section 3 with the form values, accepted by the API schema', () => {
    const event = conversionEvent({
      popup,
      install,
      page,
      trigger: 'seconds',
      submission: {
        values: { email: 'jane@example.com', url: 'https://evil.example', ['a'.repeat(101)]: 'x' },
        extraFields: [{ id: 'f1', type: 'custom', name: 'shoe_size', placeholder: 'Size', value: '42' }],
      },
      viewId: '17',
      conversionKey: 'conversion-key-1',
    });
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
      email: 'jane@example.com',
    });
    expect(JSON.parse(body.newExtraFields!)).toEqual([
      { id: 'f1', type: 'custom', name: 'shoe_size', placeholder: 'Size', value: '42' },
    ]);
    expect(body).not.toHaveProperty('a'.repeat(101));
  });

  it('a conversion before the view is acknowledged has no view id', () => {
    const event = conversionEvent({
      popup,
      install,
      page,
      trigger: 'seconds',
      submission: { values: {}, extraFields: [] },
      viewId: undefined,
      conversionKey: 'conversion-key-2',
    });
    expect(event.body).not.toHaveProperty('poptin_view_id');
    expect(event.body.newExtraFields).toBe('[]');
  });
});
