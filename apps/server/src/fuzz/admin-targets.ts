import type { FuzzIds, FuzzTarget } from './fuzz-target.ts';

/** The dashboard API as the owner: the account, sites, popups and their results, leads. */
export function adminFuzzTargets(ids: FuzzIds): FuzzTarget[] {
  const site = { clientId: ids.clientId };
  const popup = { popupId: ids.popupId };
  const range = { from: '2025-01-01', to: '2025-01-31', tz: 'Europe/London' };
  return [
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
  ];
}

/** A login with a wrong password (no session). */
export const wrongLoginTarget: FuzzTarget = {
  method: 'POST',
  route: '/api/admin/login',
  body: { email: 'nobody@example.com', password: 'wrong' },
  encoding: 'json',
};
