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

const fill = (container: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) typeInto(inputByLabel(container, label), value);
};
const form = {
  Email: 'ann@example.com',
  Password: 'long enough',
  'Company or account name': 'Bakery Ltd',
  'Website name': 'Bakery',
  'Website domain': 'https://www.Bakery.example/shop',
};

describe('sign-up page', () => {
  it('creates the account and opens the new site, sending the domain as a host name', async () => {
    let signedUp = false;
    const calls = mockApi(({ url }) => {
      if (url.pathname === '/api/admin/signup') {
        signedUp = true;
        return {
          status: 201,
          body: { user: { email: form.Email }, account: { id: 'a', name: 'Bakery Ltd' } },
        };
      }
      if (!signedUp)
        return { status: 401, body: { error: 'unauthenticated', message: 'Log in to continue' } };
      if (url.pathname === '/api/admin/me')
        return {
          status: 200,
          body: { user: { email: form.Email }, account: { id: 'a', name: 'Bakery Ltd' } },
        };
      if (url.pathname === '/api/admin/sites')
        return {
          status: 200,
          body: [
            { client_id: 'bbbbbbbbbbbbb', name: 'Bakery', domains: ['www.bakery.example'], snippet: '' },
          ],
        };
      if (url.pathname === '/api/admin/sites/bbbbbbbbbbbbb')
        return {
          status: 200,
          body: { client_id: 'bbbbbbbbbbbbb', name: 'Bakery', domains: ['www.bakery.example'], snippet: '' },
        };
      if (url.pathname.endsWith('/popups')) return { status: 200, body: [] };
      if (url.pathname.endsWith('/popup-order')) return { status: 200, body: { popups: [] } };
      return { status: 200, body: { rows: [], total: 0 } };
    });
    const { container, router } = await renderRoutes(routes, '/signup');
    fill(container, form);
    await act(async () => buttonByName(container, 'Create account').click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/sites/bbbbbbbbbbbbb'));
    const signup = calls.mock.calls.find(([input]) => String(input) === '/api/admin/signup')!;
    expect(JSON.parse(String(signup[1]!.body))).toEqual({
      email: 'ann@example.com',
      password: 'long enough',
      account_name: 'Bakery Ltd',
      site_name: 'Bakery',
      site_domain: 'bakery.example', // covers www.bakery.example too
    });
  });

  it('shows the server’s refusal', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/admin/signup'
        ? {
            status: 409,
            body: {
              error: 'email_taken',
              message: 'An account with this email already exists; log in instead',
            },
          }
        : { status: 401, body: { error: 'unauthenticated', message: 'Log in to continue' } },
    );
    const { container } = await renderRoutes(routes, '/signup');
    fill(container, form);
    await act(async () => buttonByName(container, 'Create account').click());
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/already exists/),
    );
    expect(container.querySelector('a[href="/login"]')).not.toBeNull();
  });
});
