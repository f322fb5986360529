import { TINY_IMAGES } from '../media/testing.ts';
import type { FuzzTarget } from './fuzz-target.ts';

/** The site's media library as the owner (an upload, the list, a delete) and a media file. */
export function mediaFuzzTargets(clientId: string): FuzzTarget[] {
  const site = { clientId };
  return [
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
  ];
}

/** The site's webhook as the owner: its settings, secret, deliveries and a retry. */
export function webhookFuzzTargets(clientId: string): FuzzTarget[] {
  const site = { clientId };
  return [
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
  ];
}
