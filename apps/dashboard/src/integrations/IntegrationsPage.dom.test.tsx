import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes.tsx';
import { emailForm } from '../test/fixtures.ts';
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
const summary = (id: string, name: string) => ({
  id,
  name,
  type: 'lightbox',
  format: 1,
  status: 'active',
  created_at: '2025-01-01T00:00:00.000Z',
  ab_test: false,
  ab_test_parent_id: null,
  views: 0,
  closes: 0,
  conversions: 0,
});
const popups = [summary('welcomepopup1', 'Welcome offer'), summary('spinwheelpop1', 'Spin to win')];
/** The welcome offer also asks for a company: a custom field to map. */
const welcomeContent = emailForm('Welcome');
welcomeContent.main.blocks.splice(2, 0, {
  type: 'fields',
  fields: [{ id: 'company', type: 'custom', name: 'company', placeholder: 'Company', required: false }],
});

const refused = { ok: false, error: 'API Key Invalid', revoked: true, account: null, lists: [], fields: [] };
const accepted = {
  ok: true,
  error: null,
  revoked: false,
  account: 'Demo shop',
  lists: [
    { id: 'list1', name: 'Newsletter' },
    { id: 'list2', name: 'Customers' },
  ],
  fields: [
    { id: 'FNAME', name: 'First name' },
    { id: 'PHONE', name: 'Phone number' },
    { id: 'COMPANY', name: 'Company' },
  ],
};

const integration = (changes: object = {}) => ({
  id: '5f0c6a52-8f4e-4c3e-9a51-0f1e2d3c4b5a',
  client_id: 'hooklinedemo1',
  provider: 'mailchimp',
  enabled: true,
  status: 'failing',
  credential_hint: '…us21',
  settings: { list_id: 'list1', double_opt_in: false },
  field_map: { name: 'FNAME' },
  excluded_popups: [],
  last_error: 'Mailchimp answered 400: Invalid Resource',
  last_error_at: '2025-01-01T00:04:00.000Z',
  last_delivered_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...changes,
});
const failedDelivery = {
  id: '9',
  event: 'conversion.created',
  conversion_id: '42',
  status: 'failed',
  attempts: 1,
  next_attempt_at: null,
  last_attempt_at: '2025-01-01T00:04:00.000Z',
  last_status_code: 400,
  last_error: 'Invalid Resource: Please provide a valid email address.',
  delivered_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

const waitingDelivery = {
  ...failedDelivery,
  id: '10',
  status: 'pending',
  next_attempt_at: '2025-01-01T00:09:00.000Z',
  last_status_code: 429,
  last_error: 'Mailchimp answered 429: Too Many Requests',
};

function api(start: object[] = []) {
  const integrations = [...start];
  return mockApi(({ url, method, body }) => {
    const path = url.pathname;
    if (path === '/api/admin/me') return { status: 200, body: me };
    if (path === '/api/admin/sites/hooklinedemo1') return { status: 200, body: site };
    if (path === '/api/admin/sites/hooklinedemo1/popups') return { status: 200, body: popups };
    if (path === '/api/admin/popups/welcomepopup1') return { status: 200, body: { content: welcomeContent } };
    if (path === '/api/admin/popups/spinwheelpop1')
      return { status: 200, body: { content: emailForm('Spin') } };
    if (path.endsWith('/integrations/check')) {
      const key = (body as { api_key: string }).api_key;
      return { status: 200, body: key.startsWith('0000') ? refused : accepted };
    }
    if (path === '/api/admin/sites/hooklinedemo1/integrations' && method === 'POST') {
      integrations.push(integration({ status: 'connected', last_error: null }));
      return { status: 201, body: { integration: integrations.at(-1) } };
    }
    if (path === '/api/admin/sites/hooklinedemo1/integrations')
      return { status: 200, body: { integrations } };
    if (path.endsWith('/test')) return { status: 200, body: accepted };
    if (path.startsWith('/api/admin/integrations/') && method === 'PUT') {
      Object.assign(integrations[0]!, body);
      return { status: 200, body: { integration: integrations[0] } };
    }
    if (path.startsWith('/api/admin/integrations/') && method === 'DELETE') {
      integrations.splice(0, 1);
      return { status: 204 };
    }
    if (path.endsWith('/deliveries'))
      return { status: 200, body: { rows: [waitingDelivery, failedDelivery], total: 2 } };
    if (path.endsWith('/retry')) return { status: 200, body: failedDelivery };
    return { status: 404, body: { error: 'not_found', message: 'no' } };
  });
}

/** The control labelled `label` (its label's whole text, hidden words included). */
function control<T extends HTMLElement>(container: HTMLElement, label: string): T {
  const element = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  const found = element && container.querySelector<T>(`[id="${element.htmlFor}"]`);
  if (!found) throw new Error(`no control labelled ${label}`);
  return found;
}

function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const click = (element: HTMLElement) => act(async () => element.click());

describe('integrations page', () => {
  it('connects Mailchimp: a revoked key said plainly, then the list, the mapping and the popups sent in the POST', async () => {
    const calls = api();
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1/integrations');
    await waitFor(() => expect(container.textContent).toContain('No integrations yet'));
    for (const provider of ['Mailchimp', 'Klaviyo', 'HubSpot', 'Google Sheets'])
      expect(container.querySelector(`button[aria-label="Connect ${provider}"]`)).not.toBeNull();
    await click(container.querySelector<HTMLButtonElement>('button[aria-label="Connect Mailchimp"]')!);

    await click(buttonByName(container, 'Test connection'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Fill in the Mailchimp API key first.',
    );
    typeInto(control(container, 'Mailchimp API key'), '00000000000000000000000000000000-us21');
    await click(buttonByName(container, 'Test connection'));
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain(
        'Mailchimp refused this key: it was revoked or mistyped.',
      ),
    );
    expect(container.textContent).not.toContain('Field mapping');

    typeInto(control(container, 'Mailchimp API key'), '0123456789abcdef0123456789abcdef-us21');
    await click(buttonByName(container, 'Test connection'));
    await waitFor(() => expect(container.textContent).toContain('Connected to Demo shop.'));
    await waitFor(() => expect(control<HTMLSelectElement>(container, 'Audience').value).toBe('list1'));
    // The provider's usual fields come pre-filled; the site's custom field is mapped by hand.
    expect(control<HTMLSelectElement>(container, 'Mailchimp field for name').value).toBe('FNAME');
    expect(control<HTMLSelectElement>(container, 'Mailchimp field for phone').value).toBe('PHONE');
    choose(control(container, 'Mailchimp field for company'), 'COMPANY');
    choose(control(container, 'Audience'), 'list2');
    await click(control(container, 'Double opt-in: Mailchimp emails new contacts to confirm first'));
    await click(control(container, 'Spin to win'));
    await click(buttonByName(container, 'Save and start sending'));

    await waitFor(() => expect(container.textContent).toContain('Mailchimp connected'));
    const post = calls.mock.calls.find(
      ([url, init]) => String(url).endsWith('/integrations') && init?.method === 'POST',
    )!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      provider: 'mailchimp',
      api_key: '0123456789abcdef0123456789abcdef-us21',
      list_id: 'list2',
      list_name: 'Customers',
      double_opt_in: true,
      field_map: { name: 'FNAME', phone: 'PHONE', company: 'COMPANY' },
      excluded_popups: ['spinwheelpop1'],
      enabled: true,
    });
    // The check for the list picked asked for that list's fields.
    const checks = calls.mock.calls.filter(([url]) => String(url).endsWith('/integrations/check'));
    expect(JSON.parse(String(checks.at(-1)![1]!.body))).toMatchObject({ list_id: 'list2' });
    await waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Mailchimp'));
  });

  it('shows a failing integration’s delivery log with the provider’s error, and sends a delivery again', async () => {
    const calls = api([integration()]);
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1/integrations');
    const table = await waitFor(() => {
      const found = container.querySelector('table[aria-label="Mailchimp deliveries"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(container.textContent).toContain('Failing');
    expect(container.textContent).toContain(
      'The last send failed and will be retried. Mailchimp answered 400: Invalid Resource',
    );
    const [waiting, row] = [...table.querySelectorAll('tbody tr')];
    expect(waiting!.textContent).toContain('Waiting to retry');
    expect(waiting!.textContent).toContain('Mailchimp answered 429: Too Many Requests');
    expect(waiting!.querySelector('button')?.textContent).toBe('Retry now');
    expect(row!.textContent).toContain('Gave up');
    expect(row!.textContent).toContain('HTTP 400');
    expect(row!.textContent).toContain('Invalid Resource: Please provide a valid email address.');
    await click(row!.querySelector('button')!);
    await waitFor(() => expect(container.textContent).toContain('Delivery 9 will be sent again now.'));
    expect(
      calls.mock.calls.some(
        ([url, init]) =>
          String(url).endsWith(`/integrations/${integration().id}/deliveries/9/retry`) &&
          init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('shows a revoked key in the danger colour with a field for the new one', async () => {
    const calls = api([integration({ status: 'revoked', last_error: 'API Key Invalid' })]);
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1/integrations');
    await waitFor(() => expect(container.textContent).toContain('Revoked'));
    expect(container.textContent).toContain('Mailchimp refused this key: it was revoked or mistyped.');
    typeInto(control(container, 'New Mailchimp API key'), 'fedcba9876543210fedcba9876543210-us21');
    await click(buttonByName(container, 'Reconnect'));
    await waitFor(() => expect(calls.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = calls.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ api_key: 'fedcba9876543210fedcba9876543210-us21' });
  });

  it('edits the mapping and the popups of a saved integration, turns it off, and removes it once asked', async () => {
    const calls = api([integration({ status: 'connected', last_error: null })]);
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1/integrations');
    await waitFor(() => expect(container.textContent).toContain('Connected'));
    await click(buttonByName(container, 'Edit mapping and popups'));
    // The provider's fields are read with a test when the editor opens.
    await waitFor(() =>
      expect(control<HTMLSelectElement>(container, 'Mailchimp field for name').tagName).toBe('SELECT'),
    );
    expect(control<HTMLSelectElement>(container, 'Mailchimp field for name').value).toBe('FNAME');
    choose(control(container, 'Mailchimp field for phone'), 'PHONE');
    await click(control(container, 'Welcome offer'));
    await click(buttonByName(container, 'Save mapping'));
    await waitFor(() => expect(container.textContent).toContain('Mailchimp’s mapping saved.'));
    const puts = () => calls.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({
      field_map: { name: 'FNAME', phone: 'PHONE' },
      excluded_popups: ['welcomepopup1'],
    });

    await click(buttonByName(container, 'Turn off'));
    await waitFor(() => expect(container.textContent).toContain('Mailchimp turned off'));
    expect(JSON.parse(String(puts()[1]![1]!.body))).toEqual({ enabled: false });
    await waitFor(() => expect(buttonByName(container, 'Turn on')).toBeTruthy());

    await click(buttonByName(container, 'Remove'));
    expect(container.querySelector('[role="alertdialog"]')?.textContent).toContain('Remove Mailchimp?');
    await click(buttonByName(container, 'Remove Mailchimp'));
    await waitFor(() => expect(container.textContent).toContain('Mailchimp removed'));
    await waitFor(() => expect(container.textContent).toContain('No integrations yet'));
    expect(calls.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
