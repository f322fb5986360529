import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes.tsx';
import {
  buttonByName,
  cleanup,
  inputByLabel,
  mockApi,
  renderRoutes,
  typeInto,
  waitFor,
} from '../test/render.tsx';

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
const webhook = {
  url: 'https://hooks.example.com/in',
  enabled: true,
  secret_hint: '…wxyz',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
const delivery = {
  id: '7',
  event: 'conversion.created',
  conversion_id: '42',
  status: 'pending',
  attempts: 2,
  next_attempt_at: '2025-01-01T00:05:00.000Z',
  last_attempt_at: '2025-01-01T00:04:00.000Z',
  last_status_code: 503,
  last_error: 'the endpoint answered 503',
  delivered_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

function api() {
  let saved: typeof webhook | null = null;
  return mockApi(({ url, method, body }) => {
    const path = url.pathname;
    if (path === '/api/admin/me') return { status: 200, body: me };
    if (path === '/api/admin/sites/hooklinedemo1' && method === 'PATCH')
      return { status: 200, body: { ...site, ...(body as object) } };
    if (path === '/api/admin/sites/hooklinedemo1') return { status: 200, body: site };
    if (path.endsWith('/webhook') && method === 'PUT') {
      saved = { ...webhook, ...(body as object) };
      return { status: 200, body: { webhook: saved, secret: 'whsec_shown_once_abcdefwxyz' } };
    }
    if (path.endsWith('/webhook')) return { status: 200, body: { webhook: saved } };
    if (path.endsWith('/webhook/deliveries'))
      return { status: 200, body: { rows: saved ? [delivery] : [], total: saved ? 1 : 0 } };
    return { status: 404, body: { error: 'not_found', message: 'no' } };
  });
}

describe('site settings page', () => {
  it('adds a webhook, shows its secret once, and lists the deliveries with their last answer', async () => {
    const calls = api();
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1/settings');
    await waitFor(() => expect(container.textContent).toContain('No deliveries yet'));
    typeInto(inputByLabel(container, 'Webhook URL'), 'https://hooks.example.com/in');
    await act(async () => buttonByName(container, 'Add webhook').click());
    await waitFor(() => expect(container.textContent).toContain('whsec_shown_once_abcdefwxyz'));
    expect(container.textContent).toContain('Copy it now: it is not shown again.');
    const put = calls.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ url: 'https://hooks.example.com/in', enabled: true });
    await waitFor(() =>
      expect(container.querySelector('table[aria-label="Webhook deliveries"] tbody')?.textContent).toContain(
        'HTTP 503',
      ),
    );
    const row = container.querySelector('table[aria-label="Webhook deliveries"] tbody tr')!;
    expect(row.textContent).toContain('Waiting to retry');
    expect(row.textContent).toContain('the endpoint answered 503');
    expect(container.textContent).toContain('Secret ending in …wxyz');
    // Owners of the common tools are pointed to the integrations, which need no receiver.
    const integrations = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Connect them');
    expect(integrations?.getAttribute('href')).toBe('/sites/hooklinedemo1/integrations');
  });

  it('says what a pasted shop address registers before it is saved', async () => {
    const calls = api();
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1/settings');
    await waitFor(() => expect(container.textContent).toContain('No deliveries yet'));
    const domains = inputByLabel(container, 'Domains');
    expect(container.textContent).not.toContain('Will register');
    typeInto(domains, 'https://www.example.com/shop');
    expect(container.textContent).toContain('Will register: example.com.');
    expect(container.textContent).toContain('so “/shop” is not needed');
    expect(container.textContent).toContain('example.com also covers www.example.com.');
    await act(async () => buttonByName(container, 'Save site').click());
    await waitFor(() => expect(calls.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = calls.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toMatchObject({ domains: ['example.com'] });
  });

  it('saves the site’s time zone with its name and domains', async () => {
    const calls = api();
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1/settings');
    await waitFor(() => expect(inputByLabel(container, 'Time zone').value).toBe('UTC'));
    typeInto(inputByLabel(container, 'Time zone'), 'Asia/Jerusalem');
    await act(async () => buttonByName(container, 'Save site').click());
    await waitFor(() => expect(container.textContent).toContain('Site saved.'));
    const patch = calls.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      name: 'Demo shop',
      domains: ['localhost'],
      time_zone: 'Asia/Jerusalem',
    });
  });
});
