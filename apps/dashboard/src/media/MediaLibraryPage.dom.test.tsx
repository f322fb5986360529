import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Media } from '../api/media.ts';
import { routes } from '../routes.tsx';
import { buttonByName, cleanup, mockApi, renderRoutes, waitFor } from '../test/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { user: { email: 'owner@example.com' }, account: { id: 'a1', name: 'Demo account' } };
const site = { client_id: 'hooklinedemo1', name: 'Demo shop', domains: ['localhost'], snippet: '' };

const picture = (n: number): Media => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  url: `/media/${n.toString(16).padStart(32, '0')}.png`,
  file_name: `picture-${n}.png`,
  type: 'image/png',
  width: 1200,
  height: 800,
  bytes: 250 * 1024,
  created_at: '2025-01-01T00:00:00.000Z',
});

/** A library of 50 pictures, served a page at a time, from which DELETE removes. */
function api() {
  let library = Array.from({ length: 50 }, (_, i) => picture(i + 1));
  return mockApi(({ url, method }) => {
    const path = url.pathname;
    if (path === '/api/admin/me') return { status: 200, body: me };
    if (path === '/api/admin/sites/hooklinedemo1') return { status: 200, body: site };
    if (path === '/api/admin/sites/hooklinedemo1/media') {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return { status: 200, body: { rows: library.slice(offset, offset + limit), total: library.length } };
    }
    const removed = /\/media\/([\w-]+)$/.exec(path)?.[1];
    if (method === 'DELETE' && removed) {
      library = library.filter((media) => media.id !== removed);
      return { status: 204 };
    }
    return { status: 404, body: { error: 'not_found', message: 'no' } };
  });
}

describe('media library page', () => {
  it('shows a page of thumbnails with their sizes, then the rest on demand', async () => {
    api();
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1/media');
    await waitFor(() => expect(container.textContent).toContain('48 of 50 images'));
    expect(container.querySelectorAll('li img')).toHaveLength(48);
    expect(container.textContent).toContain('1200 × 800 · 250 KB');
    await act(async () => buttonByName(container, 'Show more').click());
    await waitFor(() => expect(container.textContent).toContain('50 images'));
    expect(container.querySelectorAll('li img')).toHaveLength(50);
    expect(() => buttonByName(container, 'Show more')).toThrow();
  });

  it('deletes an image only after the owner confirms', async () => {
    const calls = api();
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1/media');
    await waitFor(() => expect(container.textContent).toContain('picture-1.png'));
    const remove = container.querySelector<HTMLButtonElement>('button[aria-label="Delete picture-1.png"]')!;
    await act(async () => remove.click());
    expect(container.querySelector('[role="alertdialog"]')?.textContent).toContain('Delete picture-1.png?');
    await act(async () => buttonByName(container, 'Keep it').click());
    expect(calls.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await act(async () => remove.click());
    await act(async () => buttonByName(container, 'Delete image').click());
    await waitFor(() => expect(container.textContent).not.toContain('picture-1.png'));
    expect(container.textContent).toContain('47 of 49 images');
    // The next page starts after what is shown, so no picture is skipped or shown twice.
    await act(async () => buttonByName(container, 'Show more').click());
    await waitFor(() => expect(container.textContent).toContain('49 images'));
    const names = [...container.querySelectorAll('li')].map((item) => item.textContent!.split('1200')[0]);
    expect(new Set(names).size).toBe(49);
    expect(names).toContain('picture-50.png');
  });
});
