import { ZClickRequest, ZDisplayRequest } from '@hookline/schema';
import { describe, expect, it } from 'vitest';
import { displayRequestFields, visitorFields, withoutEmpty, type DisplayCallExtras } from './display-call.ts';
import { CLIENT_ID, pageContext } from './testing/fixtures.ts';

const extras: DisplayCallExtras = {
  abVariants: { parentpopup01: 'variantpop001' },
  siteMs: 42_500,
  previewId: null,
  embeddedIds: [],
};

describe('displayRequestFields', () => {
  it('fills every display call field of spec section 7 the page knows, accepted by the API', () => {
    const fields = displayRequestFields(
      pageContext({ convertedEmail: 'jane@example.com', storeIntegration: 'shopify', storeCustomerId: '77' }),
      { ...extras, previewId: 'previewpopup1', embeddedIds: ['embedpopup001', 'embedpopup002'] },
    );
    expect(ZDisplayRequest.parse(fields)).toEqual(fields);
    expect(fields).toEqual({
      domain: 'shop.example.com',
      referrer: 'https://www.google.com/',
      previous_url: 'https://shop.example.com/',
      cookies: '{"poptin_user_id":"AbCdEfGh12345678","poptin_ab":{"parentpopup01":"variantpop001"}}',
      triggers: '{"page_views":2,"visit":2,"site_seconds":42}',
      if_mobile: '0',
      page_title: 'Mug | Example shop',
      origin_landing_page: 'https://shop.example.com/',
      cancel_visitor_count: '1',
      previous_visited_pages: 'https://shop.example.com/',
      previous_visited_pages_with_current: 'https://shop.example.com/|https://shop.example.com/products/mug',
      previous_visited_pages_with_time: 'https://shop.example.com/~2026-05-01T10:00:00.000Z',
      previous_visited_pages_all: 'https://shop.example.com/old|https://shop.example.com/',
      all_visited_pages:
        'https://shop.example.com/old~2026-04-01T10:00:00.000Z|https://shop.example.com/~2026-05-01T10:00:00.000Z',
      store_integration: 'shopify',
      store_integration_customer_id: '77',
      cc: 'US',
      poptin_forms_id: 'embedpopup001,embedpopup002',
      if_page_refreshed: '0',
      poptin_viewed_url: 'https://shop.example.com/products/mug?utm_source=ads',
      preview_poptin_id: 'previewpopup1',
      converted_email: 'jane@example.com',
    });
  });

  it('leaves out empty values and flags a first mobile reload', () => {
    const fields = displayRequestFields(
      pageContext({
        referrer: '',
        previousUrl: '',
        isMobile: true,
        pageRefreshed: true,
        cancelVisitorCount: false,
        countryCode: '',
      }),
      extras,
    );
    for (const key of [
      'referrer',
      'previous_url',
      'cc',
      'poptin_forms_id',
      'preview_poptin_id',
      'converted_email',
    ]) {
      expect(fields).not.toHaveProperty(key);
    }
    expect(fields).toMatchObject({ if_mobile: '1', if_page_refreshed: '1', cancel_visitor_count: '0' });
  });

  it('cuts values to the sizes the API accepts', () => {
    const fields = displayRequestFields(
      pageContext({ title: 't'.repeat(900), url: `https://x.example/${'a'.repeat(5000)}` }),
      extras,
    );
    expect(ZDisplayRequest.safeParse(fields).success).toBe(true);
  });
});

describe('visitorFields', () => {
  it('make a click call body the API accepts', () => {
    const body = withoutEmpty({ client_id: CLIENT_ID, ...visitorFields(pageContext(), extras) });
    expect(ZClickRequest.parse(body)).toEqual(body);
  });
});
