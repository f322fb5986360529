import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes.tsx';
import { buttonByName, cleanup, mockApi, renderRoutes, waitFor } from '../../test/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { user: { email: 'owner@example.com' }, account: { id: 'a1', name: 'Demo account' } };
const site = {
  client_id: 'hooklinedemo1',
  name: 'Demo shop',
  domains: ['shop.example.com'],
  time_zone: 'UTC',
  pixel_seen_at: null as string | null,
  pixel_seen_domain: null as string | null,
  snippet: '<script id="hookline-pixel" src="https://hookline.example/pixel.js?id=hooklinedemo1" async></script>',
};

/** The API of a site whose pixel is seen from the `seenFrom`-th read of the site on. */
function api(seenFrom: number) {
  let reads = 0;
  return mockApi(({ url }) => {
    if (url.pathname === '/api/admin/me') return { status: 200, body: me };
    if (url.pathname === '/api/admin/sites/hooklinedemo1') {
      reads++;
      const seen = reads >= seenFrom;
      return {
        status: 200,
        body: {
          ...site,
          pixel_seen_at: seen ? new Date(Date.now() - 2 * 60_000 - 5_000).toISOString() : null,
          pixel_seen_domain: seen ? 'shop.example.com' : null,
        },
      };
    }
    if (url.pathname === '/api/admin/sites/hooklinedemo1/popups') return { status: 200, body: [] };
    if (url.pathname === '/api/admin/leads') {
      return { status: 200, body: { rows: [], total: 0, total_capped: false, older: null, newer: null } };
    }
    return { status: 404, body: { error: 'not_found', message: 'not found' } };
  });
}

const status = (container: HTMLElement) =>
  container.querySelector('[aria-labelledby="install-title"] [role="status"]')?.textContent;

describe('the site page’s install check', () => {
  it('says where and how long ago the pixel was seen', async () => {
    api(1);
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1');
    await waitFor(() => expect(status(container)).toBe('Installed: seen on shop.example.com 2 minutes ago'));
  });

  it('says "Not installed yet" with the snippet, and Check again reads the site anew', async () => {
    const calls = api(3);
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1');
    await waitFor(() => expect(status(container)).toContain('Not installed yet.'));
    const panel = container.querySelector<HTMLElement>('[aria-labelledby="install-title"]')!;
    expect(panel.querySelector('pre')?.textContent).toBe(site.snippet);
    const siteReads = () =>
      calls.mock.calls.filter(([input]) => String(input) === '/api/admin/sites/hooklinedemo1').length;
    expect(siteReads()).toBe(1);
    // Not seen at the second read: the owner is told it is still not there.
    await act(async () => buttonByName(panel, 'Check again').click());
    await waitFor(() => expect(status(container)).toContain('Still not seen'));
    expect(siteReads()).toBe(2);
    await act(async () => buttonByName(panel, 'Check again').click());
    await waitFor(() => expect(status(container)).toBe('Installed: seen on shop.example.com 2 minutes ago'));
  });
});
