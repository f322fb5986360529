import type { FuzzIds, FuzzTarget } from './fuzz-target.ts';

/** The visitor script's calls (spec section 7) and the pixel, each with a valid request. */
export function displayFuzzTargets(ids: FuzzIds): FuzzTarget[] {
  const site = { clientId: ids.clientId };
  const popup = { popupId: ids.popupId };
  const visit = { domain: 'localhost', page_title: 'Home', if_mobile: '0', url: 'http://localhost/' };
  return [
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
  ];
}
