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

const me = { user: { email: 'owner@example.com' }, account: { id: 'a1', name: 'Demo account' } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function logIn(container: HTMLElement, email: string, password: string) {
  typeInto(inputByLabel(container, 'Email'), email);
  typeInto(inputByLabel(container, 'Password'), password);
  await act(async () => buttonByName(container, 'Log in').click());
}

describe('login page', () => {
  it('asks /session, which answers 200 when signed out, and shows the form without a failed request', async () => {
    const api = mockApi(({ url }) =>
      url.pathname === '/api/admin/session'
        ? { status: 200, body: { signed_in: false } }
        : { status: 500, body: { error: 'unexpected', message: String(url) } },
    );
    const { container, router } = await renderRoutes(routes, '/login');
    await waitFor(() => expect(inputByLabel(container, 'Email')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/login');
    expect(api.mock.calls.map(([input]) => String(input))).toEqual(['/api/admin/session']);
  });

  it('sends someone already signed in on to where they were going', async () => {
    mockApi(({ url }) => {
      if (url.pathname === '/api/admin/session') return { status: 200, body: { signed_in: true, ...me } };
      if (url.pathname === '/api/admin/me') return { status: 200, body: me };
      if (url.pathname === '/api/admin/sites') return { status: 200, body: [] };
      return { status: 404, body: { error: 'not_found', message: 'nope' } };
    });
    const { router } = await renderRoutes(routes, '/login?next=%2F');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server’s message, linked to both inputs, when the login is refused', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/admin/login'
        ? { status: 401, body: { error: 'wrong_credentials', message: 'Wrong email or password' } }
        : { status: 401, body: { error: 'unauthenticated', message: 'Log in to continue' } },
    );
    const { container, router } = await renderRoutes(routes, '/login');
    await logIn(container, 'owner@example.com', 'nope');

    const alert = await waitFor(() => {
      const element = container.querySelector('[role="alert"]');
      expect(element?.textContent).toBe('Wrong email or password');
      return element!;
    });
    for (const label of ['Email', 'Password']) {
      const input = inputByLabel(container, label);
      expect(input.getAttribute('aria-describedby')).toBe(alert.id);
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { container } = await renderRoutes(routes, '/login');
    await logIn(container, 'owner@example.com', 'hookline-demo');
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/Could not reach Hookline/),
    );
  });

  it('sends the credentials and goes back to the page that asked for a login', async () => {
    let signedIn = false;
    const api = mockApi(({ url, body }) => {
      if (url.pathname === '/api/admin/login') {
        signedIn = true;
        expect(body).toEqual({ email: 'owner@example.com', password: 'hookline-demo' });
        return { status: 200, body: me };
      }
      if (!signedIn)
        return { status: 401, body: { error: 'unauthenticated', message: 'Log in to continue' } };
      if (url.pathname === '/api/admin/me') return { status: 200, body: me };
      if (url.pathname === '/api/admin/sites') return { status: 200, body: [] };
      return { status: 404, body: { error: 'not_found', message: 'nope' } };
    });
    const { container, router } = await renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await logIn(container, ' owner@example.com ', 'hookline-demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(container.textContent).toContain('Demo account'));
    expect(api.mock.calls.some(([input]) => String(input) === '/api/admin/login')).toBe(true);
  });

  it('redirects a visit without a session to the login page, remembering where it was going', async () => {
    mockApi(() => ({ status: 401, body: { error: 'unauthenticated', message: 'Log in to continue' } }));
    const { router, container } = await renderRoutes(routes, '/sites/hooklinedemo1?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/sites/hooklinedemo1?page=2')}`);
    expect(container.querySelector<HTMLInputElement>('input[name="next"]')?.value).toBe(
      '/sites/hooklinedemo1?page=2',
    );
  });
});
