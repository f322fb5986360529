import type { FuzzTarget } from './fuzz-target.ts';

/** An integration id no site has: the routes by id parse it, look it up and answer 404. */
const NO_SUCH_INTEGRATION = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

/**
 * A site's integrations as the owner (issue 28): the list, a new Mailchimp one, and the routes by
 * id. Test connection is left out: it calls the provider (the fuzz test points every provider at a
 * port fetch refuses, so a queued lead's send fails at once without leaving the machine).
 */
export function integrationFuzzTargets(clientId: string, popupId: string): FuzzTarget[] {
  const site = { clientId };
  const one = { id: NO_SUCH_INTEGRATION };
  return [
    { method: 'GET', route: '/api/admin/sites/:clientId/integrations', params: site, session: true },
    {
      method: 'POST',
      route: '/api/admin/sites/:clientId/integrations',
      params: site,
      body: {
        provider: 'mailchimp',
        api_key: '0123456789abcdef0123456789abcdef-us21',
        list_id: 'a1b2c3d4e5',
        double_opt_in: false,
        field_map: { name: 'FNAME' },
        excluded_popups: [popupId],
        enabled: false,
      },
      encoding: 'json',
      session: true,
    },
    {
      method: 'PUT',
      route: '/api/admin/integrations/:id',
      params: one,
      body: { enabled: true, field_map: { phone: 'PHONE' }, list_id: 'a1b2c3d4e5' },
      encoding: 'json',
      session: true,
    },
    { method: 'DELETE', route: '/api/admin/integrations/:id', params: one, session: true },
    {
      method: 'GET',
      route: '/api/admin/integrations/:id/deliveries',
      params: one,
      query: { limit: '20', offset: '0' },
      session: true,
    },
    {
      method: 'POST',
      route: '/api/admin/integrations/:id/deliveries/:deliveryId/retry',
      params: { ...one, deliveryId: '1' },
      session: true,
    },
  ];
}
