import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailForm } from '../test/fixtures.ts';
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
  time_zone: 'Asia/Jerusalem',
  snippet: '<script></script>',
};
const popup = {
  id: 'aaaaaaaaaaaaa',
  viewer_id: 'vvvvvvvvvvvvv',
  site: 'hooklinedemo1',
  name: 'Welcome offer',
  type: 'lightbox',
  format: 1,
  target: 'lead',
  lang: 'en',
  status: 'paused',
  width: 800,
  height: 500,
  content: emailForm('Get 10% off'),
  design_properties: {},
  display_rules: { d_f_r: 'all@display_every_3_days' },
  triggers: { seconds_on_page: 5 },
  is_teasers_on: false,
  on_click: false,
  x_close_button: true,
  ab_test: false,
  ab_test_parent_id: null,
  created_at: '2025-01-01T12:00:00.000Z',
  updated_at: '2025-01-01T12:00:00.000Z',
};

function api(
  onSave?: (body: Record<string, unknown>) => { status: number; body: unknown },
  record: unknown = popup,
) {
  return mockApi(({ method, url, body }) => {
    const path = url.pathname;
    if (path === '/api/admin/me') return { status: 200, body: me };
    if (path === `/api/admin/sites/${site.client_id}`) return { status: 200, body: site };
    if (path === `/api/admin/sites/${site.client_id}/popups`) return { status: 200, body: [] };
    if (path === `/api/admin/sites/${site.client_id}/webhook`)
      return { status: 200, body: { webhook: null } };
    if (path === `/api/admin/sites/${site.client_id}/webhook/deliveries`)
      return { status: 200, body: { rows: [], total: 0 } };
    if (path === '/api/admin/leads') return { status: 200, body: { rows: [], total: 0 } };
    if (path === `/api/admin/popups/${popup.id}` && method === 'PUT') {
      return onSave
        ? onSave(body as Record<string, unknown>)
        : { status: 200, body: { ...popup, ...(body as object), updated_at: '2025-01-02T00:00:00.000Z' } };
    }
    if (path === `/api/admin/popups/${popup.id}`) return { status: 200, body: record };
    return { status: 404, body: { error: 'not_found', message: `No route for ${path}` } };
  });
}

const open = async () => {
  const rendered = await renderRoutes(routes, `/popups/${popup.id}/edit`);
  await waitFor(() => expect(rendered.container.querySelector('h1')?.textContent).toContain('Welcome offer'));
  return rendered;
};
const status = (container: HTMLElement) => container.querySelector('[role="status"]')?.textContent;

describe('popup editor', () => {
  it('keeps the Sites section highlighted in the sidebar', async () => {
    api();
    const { container } = await open();
    const sites = container.querySelector('nav[aria-label="Main"] a');
    expect(sites?.textContent).toBe('Sites');
    expect(sites?.getAttribute('aria-current')).toBe('page');
  });

  it('edits, undoes and redoes, and knows when there are unsaved changes', async () => {
    api();
    const { container } = await open();
    expect(status(container)).toBe('All changes saved');
    const heading = inputByLabel(container, 'Heading text');
    typeInto(heading, 'Get 20% off');
    expect(status(container)).toBe('Unsaved changes');
    await act(async () => buttonByName(container, 'Undo').click());
    expect(inputByLabel(container, 'Heading text').value).toBe('Get 10% off');
    expect(status(container)).toBe('All changes saved');
    await act(async () => buttonByName(container, 'Redo').click());
    expect(inputByLabel(container, 'Heading text').value).toBe('Get 20% off');
    // Keyboard: Ctrl+Z undoes too.
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
    });
    expect(inputByLabel(container, 'Heading text').value).toBe('Get 10% off');
  });

  it('saves the document with the version it was read at', async () => {
    const calls = api();
    const { container } = await open();
    typeInto(inputByLabel(container, 'Heading text'), 'Get 20% off');
    await act(async () => buttonByName(container, 'Save').click());
    await waitFor(() => expect(status(container)).toBe('All changes saved'));
    const put = calls.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put![1]!.body));
    expect(body.updated_at).toBe('2025-01-01T12:00:00.000Z');
    expect(body.content.main.blocks[0].text).toBe('Get 20% off');
    expect(body).not.toHaveProperty('id');
  });

  it('shows a filled Save only while there is something to save, and a quiet Saved once saved', async () => {
    api();
    const { container } = await open();
    const saveButton = () => container.querySelector<HTMLButtonElement>('[aria-keyshortcuts="Control+S"]')!;
    expect(saveButton().textContent).toBe('Saved');
    expect(saveButton().disabled).toBe(true);
    const savedLook = saveButton().className;
    typeInto(inputByLabel(container, 'Heading text'), 'Get 20% off');
    expect(saveButton().textContent).toBe('Save');
    expect(saveButton().disabled).toBe(false);
    // The filled button is another style than the quiet one.
    expect(saveButton().className).not.toBe(savedLook);
    await act(async () => saveButton().click());
    await waitFor(() => expect(saveButton().textContent).toBe('Saved'));
    expect(saveButton().disabled).toBe(true);
    expect(saveButton().className).toBe(savedLook);
  });

  it('names the type and the format, and shows each format with a picture', async () => {
    api();
    const { container } = await open();
    const settingsTab = [...container.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (tab) => tab.textContent === 'Settings',
    );
    await act(async () => settingsTab!.click());
    const type = [...container.querySelectorAll('label')]
      .find((label) => label.textContent === 'Type')
      ?.parentElement?.querySelector('select');
    expect(type?.options[type.selectedIndex]?.textContent).toBe('Lightbox');
    expect([...type!.options].map((option) => option.textContent)).toContain('Prize game');
    const formats = container.querySelector('fieldset:has(input[name="editor-format"])');
    expect(formats?.querySelectorAll('svg').length).toBe(6);
    const checked = formats?.querySelector<HTMLInputElement>('input:checked');
    expect(checked?.closest('label')?.textContent).toContain('Lightbox, image beside the form');
  });

  it('shows the server’s refusal and keeps the changes', async () => {
    api(() => ({
      status: 400,
      body: { error: 'invalid_request', message: 'Invalid body: name: must be at most 40 characters' },
    }));
    const { container } = await open();
    typeInto(inputByLabel(container, 'Heading text'), 'Changed');
    await act(async () => buttonByName(container, 'Save').click());
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/at most 40 characters/),
    );
    expect(status(container)).toBe('Unsaved changes');
  });

  it('asks before leaving with unsaved changes', async () => {
    api();
    const { container, router } = await open();
    typeInto(inputByLabel(container, 'Heading text'), 'Changed');
    await act(async () => {
      void router.navigate('/');
    });
    const dialog = await waitFor(() => {
      const element = container.querySelector('[role="alertdialog"]');
      expect(element?.textContent).toContain('Leave without saving?');
      return element!;
    });
    await act(async () => buttonByName(dialog as HTMLElement, 'Stay').click());
    expect(router.state.location.pathname).toBe(`/popups/${popup.id}/edit`);
    await act(async () => {
      void router.navigate('/');
    });
    await waitFor(() => expect(container.querySelector('[role="alertdialog"]')).not.toBeNull());
    await act(async () =>
      buttonByName(
        container.querySelector('[role="alertdialog"]') as HTMLElement,
        'Leave without saving',
      ).click(),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('warns the browser before a reload with unsaved changes only', async () => {
    api();
    const { container } = await open();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    typeInto(inputByLabel(container, 'Heading text'), 'Changed');
    expect(unload()).toBe(true);
  });

  it('renders the live preview with the visitor script’s renderer, in the popup’s own language', async () => {
    api();
    const { container } = await open();
    const frame = container.querySelector<HTMLElement>('[data-testid="popup-preview"]')!;
    const dialog = () => frame.querySelector('div')?.shadowRoot?.querySelector('[role="dialog"]');
    await waitFor(() => expect(dialog()?.textContent).toContain('Get 10% off'));
    expect(dialog()?.getAttribute('dir')).toBe('ltr');
    typeInto(inputByLabel(container, 'Heading text'), 'Live text');
    await waitFor(() => expect(dialog()?.textContent).toContain('Live text'));
    expect(() => buttonByName(container, 'Hebrew')).toThrow();
    await act(async () => buttonByName(container, 'Settings').click());
    const language = inputByLabel(container, 'Language of the popup') as unknown as HTMLSelectElement;
    act(() => {
      language.value = 'he';
      language.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(dialog()?.getAttribute('dir')).toBe('rtl'));
    await act(async () => buttonByName(container, 'Content').click());
    typeInto(inputByLabel(container, 'Heading text'), 'הנחה של 10%');
    await waitFor(() => expect(dialog()?.textContent).toContain('הנחה של 10%'));
    await act(async () => buttonByName(container, 'Mobile').click());
    expect(frame.dataset.device).toBe('mobile');
    // The phone is a 390 px window at its real width: the popup reflows as on a visitor's phone,
    // rather than showing the desktop box shrunk.
    expect(frame.style.width).toBe('390px');
    await waitFor(() => expect(dialog()?.parentElement?.classList.contains('hl-fluid')).toBe(true));
    expect((dialog() as HTMLElement).style.transform).toBe('');
  });

  it('shows the values visitors get where the popup leaves a setting unset', async () => {
    api(undefined, { ...popup, display_rules: {}, design_properties: {}, x_close_button: false });
    const again = await open();
    await act(async () => buttonByName(again.container, 'Targeting').click());
    const often = inputByLabel(again.container, 'How often') as unknown as HTMLSelectElement;
    expect(often.value).toBe('every_page');
    expect(again.container.textContent).toContain('Shown every time its trigger fires, on every page.');
    await act(async () => buttonByName(again.container, 'Design').click());
    expect(inputByLabel(again.container, 'Show the thank-you screen').checked).toBe(true);
    expect(inputByLabel(again.container, 'Close the thank-you screen by itself').checked).toBe(false);
    expect(again.container.textContent).toContain(
      'the thank-you screen shows until the visitor closes it, or for 60 s',
    );
    const control = inputByLabel(again.container, 'Close control') as unknown as HTMLSelectElement;
    expect(control.value).toBe('closing_options-');
  });

  it('edits a game’s prizes and refuses to save chances that do not add up to 100, saying so', async () => {
    const prize = (chances: number, label: string, code: string) => ({
      chances,
      label,
      code,
      loosing_option: code ? 0 : 1,
      redirect_to: 0,
    });
    const game = {
      ...popup,
      type: 'gamified',
      format: 3,
      design_properties: { prizes: { ten: prize(70, '10% OFF', 'SPIN10'), none: prize(30, 'No luck', '') } },
    };
    const saves: Record<string, unknown>[] = [];
    api((body) => {
      saves.push(body);
      return { status: 200, body: { ...game, ...body, updated_at: '2025-01-02T00:00:00.000Z' } };
    }, game);
    const { container } = await open();
    expect(buttonByName(container, 'Activate').disabled).toBe(false);
    await act(async () => buttonByName(container, 'Design').click());
    expect(container.textContent).toContain('2 prizes; chances add up to 100%.');
    const chances = container.querySelectorAll<HTMLInputElement>('[data-prize="ten"] input[type="number"]');
    typeInto(chances[0]!, '60');
    const alert = container.querySelector('fieldset [role="alert"]');
    expect(alert?.textContent).toBe('The chances add up to 90%; they must add up to 100%.');
    await act(async () => buttonByName(container, 'Save').click());
    expect(saves).toEqual([]);
    expect(container.textContent).toContain('Not saved. Prizes: The chances add up to 90%');
    await act(async () => buttonByName(container, 'Add a prize').click());
    const added = container.querySelectorAll<HTMLElement>('[data-prize]');
    expect(added).toHaveLength(3);
    const newChance = added[2]!.querySelector<HTMLInputElement>('input[type="number"]')!;
    typeInto(newChance, '10');
    expect(container.querySelector('fieldset [role="alert"]')).toBeNull();
    await act(async () => buttonByName(container, 'Save').click());
    await waitFor(() => expect(saves).toHaveLength(1));
    const saved = (saves[0]!.design_properties as { prizes: Record<string, { chances: number }> }).prizes;
    expect(Object.values(saved).map((p) => p.chances)).toEqual([60, 30, 10]);
  });

  it('explains the triggers in words', async () => {
    api();
    const { container } = await open();
    await act(async () => buttonByName(container, 'Triggers').click());
    expect(container.textContent).toContain('Opens 5 s after the page loads.');
    const scroll = inputByLabel(container, 'After scrolling');
    await act(async () => scroll.click());
    expect(container.textContent).toContain(
      'Opens 5 s after the page loads or when the visitor has scrolled 50% of the page, whichever comes first.',
    );
  });

  it('explains the targeting in words, estimates an address, and flags a broken regular expression', async () => {
    const calls = api();
    const { container } = await open();
    await act(async () => buttonByName(container, 'Targeting').click());
    expect(container.textContent).toContain('Shown to every visitor, on every page.');
    const answer = () => container.querySelector('[aria-live="polite"][role="status"]')?.textContent;
    expect(answer()).toBe('Yes: this popup would show on / now.');

    await act(async () => buttonByName(container, 'Add address rule').click());
    typeInto(inputByLabel(container, 'Address or pattern'), '/blog');
    expect(container.textContent).toContain('Show only on addresses that start with /blog.');
    typeInto(inputByLabel(container, 'Address'), 'https://shop.example/cart');
    expect(answer()).toBe(
      'No: this popup would not show on https://shop.example/cart now, because of the page address rules: Show only on addresses that start with /blog.',
    );
    typeInto(inputByLabel(container, 'Address'), '/blog/first-post');
    expect(answer()).toBe('Yes: this popup would show on /blog/first-post now.');

    const phones = [...container.querySelectorAll('label')].find((label) => label.textContent === 'Phones')!;
    await act(async () => phones.querySelector('input')!.click());
    expect(container.textContent).toContain('Shown only on phones.');
    expect(answer()).toBe(
      'Yes: this popup would show on /blog/first-post now. If the visitor also passes the device.',
    );
    choose(inputByLabel(container, 'Device'), 'desktop');
    expect(answer()).toContain(
      'No: this popup would not show on /blog/first-post on desktops now, because of the device',
    );

    choose(inputByLabel(container, 'Addresses that'), 'regex');
    typeInto(inputByLabel(container, 'Address or pattern'), '^/blog/(');
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(
      /^This is not a valid regular expression \(.+\)\. Until it is fixed the popup cannot be saved/,
    );
    typeInto(inputByLabel(container, 'Address or pattern'), '^/blog/\\w+');
    expect(container.querySelector('[role="alert"]')).toBeNull();

    await act(async () => buttonByName(container, 'Save').click());
    await waitFor(() => expect(status(container)).toBe('All changes saved'));
    const put = calls.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body)).display_rules).toEqual({
      d_f_r: 'all@display_every_3_days',
      targeting: {
        pages: { mode: 'any', rules: [{ action: 'show', match: 'regex', value: '^/blog/\\w+' }] },
        devices: ['phone'],
      },
    });
  });

  it('keeps a typed list as typed, and follows undo', async () => {
    api();
    const { container } = await open();
    await act(async () => buttonByName(container, 'Targeting').click());
    const languages = () => inputByLabel(container, 'Browser languages');
    typeInto(languages(), 'en, pt-BR, ');
    expect(languages().value).toBe('en, pt-BR, ');
    expect(container.textContent).toContain('Shown only to visitors whose browser language is en or pt-BR.');
    typeInto(inputByLabel(container, 'Country codes'), 'il us');
    expect(container.textContent).toContain('Shown only to visitors in Israel (IL) or United States (US).');
    await act(async () => buttonByName(container, 'Undo').click());
    expect(inputByLabel(container, 'Country codes').value).toBe('');
    expect(languages().value).toBe('en, pt-BR, ');
    await act(async () => buttonByName(container, 'Undo').click());
    expect(languages().value).toBe('');
    expect(container.textContent).toContain('Shown to every visitor, on every page.');
  });
});

/** Picks an option of a select as the owner would. */
function choose(select: HTMLElement, value: string) {
  act(() => {
    (select as HTMLSelectElement).value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
