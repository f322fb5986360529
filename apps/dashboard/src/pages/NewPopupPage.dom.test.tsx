import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_TEMPLATES, templateDocument } from '@hookline/schema/popup-templates';
import { routes } from '../routes.tsx';
import { cleanup, mockApi, renderRoutes, waitFor } from '../test/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { user: { email: 'owner@example.com' }, account: { id: 'a1', name: 'Demo account' } };
const site = { client_id: 'hooklinedemo1', name: 'Demo shop', domains: ['localhost'], snippet: '' };

function api() {
  return mockApi(({ url, method }) => {
    if (url.pathname === '/api/admin/me') return { status: 200, body: me };
    if (url.pathname === '/api/admin/sites/hooklinedemo1' && method === 'GET')
      return { status: 200, body: site };
    if (url.pathname === '/api/admin/sites/hooklinedemo1/popups' && method === 'POST')
      return { status: 201, body: { id: 'abcdefghijklm' } };
    return { status: 404, body: { error: 'not_found', message: 'no' } };
  });
}

const cardTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('ul[aria-label="Templates"] h3')].map((h) => h.textContent);
const goalButton = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll<HTMLButtonElement>('[role="group"][aria-label="Goal"] button')].find(
    (b) => b.textContent === label,
  )!;

describe('new popup page: the template gallery', () => {
  it('lists every template, narrows to a goal, and names them in Hebrew when asked', async () => {
    api();
    const { container } = await renderRoutes(routes, '/sites/hooklinedemo1/popups/new');
    await waitFor(() => expect(cardTitles(container)).toHaveLength(POPUP_TEMPLATES.length));

    await act(async () => goalButton(container, 'Cookie notice').click());
    const cookies = POPUP_TEMPLATES.filter((t) => t.goal === 'cookie');
    await waitFor(() => expect(cardTitles(container)).toEqual(cookies.map((t) => t.name.en)));
    expect(goalButton(container, 'Cookie notice').getAttribute('aria-pressed')).toBe('true');
    expect(container.textContent).toContain(`${cookies.length} templates for “Cookie notice”`);

    const select = [...container.querySelectorAll('label')]
      .find((label) => label.textContent?.startsWith('Language'))!
      .querySelector('select')!;
    await act(async () => {
      select.value = 'he';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(cardTitles(container)).toEqual(cookies.map((t) => t.name.he)));
  });

  it('creates the popup from the picked template, in the chosen language, and opens the editor', async () => {
    const calls = api();
    const { container, router } = await renderRoutes(
      routes,
      '/sites/hooklinedemo1/popups/new?goal=exit&lang=he',
    );
    const picked = POPUP_TEMPLATES.find((t) => t.id === 'exit-wait-15')!;
    const use = await waitFor(() => {
      const button = container.querySelector<HTMLButtonElement>(
        `button[aria-label="Use this: ${picked.name.he}"]`,
      );
      expect(button).not.toBeNull();
      return button!;
    });
    await act(async () => use.click());
    const post = await waitFor(() => {
      const found = calls.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(found).toBeDefined();
      return found!;
    });
    expect(JSON.parse(String(post[1]!.body))).toEqual(
      JSON.parse(JSON.stringify(templateDocument(picked, 'he'))),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/popups/abcdefghijklm/edit'));
  });
});
