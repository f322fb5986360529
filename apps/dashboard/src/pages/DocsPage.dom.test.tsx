import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes.tsx';
import { cleanup, mockApi, renderRoutes, waitFor } from '../test/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { user: { email: 'owner@example.com' }, account: { id: 'a1', name: 'Demo account' } };

describe('guides', () => {
  it('renders the webhooks guide as a page, with the signature section linkable', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/admin/me'
        ? { status: 200, body: me }
        : { status: 404, body: { error: 'not_found', message: 'no' } },
    );
    const { container } = await renderRoutes(routes, '/docs/webhooks');
    await waitFor(() => expect(container.querySelector('article h1')?.textContent).toBe('Webhooks'));
    expect(container.querySelector('#checking-the-signature')?.textContent).toBe('Checking the signature');
    expect(container.querySelector('article table')).not.toBeNull();
    expect(container.querySelector('article pre code')?.textContent).toContain('X-Hookline-Signature');
    // No raw markdown left, and a guide that is not served is not a dead link.
    expect(container.textContent).not.toContain('## ');
    expect(container.querySelector('a[href="dashboard.md"]')).toBeNull();
  });

  it('answers a guide it does not have with the not-found page', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/admin/me'
        ? { status: 200, body: me }
        : { status: 404, body: { error: 'not_found', message: 'no' } },
    );
    const { container } = await renderRoutes(routes, '/docs/secrets');
    await waitFor(() => expect(container.textContent).toMatch(/not found/i));
  });
});
