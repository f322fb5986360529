import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes.tsx';
import { buttonByName, cleanup, mockApi, renderRoutes, waitFor } from '../test/render.tsx';
import { LEADS_PAGE_SIZE } from './site/site-loader.ts';

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
  pixel_seen_at: null,
  pixel_seen_domain: null,
  snippet: '<script id="hookline-pixel" src="http://localhost/pixel.js?id=hooklinedemo1" async></script>',
};
const popup = {
  id: 'aaaaaaaaaaaaa',
  name: 'Welcome offer',
  type: 'lightbox',
  format: 1,
  status: 'active',
  created_at: '2025-01-01T12:00:00.000Z',
  ab_test: false,
  ab_test_parent_id: null,
  views: 10,
  closes: 4,
  conversions: 2,
};
const lead = (i: number) => ({
  id: String(i),
  created_at: '2025-01-01T12:00:00.000Z',
  email: `lead-${i}@example.com`,
  fields: { email: `lead-${i}@example.com` },
  popup: { id: popup.id, name: popup.name },
});

function api(leadTotal: number) {
  return mockApi(({ url, method }) => {
    if (method === 'DELETE' && url.pathname.startsWith('/api/admin/leads/')) return { status: 204 };
    if (url.pathname === '/api/admin/me') return { status: 200, body: me };
    if (url.pathname === '/api/admin/sites/hooklinedemo1') return { status: 200, body: site };
    if (url.pathname === '/api/admin/sites/hooklinedemo1/popups') return { status: 200, body: [popup] };
    if (url.pathname === '/api/admin/leads') {
      // Lead i is the i-th newest; its cursor is `i-i`, as the API's `{micros}-{id}` keys.
      const position = (param: string) => Number(url.searchParams.get(param)?.split('-')[0]);
      const limit = Number(url.searchParams.get('limit'));
      const start = url.searchParams.has('before')
        ? position('before') + 1
        : url.searchParams.has('after')
          ? Math.max(0, position('after') - limit)
          : 0;
      const end = url.searchParams.has('after') ? position('after') : Math.min(leadTotal, start + limit);
      const rows = Array.from({ length: Math.max(0, end - start) }, (_, i) => lead(start + i));
      return {
        status: 200,
        body: {
          rows,
          total: leadTotal,
          total_capped: false,
          older: end < leadTotal && rows.length > 0 ? `${end - 1}-${end - 1}` : null,
          newer: start > 0 && rows.length > 0 ? `${start}-${start}` : null,
        },
      };
    }
    return {
      status: 404,
      body: { error: 'not_found', message: `Site ${url.pathname.split('/')[4]} not found` },
    };
  });
}

describe('site page', () => {
  it('shows the popups and the requested page of leads', async () => {
    const calls = api(30);
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1?page=2&before=24-24');
    await waitFor(() => expect(container.querySelector('table[aria-label="Leads"]')).not.toBeNull());
    expect(container.querySelector('table[aria-label="Popups"]')?.textContent).toContain('Welcome offer');
    const rows = container.querySelectorAll('table[aria-label="Leads"] tbody tr');
    expect(rows).toHaveLength(5);
    expect(rows[0]?.textContent).toContain('lead-25@example.com');
    expect(container.textContent).toContain('Showing 26–30 of 30');
    const leadsUrl = calls.mock.calls.map(([input]) => String(input)).find((u) => u.includes('/leads'));
    expect(leadsUrl).toBe(`/api/admin/leads?site=hooklinedemo1&limit=${LEADS_PAGE_SIZE}&before=24-24`);
    // Back goes to the newest page; there is no page after the oldest.
    const previous = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Previous');
    expect(previous?.getAttribute('href')).toBe('/sites/hooklinedemo1');
    expect(container.querySelector('a[rel="next"]')).toBeNull();
  });

  it('pages by key: Next carries the page’s last lead, and Previous the first', async () => {
    const calls = api(80);
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1?page=3&before=49-49');
    await waitFor(() => expect(container.querySelector('table[aria-label="Leads"]')).not.toBeNull());
    expect(container.textContent).toContain('Showing 51–75 of 80');
    expect(container.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(
      '/sites/hooklinedemo1?page=4&before=74-74',
    );
    expect(container.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(
      '/sites/hooklinedemo1?page=2&after=50-50',
    );
    const leadsUrls = calls.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('/leads'));
    expect(leadsUrls.every((u) => !u.includes('offset'))).toBe(true);
  });

  it('moves a page with nothing left on it back to the newest leads', async () => {
    api(30);
    const { router } = await renderRoutes(routes, '/sites/hooklinedemo1?page=3&before=29-29');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('treats a page number without its cursor as the first page', async () => {
    const calls = api(30);
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1?page=9');
    await waitFor(() => expect(container.textContent).toContain('Showing 1–25 of 30'));
    const leadsUrl = calls.mock.calls.map(([input]) => String(input)).find((u) => u.includes('/leads'));
    expect(leadsUrl).toBe(`/api/admin/leads?site=hooklinedemo1&limit=${LEADS_PAGE_SIZE}`);
  });

  it('shows the API’s message for a site that is not the account’s, inside the layout', async () => {
    api(0);
    const { container } = await renderRoutes(routes, '/sites/zzzzzzzzzzzzz');
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain(
        'Site zzzzzzzzzzzzz not found',
      ),
    );
    expect(container.textContent).toContain('Log out');
  });

  it('filters leads by search, popup and dates from the address, and exports the same leads', async () => {
    const calls = api(3);
    const { container } = await renderRoutes(
      routes,
      `/sites/hooklinedemo1?q=ann&popup=${popup.id}&from=2025-01-01&to=2025-01-31`,
    );
    await waitFor(() => expect(container.querySelector('table[aria-label="Leads"]')).not.toBeNull());
    const leadsUrl = new URL(
      calls.mock.calls.map(([input]) => String(input)).find((u) => u.includes('/leads'))!,
      'http://localhost',
    );
    expect(Object.fromEntries(leadsUrl.searchParams)).toMatchObject({
      site: 'hooklinedemo1',
      popup: popup.id,
      q: 'ann',
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(leadsUrl.searchParams.get('tz')).toBeTruthy();
    const csv = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Export CSV')!;
    const csvUrl = new URL(csv.getAttribute('href')!, 'http://localhost');
    expect(csvUrl.pathname).toBe('/api/admin/leads.csv');
    expect(csvUrl.searchParams.get('q')).toBe('ann');
    expect(csvUrl.searchParams.has('limit')).toBe(false);
    expect(container.textContent).toContain('Clear');
  });

  it('deletes a lead only after the owner confirms', async () => {
    const calls = api(2);
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1');
    await waitFor(() => expect(container.querySelector('table[aria-label="Leads"] tbody tr')).not.toBeNull());
    const remove = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Delete the lead lead-0@example.com"]',
    )!;
    await act(async () => remove.click());
    const dialog = container.querySelector<HTMLElement>('[role="alertdialog"]')!;
    expect(dialog.textContent).toContain('lead-0@example.com');
    expect(calls.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await act(async () => buttonByName(dialog, 'Delete lead').click());
    await waitFor(() =>
      expect(
        calls.mock.calls.some(
          ([input, init]) => init?.method === 'DELETE' && String(input) === '/api/admin/leads/0',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(container.querySelector('[role="alertdialog"]')).toBeNull());
  });
});
