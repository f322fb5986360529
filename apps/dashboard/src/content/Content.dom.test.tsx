import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes.tsx';
import { buttonByName, cleanup, mockApi, renderRoutes, typeInto, waitFor } from '../test/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { user: { email: 'owner@example.com' }, account: { id: 'a1', name: 'Demo account' } };
const site = {
  client_id: 'hooklinedemo1',
  name: 'Demo shop',
  domains: ['localhost'],
  time_zone: 'UTC',
  snippet: '',
};
const menu = {
  id: '6f1c3a52-6f5e-4c34-9f0e-5a4a1c3b2d11',
  name: 'Main menu',
  slug: 'main',
  items: [],
  updated_at: '2026-01-01T00:00:00.000Z',
};

function api() {
  return mockApi(({ url, method }) => {
    const path = url.pathname;
    if (path === '/api/admin/me') return { status: 200, body: me };
    if (path === '/api/admin/sites/hooklinedemo1') return { status: 200, body: site };
    if (path.endsWith('/collections') && method === 'GET') return { status: 200, body: [] };
    if (path.endsWith('/taxonomies')) return { status: 200, body: [] };
    if (path.endsWith('/menus')) return { status: 200, body: [menu] };
    if (path.endsWith(`/menus/${menu.id}`)) return { status: 200, body: menu };
    return { status: 404, body: { error: 'not_found', message: 'no' } };
  });
}

const field = (form: Element, label: string) =>
  [...form.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!.querySelector('input')!;

describe('the Content area', () => {
  it('lists collections, taxonomies and menus, and says what is wrong with a new collection before sending it', async () => {
    const calls = api();
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1/content');
    await waitFor(() => expect(container.textContent).toContain('No collections yet'));
    expect(container.textContent).toContain('Main menu');
    const form = container.querySelector('form[aria-label="New collection"]')!;
    typeInto(field(form, 'Name'), 'Shop');
    await act(async () => buttonByName(container, 'Create collection').click());
    await waitFor(() => expect(form.querySelector('[role="alert"]')?.textContent).toMatch(/Address: /));
    expect(calls.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('refuses pasted menu JSON that is not a valid menu, with an alert naming the problem', async () => {
    api();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { container } = await renderRoutes(routes, `/sites/hooklinedemo1/content/menus/${menu.id}`);
    await waitFor(() => expect(container.textContent).toContain('Menu JSON'));
    typeInto(container.querySelector('textarea')!, '[{"id": "a", "label": "Shop"}]');
    await act(async () => buttonByName(container, 'Apply JSON').click());
    const message = 'The menu is not valid: item 1 > url: give the item an address or an entry';
    expect(alert).toHaveBeenCalledWith(message);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(message);
  });
});
