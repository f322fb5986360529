/** One endpoint as the fuzz test sends it: a valid request to start from, and how it is encoded. */
export interface FuzzTarget {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `/api/display/:clientId` style; each `:name` is filled from `params`. */
  route: string;
  params?: Record<string, string>;
  /** A valid query (or nothing). */
  query?: Record<string, unknown>;
  /** A valid body (or nothing), sent as `encoding`. */
  body?: Record<string, unknown>;
  encoding?: 'json' | 'form' | 'file';
  /** With encoding `file`: the raw bytes sent as the body (an upload). */
  file?: Uint8Array;
  /** Sent with the owner's dashboard session (most of the time: sometimes without). */
  session?: boolean;
}

/** The ids of what the app under test holds, filled into the targets' addresses and bodies. */
export interface FuzzIds {
  clientId: string;
  popupId: string;
  viewerId: string;
  productId: string;
  variableProductId: string;
  productSlug: string;
}

import { TINY_IMAGES } from '../media/testing.ts';

/** Every public endpoint, display to dashboard, with a valid request each. */
export function fuzzTargets(ids: FuzzIds): FuzzTarget[] {
  const site = { clientId: ids.clientId };
  const popup = { popupId: ids.popupId };
  const visit = { domain: 'localhost', page_title: 'Home', if_mobile: '0', url: 'http://localhost/' };
  const range = { from: '2025-01-01', to: '2025-01-31', tz: 'Europe/London' };
  return [
    // The visitor script's calls (spec section 7).
    { method: 'POST', route: '/api/display/:clientId', params: site, body: visit, encoding: 'form' },
    {
      method: 'POST',
      route: '/api/display/viewed/:popupId',
      params: popup,
      body: { viewer_id: ids.viewerId, client_id: ids.clientId, url: 'http://localhost/', trigger: 'timer' },
      encoding: 'json',
    },
    {
      method: 'POST',
      route: '/api/display/conversion/:viewerId',
      params: { viewerId: ids.viewerId },
      body: {
        poptin_id: ids.popupId,
        client_id: ids.clientId,
        email: 'lead@example.com',
        first_name: 'Ann',
        url: 'http://localhost/',
        newExtraFields: '[]',
        conversion_key: 'fuzz-key-0001',
      },
      encoding: 'form',
    },
    {
      method: 'POST',
      route: '/api/display/closed/:popupId',
      params: popup,
      body: { client_id: ids.clientId, url: 'http://localhost/', close_trigger: 'x_button' },
      encoding: 'json',
    },
    {
      method: 'POST',
      route: '/api/display/click/:popupId',
      params: popup,
      body: { client_id: ids.clientId, domain: 'localhost' },
      encoding: 'json',
    },
    {
      method: 'GET',
      route: '/api/display/click/:popupId',
      params: popup,
      query: { client_id: ids.clientId },
    },
    {
      method: 'POST',
      route: '/api/display/total-website-session/:clientId',
      params: site,
      body: { email: 'a@example.com', url: 'localhost' },
      encoding: 'json',
    },
    {
      method: 'POST',
      route: '/api/display/conversion-activities/:clientId',
      params: site,
      body: { email: 'a@example.com', poptin_id: ids.popupId, activity: 'viewed', url: 'localhost' },
      encoding: 'json',
    },
    { method: 'GET', route: '/api/display/limitLogs/:clientId', params: site, query: { status: 'click' } },
    { method: 'GET', route: '/api/display/free-email-domains' },
    { method: 'GET', route: '/pixel.js' },
    // The shop: pages and its API.
    { method: 'GET', route: '/shop', query: { paged: '2', orderby: 'price', category: 'coffee' } },
    {
      method: 'GET',
      route: '/product/:slug',
      params: { slug: ids.productSlug },
      query: { attribute_pa_size: 'm' },
    },
    { method: 'GET', route: '/cart' },
    { method: 'GET', route: '/my-account' },
    {
      method: 'GET',
      route: '/shop-images/:hue/:size/:label',
      params: { hue: '120', size: '300', label: 'Mug' },
    },
    {
      method: 'POST',
      route: '/api/shop/add_to_cart',
      body: { product_id: ids.productId, quantity: '1' },
      encoding: 'form',
    },
    {
      method: 'POST',
      route: '/api/shop/remove_from_cart',
      body: { cart_item_key: 'a'.repeat(32) },
      encoding: 'json',
    },
    { method: 'GET', route: '/api/shop/remove_from_cart', query: { cart_item_key: 'a'.repeat(32) } },
    { method: 'GET', route: '/api/shop/cart' },
    {
      method: 'POST',
      route: '/api/shop/get_variation',
      body: { product_id: ids.variableProductId, attribute_pa_size: 'm' },
      encoding: 'form',
    },
    { method: 'GET', route: '/api/shop/products/:id/reviews', params: { id: ids.productId } },
    {
      method: 'POST',
      route: '/api/shop/products/:id/reviews',
      params: { id: ids.productId },
      body: { rating: '5', comment: 'Lovely', author: 'Ann', email: 'ann@example.com' },
      encoding: 'json',
    },
    {
      method: 'POST',
      route: '/api/shop/customer/login',
      body: { email: 'nobody@example.com', password: 'wrong password' },
      encoding: 'json',
    },
    { method: 'POST', route: '/api/shop/customer/logout' },
    { method: 'GET', route: '/api/shop/customer' },
    {
      method: 'POST',
      route: '/api/shop/checkout',
      body: {
        billing_first_name: 'Ann',
        billing_last_name: 'Lee',
        billing_email: 'ann@example.com',
        billing_address_1: '1 Main St',
        billing_city: 'Leeds',
        billing_postcode: 'LS1 1AA',
        billing_country: 'GB',
        payment_method: 'cod',
        hl_source: 'fuzz',
      },
      encoding: 'form',
    },
    // The dashboard API, as the owner.
    { method: 'GET', route: '/api/admin/me', session: true },
    { method: 'GET', route: '/api/admin/session', session: true },
    { method: 'GET', route: '/api/admin/sites', session: true },
    { method: 'GET', route: '/api/admin/sites/:clientId', params: site, session: true },
    {
      method: 'POST',
      route: '/api/admin/sites',
      body: { name: 'Fuzz shop', domains: ['fuzz.example'] },
      encoding: 'json',
      session: true,
    },
    {
      method: 'PATCH',
      route: '/api/admin/sites/:clientId',
      params: site,
      body: { name: 'Renamed', domains: ['localhost'] },
      encoding: 'json',
      session: true,
    },
    { method: 'GET', route: '/api/admin/sites/:clientId/popups', params: site, session: true },
    { method: 'GET', route: '/api/admin/popup-catalog', session: true },
    {
      method: 'POST',
      route: '/api/admin/sites/:clientId/popups',
      params: site,
      body: { name: 'Fuzzed', type: 'lightbox', format: 1 },
      encoding: 'json',
      session: true,
    },
    { method: 'GET', route: '/api/admin/popups/:popupId', params: popup, session: true },
    {
      method: 'POST',
      route: '/api/admin/popups/:popupId/status',
      params: popup,
      body: { status: 'active' },
      encoding: 'json',
      session: true,
    },
    {
      method: 'POST',
      route: '/api/admin/popups/:popupId/duplicate',
      params: popup,
      body: { name: 'Copy' },
      encoding: 'json',
      session: true,
    },
    { method: 'GET', route: '/api/admin/popups/:popupId/stats', params: popup, query: range, session: true },
    {
      method: 'GET',
      route: '/api/admin/popups/:popupId/ab-test',
      params: popup,
      query: range,
      session: true,
    },
    {
      method: 'GET',
      route: '/api/admin/leads',
      query: { ...range, site: ids.clientId, q: 'ann', limit: '10', offset: '0' },
      session: true,
    },
    {
      method: 'GET',
      route: '/api/admin/leads.csv',
      query: { ...range, popup: ids.popupId, q: 'a' },
      session: true,
    },
    { method: 'DELETE', route: '/api/admin/leads/:leadId', params: { leadId: '999999999' }, session: true },
    {
      method: 'POST',
      route: '/api/admin/sites/:clientId/media',
      params: site,
      query: { name: 'photo.png' },
      encoding: 'file',
      file: TINY_IMAGES.png,
      session: true,
    },
    {
      method: 'GET',
      route: '/api/admin/sites/:clientId/media',
      params: site,
      query: { limit: '10' },
      session: true,
    },
    {
      method: 'DELETE',
      route: '/api/admin/sites/:clientId/media/:mediaId',
      params: { ...site, mediaId: '7b0f2c1e-3c1a-4d55-9a55-0b6a4f1b2c3d' },
      session: true,
    },
    { method: 'GET', route: '/media/:file', params: { file: `${'ab'.repeat(16)}.png` } },
    { method: 'GET', route: '/api/admin/sites/:clientId/webhook', params: site, session: true },
    {
      method: 'PUT',
      route: '/api/admin/sites/:clientId/webhook',
      params: site,
      body: { url: 'https://hooks.invalid/hookline', enabled: false },
      encoding: 'json',
      session: true,
    },
    { method: 'POST', route: '/api/admin/sites/:clientId/webhook/secret', params: site, session: true },
    {
      method: 'GET',
      route: '/api/admin/sites/:clientId/webhook/deliveries',
      params: site,
      query: { limit: '20' },
      session: true,
    },
    {
      method: 'POST',
      route: '/api/admin/sites/:clientId/webhook/deliveries/:deliveryId/retry',
      params: { ...site, deliveryId: '1' },
      session: true,
    },
    {
      method: 'POST',
      route: '/api/admin/login',
      body: { email: 'nobody@example.com', password: 'wrong' },
      encoding: 'json',
    },
  ];
}
