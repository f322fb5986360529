import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailForm } from '../test/fixtures.ts';
import { routes } from '../routes.tsx';
import { buttonByName, cleanup, mockApi, renderRoutes, waitFor } from '../test/render.tsx';

/** The editor's "Preview on my site", and what activating says before the pixel was ever seen (issue 26). */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const me = { user: { email: 'owner@example.com' }, account: { id: 'a1', name: 'Demo account' } };
const site = {
  client_id: 'hooklinedemo1',
  name: 'Demo shop',
  domains: ['shop.example.com'],
  time_zone: 'UTC',
  pixel_seen_at: null as string | null,
  pixel_seen_domain: null as string | null,
  snippet: '<script></script>',
};
const popup = {
  id: 'aaaaaaaaaaaaa',
  viewer_id: 'vvvvvvvvvvvvv',
  site: 'hooklinedemo1',
  name: 'Welcome offer',
  type: 'lightbox',
  format: 1,
  target: 'lead',
  lang: 'en',
  status: 'paused',
  width: 800,
  height: 500,
  content: emailForm('Get 10% off'),
  design_properties: {},
  display_rules: {},
  triggers: { seconds_on_page: 5 },
  is_teasers_on: false,
  on_click: false,
  x_close_button: true,
  ab_test: false,
  ab_test_parent_id: null,
  created_at: '2025-01-01T12:00:00.000Z',
  updated_at: '2025-01-01T12:00:00.000Z',
};
const LINK = 'https://shop.example.com/?hookline_preview=tttttttttttttttttttttttttttttttt';

function api(theSite: typeof site = site, domains = site.domains) {
  return mockApi(({ method, url }) => {
    const path = url.pathname;
    if (path === '/api/admin/me') return { status: 200, body: me };
    if (path === `/api/admin/sites/${site.client_id}`) return { status: 200, body: { ...theSite, domains } };
    if (path === `/api/admin/sites/${site.client_id}/popups`) return { status: 200, body: [] };
    if (path === `/api/admin/popups/${popup.id}/preview-link` && method === 'POST') {
      return { status: 200, body: { url: LINK, token: 't', expires_at: '2030-01-01T00:00:00.000Z' } };
    }
    if (path === `/api/admin/popups/${popup.id}/status` && method === 'POST') {
      return { status: 200, body: { ...popup, status: 'active' } };
    }
    if (path === `/api/admin/popups/${popup.id}`) return { status: 200, body: popup };
    return { status: 404, body: { error: 'not_found', message: `No route for ${path}` } };
  });
}

const open = async () => {
  const rendered = await renderRoutes(routes, `/popups/${popup.id}/edit`);
  await waitFor(() => expect(rendered.container.querySelector('h1')?.textContent).toContain('Welcome offer'));
  return rendered;
};

describe('preview on my site', () => {
  it('opens a tab in the click and sends it to the one-time link', async () => {
    const calls = api();
    const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { container } = await open();
    await act(async () => buttonByName(container, 'Preview on my site').click());
    expect(windowOpen).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(LINK));
    expect(tab.opener).toBeNull();
    expect(
      calls.mock.calls.some(
        ([input, init]) => String(input).endsWith('/preview-link') && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(container.textContent).toContain('Opened shop.example.com in a new tab');
  });

  it('cannot preview a site without an address, and says why', async () => {
    api(site, []);
    vi.spyOn(window, 'open');
    const { container } = await open();
    expect(buttonByName(container, 'Preview on my site').disabled).toBe(true);
    expect(container.textContent).toContain('Add your site’s address');
  });
});

describe('activating', () => {
  it('says visitors will see the popup once the snippet is on the site, while the pixel was never seen', async () => {
    api();
    const { container } = await open();
    await act(async () => buttonByName(container, 'Activate').click());
    await waitFor(() =>
      expect(container.textContent).toContain(
        'visitors will see it once the Hookline snippet is on your site',
      ),
    );
    expect(container.textContent).not.toContain('visitors can see it now');
  });

  it('says visitors can see it now once the pixel was seen', async () => {
    api({ ...site, pixel_seen_at: '2025-01-01T12:00:00.000Z', pixel_seen_domain: 'shop.example.com' });
    const { container } = await open();
    await act(async () => buttonByName(container, 'Activate').click());
    await waitFor(() => expect(container.textContent).toContain('Active: visitors can see it now.'));
  });
});
