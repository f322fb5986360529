import { expect, it } from 'vitest';
import { eq, tables } from '@hookline/db';
import { ZDisplayResponse, ZPopupStats } from '@hookline/schema';
import { adminSuite } from '../admin/testing.ts';
import { jsonBody } from '../testing.ts';

const WIX_MEMBER = '0b7ff4f4-5b8c-4b3e-9a64-1f1c3a3c2d10';

/**
 * Store fields (`store_integration`, `store_integration_customer_id`) of the viewed, closed and
 * activity calls: stored with each row, and shown to the owner per store in the popup's results.
 */
adminSuite('store fields on views, closes and activities', (suite) => {
  const post = (path: string, body: Record<string, unknown>) =>
    suite.app.inject({ method: 'POST', url: path, ...jsonBody(body) });
  const view = (store: Record<string, string>, eventId: string) =>
    post(`/api/display/viewed/${suite.owner.popup.publicId}`, {
      viewer_id: suite.owner.popup.viewerId,
      client_id: suite.owner.site.clientId,
      trigger: 'cart',
      url: 'http://localhost/products/tee',
      event_id: eventId,
      ...store,
    });
  const close = (store: Record<string, string>, eventId: string) =>
    post(`/api/display/closed/${suite.owner.popup.publicId}`, {
      client_id: suite.owner.site.clientId,
      close_trigger: 'cancel_click',
      event_id: eventId,
      ...store,
    });
  const today = new Date().toISOString().slice(0, 10);
  const stats = async () =>
    ZPopupStats.parse(
      (
        await suite.get(`/api/admin/popups/${suite.owner.popup.publicId}/stats?from=${today}&to=${today}`)
      ).json(),
    );

  it('stores the store and its customer with each view, close and activity, and the results count them per store', async () => {
    const shopify = { store_integration: 'shopify', store_integration_customer_id: '4471' };
    const wix = { store_integration: 'wix', store_integration_customer_id: WIX_MEMBER };
    for (const [response, label] of [
      [await view(shopify, 'store-view-000001'), 'shopify view'],
      [
        await view(
          { store_integration: 'shopify', store_integration_customer_id: '4472' },
          'store-view-000002',
        ),
        'view',
      ],
      [await view({ store_integration: 'shopify' }, 'store-view-000003'), 'guest view'],
      [await view(wix, 'store-view-000004'), 'wix view'],
      [await view({}, 'store-view-000005'), 'view off a store'],
      [await close(shopify, 'store-close-00001'), 'shopify close'],
      [
        await close({ store_integration: '', store_integration_customer_id: '' }, 'store-close-00002'),
        'close',
      ],
      [
        await post(`/api/display/conversion-activities/${suite.owner.site.clientId}`, {
          email: 'member@example.com',
          poptin_id: suite.owner.popup.publicId,
          activity: 'viewed',
          url: 'localhost',
          ...wix,
        }),
        'activity',
      ],
      [
        await post(`/api/display/total-website-session/${suite.owner.site.clientId}`, {
          email: 'buyer@example.com',
          url: 'localhost',
          ...shopify,
        }),
        'session',
      ],
    ] as const)
      expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
    expect(
      (await suite.convert({ email: 'buyer@example.com', ...shopify, conversion_key: 'store-conv-000001' }))
        .statusCode,
    ).toBe(200);

    const db = suite.database.db;
    const views = await db
      .select({
        event: tables.views.eventId,
        store: tables.views.storeIntegration,
        customer: tables.views.customerId,
      })
      .from(tables.views)
      .where(eq(tables.views.popupId, suite.owner.popup.id));
    expect(views.sort((a, b) => a.event!.localeCompare(b.event!))).toEqual([
      { event: 'store-view-000001', store: 'shopify', customer: '4471' },
      { event: 'store-view-000002', store: 'shopify', customer: '4472' },
      { event: 'store-view-000003', store: 'shopify', customer: null },
      { event: 'store-view-000004', store: 'wix', customer: WIX_MEMBER },
      { event: 'store-view-000005', store: null, customer: null },
    ]);
    const closes = await db
      .select({
        event: tables.closes.eventId,
        store: tables.closes.storeIntegration,
        customer: tables.closes.customerId,
      })
      .from(tables.closes)
      .where(eq(tables.closes.popupId, suite.owner.popup.id));
    expect(closes.sort((a, b) => a.event!.localeCompare(b.event!))).toEqual([
      { event: 'store-close-00001', store: 'shopify', customer: '4471' },
      { event: 'store-close-00002', store: null, customer: null },
    ]);
    const activities = await db
      .select({
        kind: tables.activities.kind,
        store: tables.activities.storeIntegration,
        customer: tables.activities.customerId,
      })
      .from(tables.activities)
      .where(eq(tables.activities.siteId, suite.owner.site.id));
    expect(activities.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'viewed', store: 'wix', customer: WIX_MEMBER },
      { kind: 'website_session', store: 'shopify', customer: '4471' },
    ]);

    // The owner's results: per store, most viewed first; guests are not customers.
    expect((await stats()).stores).toEqual([
      { store_integration: 'shopify', views: 3, closes: 1, conversions: 1, customers: 2 },
      { store_integration: 'wix', views: 1, closes: 0, conversions: 0, customers: 1 },
    ]);
  });

  const displayCall = (fields: Record<string, string>) =>
    suite.app.inject({
      method: 'POST',
      url: `/api/display/${suite.owner.site.clientId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ domain: 'localhost', ...fields }).toString(),
    });
  /** A Wix cart as the site's `GET /_api/ecom/v1/carts/current` answers it (with keys Hookline does not keep). */
  const wixCart = {
    lineItems: [
      {
        id: 'line-c1f2',
        quantity: 2,
        catalogReference: {
          catalogItemId: 'c1f2',
          appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
          options: { variantId: '00000000-0000-0000-0000-000000000001' },
        },
        productName: { original: 'Blue mug' },
        price: { amount: '24.00', formattedAmount: '$24.00' },
        physicalProperties: { weight: 0.4 },
      },
    ],
    subtotal: { amount: '48.00', convertedAmount: '48.00', formattedAmount: '$48.00' },
  };

  it('answers a Wix store’s cart as wix_cart_details {lineItems, subtotal}, in Wix’s shape', async () => {
    const answer = await displayCall({
      store_integration: 'wix',
      store_integration_customer_id: WIX_MEMBER,
      wix_cart_id: 'wix-cart-1',
      cart_total_items: '2',
      cart_total_price: '48.00',
      wix_cart_details: JSON.stringify(wixCart),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = ZDisplayResponse.parse(answer.json());
    expect(body.poptins).toHaveLength(1);
    expect(answer.json().wix_cart_details).toEqual({
      lineItems: [
        {
          id: 'line-c1f2',
          quantity: 2,
          catalogReference: {
            catalogItemId: 'c1f2',
            appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
            options: { variantId: '00000000-0000-0000-0000-000000000001' },
          },
          productName: { original: 'Blue mug' },
          price: { amount: '24.00', formattedAmount: '$24.00' },
        },
      ],
      subtotal: { amount: '48.00', convertedAmount: '48.00', formattedAmount: '$48.00' },
    });
    // An empty cart is a cart too; another store's call answers none.
    const empty = await displayCall({
      store_integration: 'wix',
      wix_cart_details: JSON.stringify({ lineItems: [], subtotal: { amount: '0' } }),
    });
    expect(empty.json().wix_cart_details).toEqual({ lineItems: [], subtotal: { amount: '0' } });
    const shopify = await displayCall({
      store_integration: 'shopify',
      wix_cart_details: JSON.stringify(wixCart),
    });
    expect(shopify.statusCode).toBe(200);
    expect(shopify.json()).not.toHaveProperty('wix_cart_details');
    expect((await displayCall({ store_integration: 'wix' })).json()).not.toHaveProperty('wix_cart_details');
  });

  it.each([
    ['text that is not JSON', 'lineItems', /wix_cart_details must be JSON/],
    ['a cart without a subtotal', JSON.stringify({ lineItems: [] }), /wix_cart_details\.subtotal/],
    [
      'a subtotal that is a number',
      JSON.stringify({ lineItems: [], subtotal: { amount: 48 } }),
      /wix_cart_details\.subtotal\.amount/,
    ],
    [
      'a line without its catalog item',
      JSON.stringify({ lineItems: [{ quantity: 1, catalogReference: {} }], subtotal: { amount: '1' } }),
      /wix_cart_details\.lineItems\.0\.catalogReference\.catalogItemId/,
    ],
    [
      '101 lines',
      JSON.stringify({
        lineItems: Array.from({ length: 101 }, () => ({
          quantity: 1,
          catalogReference: { catalogItemId: 'a' },
        })),
        subtotal: { amount: '1' },
      }),
      /wix_cart_details\.lineItems/,
    ],
  ])('refuses a wix_cart_details of %s with 400', async (_label, details, message) => {
    const answer = await displayCall({ store_integration: 'wix', wix_cart_details: details });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(message);
  });

  it('refuses a wix_cart_id that is not an id with 400', async () => {
    const answer = await displayCall({ store_integration: 'wix', wix_cart_id: 'cart 1; drop' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/wix_cart_id/);
  });

  it('does not count a Shopify customer’s views as a Hookline shop customer’s shows', async () => {
    const answer = await displayCall({
      store_integration: 'hookline',
      store_integration_customer_id: '4471',
    });
    expect(answer.statusCode).toBe(200);
    // 4471 is no shop customer: the answer carries no customer record built from Shopify's views.
    expect(answer.json().customer).toBeUndefined();
  });

  it.each([
    [
      'an unknown platform',
      { store_integration: 'magento', store_integration_customer_id: '1' },
      /store_integration/,
    ],
    [
      'a customer id with markup',
      { store_integration: 'shopify', store_integration_customer_id: '<b>1</b>' },
      /store_integration_customer_id/,
    ],
    [
      'a customer id of 201 characters',
      { store_integration: 'wix', store_integration_customer_id: 'a'.repeat(201) },
      /store_integration_customer_id/,
    ],
    [
      'a customer id that is a number',
      { store_integration: 'shopify', store_integration_customer_id: 4471 },
      /store_integration_customer_id/,
    ],
  ])('refuses %s with 400 on every call, and stores nothing', async (_label, store, message) => {
    const before = await stats();
    const calls = [
      await view(store as Record<string, string>, 'store-bad-view-01'),
      await close(store as Record<string, string>, 'store-bad-close-1'),
      await post(`/api/display/conversion-activities/${suite.owner.site.clientId}`, {
        email: 'member@example.com',
        poptin_id: suite.owner.popup.publicId,
        activity: 'closed',
        ...store,
      }),
      await post(`/api/display/total-website-session/${suite.owner.site.clientId}`, {
        url: 'localhost',
        ...store,
      }),
    ];
    for (const response of calls) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await stats()).stores).toEqual(before.stores);
  });

  it('shows one owner’s store counts to no other account', async () => {
    const response = await suite.call('GET', `/api/admin/popups/${suite.other.popup.publicId}/stats`);
    expect(response.statusCode).toBe(404);
  });
});
