import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { TPopupRecord } from '@hookline/schema';
import { startPixel, STARTED_FLAG } from './boot.ts';
import type { LoaderEnv } from './env.ts';
import { OUTBOX_STORAGE_KEY } from './outbox/outbox.ts';
import { mountPopup } from './popup/index.ts';
import { CLIENT_ID, POPUP_ID, popupRecord, VIEWER_ID } from './testing/fixtures.ts';

const HOST = 'https://hookline.test';

interface Sent {
  path: string;
  body: Record<string, string>;
  contentType: string;
}

/** A fake Hookline host: the display API answering with `records`, and the event endpoints. */
function fakeApi(records: unknown[] = [popupRecord()], display: Response | (() => Response) | null = null) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const contentType = new Headers(init?.headers).get('content-type') ?? '';
    const raw = String(init?.body ?? '');
    const body = contentType.includes('json')
      ? (JSON.parse(raw) as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(raw));
    sent.push({ path: url.pathname, body, contentType });
    if (url.pathname === `/api/display/${CLIENT_ID}`) {
      if (display) return typeof display === 'function' ? display() : display;
      return Response.json({
        display: true,
        message: '',
        is_client_restriction: false,
        client_restriction_setting: null,
        poptins: records,
        if_freemium: false,
        country: 'US',
        country_code: 'US',
        cc: 'US',
        ip: '127.0.0.1',
        lang: 'en',
      });
    }
    if (url.pathname.startsWith('/api/display/viewed/')) return Response.json({ poptin_view_id: '7' });
    if (url.pathname.startsWith('/api/display/conversion/'))
      return Response.json({ success: true, conversion_id: '9', integration: { conversion_code: '' } });
    return Response.json({ success: true });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent, calls: fetch };
}

let ids = 0;
function testEnv(fetch: typeof globalThis.fetch): LoaderEnv {
  return {
    window,
    document,
    fetch,
    localStorage,
    sessionStorage,
    now: () => Date.now(),
    random: () => 0.5,
    randomId: () => `event-id-${++ids}`,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    loadPopupChunk: async () => ({ mountPopup }),
  };
}

function installTag(src = `${HOST}/pixel.js?id=${CLIENT_ID}`) {
  const script = document.createElement('script');
  script.type = 'text/plain'; // keeps happy-dom from fetching it
  script.id = 'hookline-pixel';
  script.setAttribute('src', src);
  document.head.appendChild(script);
}

/** Lets time pass for the page, with Preact's renders flushed. */
const wait = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

const popupHost = () => document.querySelector<HTMLElement>(`[data-hookline-popup]`);
const inPopup = <T extends Element = HTMLElement>(selector: string) =>
  popupHost()?.shadowRoot?.querySelector<T>(selector) ?? null;
const sentTo = (api: ReturnType<typeof fakeApi>, prefix: string) =>
  api.sent.filter((request) => request.path.startsWith(prefix));

let warn: MockInstance;
let error: MockInstance;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '<main>Host page</main>';
  delete (window as unknown as Record<string, unknown>)[STARTED_FLAG];
  vi.stubGlobal('requestIdleCallback', undefined);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  inPopup<HTMLButtonElement>('button[aria-label="Close"]')?.click();
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the loader', () => {
  it('without its tag logs "pixel code not exist" and does nothing', async () => {
    const api = fakeApi();
    startPixel(testEnv(api.fetch), null);
    await wait(10_000);
    expect(warn).toHaveBeenCalledWith('[hookline] pixel code not exist');
    expect(api.calls).not.toHaveBeenCalled();
  });

  it('starts once, however often it is loaded', async () => {
    installTag();
    const api = fakeApi();
    startPixel(testEnv(api.fetch), null);
    startPixel(testEnv(api.fetch), null);
    await wait(100);
    expect(sentTo(api, `/api/display/${CLIENT_ID}`)).toHaveLength(1);
  });

  it('asks the display API with the page facts, form-encoded', async () => {
    installTag();
    document.title = 'Mugs';
    const api = fakeApi();
    startPixel(testEnv(api.fetch), null);
    await wait(100);
    const [call] = api.sent;
    expect(call?.contentType).toBe('application/x-www-form-urlencoded');
    expect(call?.body).toMatchObject({
      domain: window.location.hostname,
      page_title: 'Mugs',
      if_mobile: '0',
      poptin_viewed_url: window.location.href,
      origin_landing_page: window.location.href,
    });
  });

  it('shows the lightbox after its seconds on page and records the view', async () => {
    installTag();
    const api = fakeApi();
    startPixel(testEnv(api.fetch), null);
    await wait(2900);
    expect(popupHost()).toBeNull();
    await wait(200);
    expect(popupHost()?.getAttribute('data-hookline-popup')).toBe(POPUP_ID);
    expect(inPopup('[role="dialog"]')?.getAttribute('aria-label')).toBe('Get 10% off your first order');
    const [view] = sentTo(api, '/api/display/viewed/');
    expect(view).toMatchObject({
      path: `/api/display/viewed/${POPUP_ID}`,
      contentType: 'application/json',
      body: {
        viewer_id: VIEWER_ID,
        client_id: CLIENT_ID,
        trigger: 'seconds',
        type: 'desktop',
        url: window.location.href,
      },
    });
    expect(view?.body.event_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('sends the conversion with the view id and shows the thank-you screen; no close event after', async () => {
    installTag();
    const api = fakeApi();
    startPixel(testEnv(api.fetch), null);
    await wait(3100);
    const email = inPopup<HTMLInputElement>('input[name="email"]')!;
    await act(() => {
      email.value = 'jane@example.com';
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(() => inPopup<HTMLButtonElement>('button[type="submit"]')!.click());
    await wait(10);
    expect(inPopup('h2')?.textContent).toBe('Thank you!');
    const [conversion] = sentTo(api, '/api/display/conversion/');
    expect(conversion).toMatchObject({
      path: `/api/display/conversion/${VIEWER_ID}`,
      contentType: 'application/x-www-form-urlencoded',
      body: {
        email: 'jane@example.com',
        poptin_id: POPUP_ID,
        client_id: CLIENT_ID,
        poptin_view_id: '7',
        trigger: 'seconds',
        visitor: 'desktop',
        newExtraFields: '[]',
      },
    });
    expect(conversion?.body.conversion_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();

    await act(() => inPopup<HTMLButtonElement>('button[aria-label="Close"]')!.click());
    await wait(1000);
    expect(sentTo(api, '/api/display/closed/')).toEqual([]);
    expect(popupHost()).toBeNull();
  });

  it('records a close by the X', async () => {
    installTag();
    const api = fakeApi();
    startPixel(testEnv(api.fetch), null);
    await wait(3100);
    await act(() => inPopup<HTMLButtonElement>('button[aria-label="Close"]')!.click());
    await wait(10);
    expect(sentTo(api, '/api/display/closed/')).toMatchObject([
      {
        path: `/api/display/closed/${POPUP_ID}`,
        body: { client_id: CLIENT_ID, close_trigger: 'cancel_click', url: window.location.href },
      },
    ]);
  });

  it('delivers a conversion left by an earlier page', async () => {
    localStorage.setItem(
      OUTBOX_STORAGE_KEY,
      JSON.stringify([
        {
          kind: 'conversion',
          id: 'left-over-key-1',
          path: `/api/display/conversion/${VIEWER_ID}`,
          body: {
            poptin_id: POPUP_ID,
            client_id: CLIENT_ID,
            email: 'jane@example.com',
            conversion_key: 'left-over-key-1',
          },
          created_at: Date.now() - 60_000,
          attempts: 3,
          next_at: Date.now() + 30_000,
        },
      ]),
    );
    installTag();
    const api = fakeApi([]);
    startPixel(testEnv(api.fetch), null);
    await wait(100);
    expect(sentTo(api, '/api/display/conversion/').map((request) => request.body.conversion_key)).toEqual([
      'left-over-key-1',
    ]);
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['a server error', () => new Response('oops', { status: 500 }), 'display call refused (500)'],
    [
      'a refusal',
      () => Response.json({ error: 'not_found', message: 'Client id x' }, { status: 404 }),
      'Client id x',
    ],
    ['an unreadable answer', () => Response.json({ display: 'maybe' }), 'not readable'],
    [
      'a restriction',
      () => Response.json({ display: 'not_allowed', message: 'Client restricted', poptins: [] }),
      'Client restricted',
    ],
  ])('logs %s and shows nothing', async (_case, display, logged) => {
    installTag();
    const api = fakeApi([], display);
    startPixel(testEnv(api.fetch), null);
    await wait(10_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(logged));
    expect(popupHost()).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a network failure of the display call without throwing', async () => {
    installTag();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    startPixel(testEnv(fetch as unknown as typeof globalThis.fetch), null);
    await wait(100);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('display call failed'));
  });

  it('shows one lightbox at a time: the next waits until the first closes', async () => {
    const second: TPopupRecord = popupRecord({
      poptin_id: 'secondpopup01',
      viewer_id: 'secondviewer1',
      poptin_name: 'Second',
      triggers: { seconds_on_page: 1 },
    });
    installTag();
    const api = fakeApi([popupRecord({ triggers: { seconds_on_page: 0 } }), second]);
    startPixel(testEnv(api.fetch), null);
    await wait(5000);
    expect(document.querySelectorAll('[data-hookline-popup]')).toHaveLength(1);
    expect(popupHost()?.getAttribute('data-hookline-popup')).toBe(POPUP_ID);
    await act(() => inPopup<HTMLButtonElement>('button[aria-label="Close"]')!.click());
    await wait(1000);
    expect(popupHost()?.getAttribute('data-hookline-popup')).toBe('secondpopup01');
    expect(inPopup('[role="dialog"]')?.getAttribute('tabindex')).toBe('-1');
    expect(inPopup<HTMLInputElement>('input[name="email"]')?.tabIndex).toBe(601);
  });

  it('leaves popup types it cannot render yet, with a note', async () => {
    installTag();
    const api = fakeApi([popupRecord({ poptin_type: 'bar' })]);
    startPixel(testEnv(api.fetch), null);
    await wait(5000);
    expect(popupHost()).toBeNull();
    expect(warn).toHaveBeenCalledWith('[hookline] popup type bar is not supported yet');
  });

  it('logs a renderer that fails to load, and frees the slot', async () => {
    installTag();
    const api = fakeApi();
    const env = { ...testEnv(api.fetch), loadPopupChunk: () => Promise.reject(new Error('blocked')) };
    startPixel(env, null);
    await wait(5000);
    expect(error).toHaveBeenCalledWith('[hookline] the popup renderer failed to load', expect.any(Error));
  });
});
