import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TShowOrderEntry } from '@hookline/schema';
import { emailForm } from '../test/fixtures.ts';
import { routes } from '../routes.tsx';
import { buttonByName, cleanup, mockApi, renderRoutes, waitFor } from '../test/render.tsx';

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
  snippet: '<script></script>',
  pixel_seen_at: '2026-12-02T07:00:00.000Z',
  pixel_seen_domain: 'localhost',
};
const entry = (id: string, name: string, extra: Partial<TShowOrderEntry> = {}): TShowOrderEntry => ({
  id,
  name,
  type: 'lightbox',
  format: 1,
  status: 'active',
  on_click: false,
  pages: null,
  devices: null,
  ...extra,
});
const welcome = entry('wwwwwwwwwwwww', 'Welcome offer');
const spin = entry('sssssssssssss', 'Spin to win', { type: 'gamified', status: 'paused' });
const bar = entry('bbbbbbbbbbbbb', 'Free shipping bar', { type: 'bar' });
const checkoutOnly = entry('ccccccccccccc', 'Checkout help', {
  pages: { mode: 'any', rules: [{ action: 'show', match: 'exact', value: '/checkout' }] },
});
const record = {
  id: spin.id,
  viewer_id: 'vvvvvvvvvvvvv',
  site: site.client_id,
  name: spin.name,
  type: 'gamified',
  format: 1,
  target: 'lead',
  lang: 'en',
  status: 'paused',
  width: 800,
  height: 500,
  content: emailForm('Spin to win'),
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

/** The API with a server-side order: a PUT puts the listed popups first, as the server does. */
function api(start: TShowOrderEntry[]) {
  let order = start;
  let status = 'paused';
  const calls = mockApi(({ method, url, body }) => {
    const path = url.pathname;
    if (path === '/api/admin/me') return { status: 200, body: me };
    if (path === `/api/admin/sites/${site.client_id}`) return { status: 200, body: site };
    if (path === `/api/admin/sites/${site.client_id}/popups`) {
      const summary = { ...record, status, views: 0, closes: 0, conversions: 0 };
      return { status: 200, body: [summary] };
    }
    if (path === '/api/admin/leads') return { status: 200, body: { rows: [], total: 0 } };
    if (path === `/api/admin/sites/${site.client_id}/popup-order`) {
      if (method === 'PUT') {
        const ids = (body as { popups: string[] }).popups;
        order = [
          ...ids.map((id) => order.find((e) => e.id === id)!),
          ...order.filter((e) => !ids.includes(e.id)),
        ];
      }
      return { status: 200, body: { popups: order } };
    }
    if (path === `/api/admin/popups/${spin.id}/status`) {
      status = (body as { status: string }).status;
      order = order.map((e) => (e.id === spin.id ? { ...e, status: 'active' as const } : e));
      return { status: 200, body: { ...record, status } };
    }
    if (path === `/api/admin/popups/${spin.id}`) return { status: 200, body: { ...record, status } };
    return { status: 404, body: { error: 'not_found', message: `No route for ${path}` } };
  });
  return { calls, order: () => order };
}

const note = (container: HTMLElement) =>
  container.querySelector('section[aria-label="Which popup shows first"]')?.textContent ?? null;

describe('the editor says which popup shows first', () => {
  const openEditor = async () => {
    const rendered = await renderRoutes(routes, `/popups/${spin.id}/edit`);
    await waitFor(() => expect(rendered.container.querySelector('h1')?.textContent).toContain('Spin to win'));
    return rendered.container;
  };

  it('names the popup ahead and why, and Show this first puts this one first', async () => {
    const server = api([welcome, bar, checkoutOnly, spin]);
    const container = await openEditor();
    // Welcome offer shows on every page; the checkout popup meets this one on /checkout; the bar
    // never waits for anyone.
    expect(note(container)).toContain(
      'Once active: Welcome offer and Checkout help show first: they are higher in your order. This popup waits until they are closed.',
    );
    expect(note(container)).not.toContain('Free shipping bar');

    await act(async () => buttonByName(container, 'Show this first').click());
    await waitFor(() =>
      expect(note(container)).toContain(
        'This popup shows first: it is higher in your order than Welcome offer and Checkout help, which wait until this one is closed.',
      ),
    );
    expect(server.order().map((e) => e.id)).toEqual([spin.id, welcome.id, bar.id, checkoutOnly.id]);
    expect(container.querySelector('a[href$="/sites/hooklinedemo1#show-order"]')?.textContent).toBe(
      'Change the order',
    );
  });

  it('says on activation that the popup waits behind the one higher in the order', async () => {
    api([welcome, spin]);
    const container = await openEditor();
    expect(note(container)).toContain('Both can show on every page.');
    await act(async () => buttonByName(container, 'Activate').click());
    await waitFor(() =>
      expect(container.textContent).toContain(
        'Active. Where both can show, visitors see Welcome offer first and this popup once it is closed: Welcome offer is higher in your order.',
      ),
    );
  });

  it('says nothing when no other active popup covers the same page, and activates plainly', async () => {
    api([bar, spin, entry('ppppppppppppp', 'Paused offer', { status: 'paused' })]);
    const container = await openEditor();
    expect(note(container)).toBeNull();
    await act(async () => buttonByName(container, 'Activate').click());
    await waitFor(() => expect(container.textContent).toContain('Active: visitors can see it now.'));
  });
});

describe('the site page’s show order', () => {
  it('lists the popups that cover the page and moves one up, saved at once', async () => {
    const server = api([welcome, bar, spin]);
    const { container } = await renderRoutes(routes, `/sites/${site.client_id}`);
    const list = () => container.querySelector('ol[aria-label="Show order"]');
    await waitFor(() => expect(list()).not.toBeNull());
    const names = () => [...list()!.querySelectorAll('li')].map((li) => li.textContent);
    // The bar shows beside other popups, never in turn: it is not in the order.
    expect(names()).toEqual([
      expect.stringContaining('Welcome offer'),
      expect.stringContaining('Spin to win'),
    ]);
    const up = container.querySelector<HTMLButtonElement>('button[aria-label="Move Spin to win up"]')!;
    expect(
      container.querySelector<HTMLButtonElement>('button[aria-label="Move Welcome offer up"]')!.disabled,
    ).toBe(true);
    await act(async () => up.click());
    await waitFor(() => expect(names()[0]).toContain('Spin to win'));
    expect(server.order().map((e) => e.id)).toEqual([spin.id, welcome.id, bar.id]);
  });

  it('says on activation there which popup the activated one waits behind', async () => {
    api([welcome, spin]);
    const { container } = await renderRoutes(routes, `/sites/${site.client_id}`);
    const activate = () =>
      container.querySelector<HTMLButtonElement>('button[aria-label="Activate Spin to win"]');
    await waitFor(() => expect(activate()).not.toBeNull());
    await act(async () => activate()!.click());
    await waitFor(() =>
      expect(
        Array.from(container.querySelectorAll('[role="status"]'), (status) => status.textContent),
      ).toContain(
        'Spin to win: Active. Where both can show, visitors see Welcome offer first and this popup once it is closed: Welcome offer is higher in your order.',
      ),
    );
  });
});
