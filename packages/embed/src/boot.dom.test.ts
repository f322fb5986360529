import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { parseStoredValue } from '@hookline/rules';
import { LOAD_CHECK_MS, START_DELAY_MS, startPixel } from './boot.ts';
import { OUTBOX_STORAGE_KEY } from './outbox/outbox.ts';
import { CLIENT_ID, POPUP_ID, popupRecord, VIEWER_ID } from './testing/fixtures.ts';
import {
  dispatch,
  fakeApi,
  fakeChunk,
  HOST,
  STORE_ADAPTER_CHUNKS,
  testPage,
  wait,
} from './testing/pixel-harness.ts';
import type { StoreIntegration } from './store/adapter.ts';

let warn: MockInstance;
let error: MockInstance;
const pages: { close(): Promise<void> }[] = [];

// The lazy chunks load as from the browser's cache: the fake clock cannot wait for a first import.
beforeAll(async () => {
  await Promise.all([
    import('./chunks/triggers.ts'),
    import('./chunks/filters.ts'),
    import('./chunks/click.ts'),
    import('./chunks/runtime-extras.ts'),
    import('./chunks/site-preview.ts'),
  ]);
});

beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await Promise.all(pages.splice(0).map((page) => page.close()));
});

/** The store adapter chunks from source, as the harness loads them (to spy on). */
const shopifyAdapter = async (integration: StoreIntegration) => STORE_ADAPTER_CHUNKS[integration];

/** Starts the pixel on a fresh page and lets it reach its display call. */
function open(options: Parameters<typeof testPage>[0]) {
  const page = testPage(options);
  pages.push(page);
  startPixel(page.env, null);
  return page;
}

const stored = (page: ReturnType<typeof testPage>, key: string) =>
  parseStoredValue(page.env.localStorage!.getItem(key), Date.now());
const popupHosts = (page: ReturnType<typeof testPage>) =>
  Array.from(page.document.querySelectorAll('[data-hookline-popup]'), (host) =>
    host.getAttribute('data-hookline-popup'),
  );

describe('starting the pixel', () => {
  it('without its tag logs "pixel code not exist" and does nothing', async () => {
    const api = fakeApi();
    const page = testPage({ fetch: api.fetch });
    pages.push(page);
    page.document.getElementById('hookline-pixel')!.remove();
    startPixel(page.env, null);
    await wait(10_000);
    expect(warn).toHaveBeenCalledWith('[hookline] pixel code not exist');
    expect(api.calls).not.toHaveBeenCalled();
  });

  it('starts once, however often it is loaded', async () => {
    const api = fakeApi();
    const page = open({ fetch: api.fetch });
    startPixel(page.env, null);
    await wait(START_DELAY_MS + 100);
    expect(api.displayCalls()).toHaveLength(1);
  });

  it('waits 1500 ms after load before asking for popups', async () => {
    const api = fakeApi();
    open({ fetch: api.fetch });
    await wait(START_DELAY_MS - 10);
    expect(api.displayCalls()).toHaveLength(0);
    await wait(20);
    expect(api.displayCalls()).toHaveLength(1);
  });

  it('then waits for the browser to be idle, and touches no storage before it starts', async () => {
    const api = fakeApi();
    const page = testPage({ fetch: api.fetch });
    pages.push(page);
    const idle: (() => void)[] = [];
    const env = { ...page.env, whenIdle: (run: () => void) => void idle.push(run) };
    let storageOpened = 0;
    Object.defineProperty(env, 'localStorage', {
      get: () => (storageOpened++, page.env.localStorage),
    });
    startPixel(env, null);
    await wait(START_DELAY_MS + 100);
    expect(api.displayCalls()).toHaveLength(0);
    expect(storageOpened).toBe(0);
    idle.splice(0).forEach((run) => run());
    await wait(10);
    expect(api.displayCalls()).toHaveLength(1);
    expect(storageOpened).toBeGreaterThan(0);
  });

  it('starts at once in noConflict mode', async () => {
    const api = fakeApi();
    open({ fetch: api.fetch, tag: `${HOST}/pixel.js?id=${CLIENT_ID}&noConflict` });
    await wait(5);
    expect(api.displayCalls()).toHaveLength(1);
  });

  it('goes ahead at the second load check, 1 s later, on a page that never finishes loading', async () => {
    const api = fakeApi();
    const page = testPage({ fetch: api.fetch, readyState: 'loading' });
    pages.push(page);
    // happy-dom fires the window's load by itself, on a real 1 ms timer outside the fake clock: on a
    // busy machine it came before the clock moved, and the pixel started 1 s early. This page never loads.
    page.window.addEventListener('load', (event) => event.stopImmediatePropagation());
    startPixel(page.env, null);
    await wait(LOAD_CHECK_MS + START_DELAY_MS - 10);
    expect(api.displayCalls()).toHaveLength(0);
    await wait(20);
    expect(api.displayCalls()).toHaveLength(1);
  });

  it.each([
    ['1.6.4', false],
    ['1.7.2', true],
    ['3.7.1', true],
  ])('with the host page on jQuery %s runs: %s', async (version, runs) => {
    const api = fakeApi();
    const page = testPage({ fetch: api.fetch });
    pages.push(page);
    (page.window as unknown as Record<string, unknown>).jQuery = { fn: { jquery: version } };
    startPixel(page.env, null);
    await wait(5000);
    expect(api.displayCalls()).toHaveLength(runs ? 1 : 0);
    if (!runs) {
      expect(warn).toHaveBeenCalledWith(
        '[hookline] this page uses jQuery 1.6.4; please upgrade jQuery to 1.7 or later to show popups',
      );
      expect(popupHosts(page)).toEqual([]);
    }
  });
});

describe('consent (Shopify customer privacy API)', () => {
  const withPrivacy = (privacy: unknown, loadFeatures?: unknown) => {
    const api = fakeApi();
    const page = testPage({ fetch: api.fetch, loadStoreAdapter: vi.fn(shopifyAdapter) });
    pages.push(page);
    (page.window as unknown as Record<string, unknown>).Shopify = {
      shop: 'mugs.myshopify.com',
      ...(privacy ? { customerPrivacy: privacy } : {}),
      ...(loadFeatures ? { loadFeatures } : {}),
    };
    startPixel(page.env, null);
    return { api, page };
  };

  it('runs when the visitor may be tracked', async () => {
    const { api } = withPrivacy({ userCanBeTracked: () => true });
    await wait(2000);
    expect(api.displayCalls()).toHaveLength(1);
    expect(api.displayCalls()[0]?.body.store_integration).toBe('shopify');
  });

  it('does not run after a "no"', async () => {
    const { api } = withPrivacy({
      userCanBeTracked: () => false,
      currentVisitorConsent: () => ({ analytics: 'no' }),
    });
    await wait(10_000);
    expect(api.calls).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[hookline] the visitor declined consent; popups are not shown');
  });

  it('waits for the answer, then runs on a "yes"', async () => {
    const { api, page } = withPrivacy({
      userCanBeTracked: () => false,
      currentVisitorConsent: () => ({ analytics: '' }),
    });
    await wait(10_000);
    expect(api.calls).not.toHaveBeenCalled();
    dispatch(
      page.document,
      new page.window.CustomEvent('visitorConsentCollected', { detail: { analyticsAllowed: true } }),
    );
    await wait(2000);
    expect(api.displayCalls()).toHaveLength(1);
  });

  it('waits for the answer, and stays off on a "no"', async () => {
    const { api, page } = withPrivacy({
      userCanBeTracked: () => false,
      currentVisitorConsent: () => ({ analytics: '' }),
    });
    dispatch(
      page.document,
      new page.window.CustomEvent('visitorConsentCollected', { detail: { analyticsAllowed: false } }),
    );
    await wait(10_000);
    expect(api.calls).not.toHaveBeenCalled();
  });

  it("sends a Shopify store's cart, read from its cart.js; a failed read is only logged", async () => {
    const api = fakeApi();
    const cartFetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input) === 'https://shop.example.com/cart.js')
        return Response.json({
          item_count: 2,
          total_price: 2500,
          items: [{ variant_id: 11, product_id: 5 }],
        });
      return api.fetch(input, init);
    });
    const page = testPage({ fetch: cartFetch as unknown as typeof globalThis.fetch });
    pages.push(page);
    (page.window as unknown as Record<string, unknown>).Shopify = { shop: 'mugs.myshopify.com' };
    startPixel(page.env, null);
    await wait(2000);
    expect(api.displayCalls()[0]?.body).toMatchObject({
      store_integration: 'shopify',
      cart_total_items: '2',
      cart_total_price: '25.00',
      cart_products_ids_list: '11',
      cart_products_org_ids_list: '5',
    });

    const broken = fakeApi();
    const other = testPage({ fetch: broken.fetch });
    pages.push(other);
    (other.window as unknown as Record<string, unknown>).Shopify = { shop: 'mugs.myshopify.com' };
    startPixel(other.env, null);
    await wait(2000);
    expect(broken.displayCalls()[0]?.body).not.toHaveProperty('cart_total_items');
    expect(warn).toHaveBeenCalledWith('[hookline] the cart could not be read', expect.anything());
  });

  it('loads the API through Shopify.loadFeatures when the page has not', async () => {
    const loadFeatures = vi.fn((_features: unknown, done: (error?: unknown) => void) => {
      shopify.customerPrivacy = { userCanBeTracked: () => true };
      done();
    });
    const shopify: Record<string, unknown> = {};
    const { api, page } = withPrivacy(null, loadFeatures);
    Object.assign((page.window as unknown as { Shopify: object }).Shopify, shopify);
    await wait(2000);
    expect(loadFeatures).toHaveBeenCalledWith(
      [{ name: 'consent-tracking-api', version: '0.1' }],
      expect.any(Function),
    );
    expect(api.displayCalls()).toHaveLength(1);
  });
});

describe('the store adapter chunk', () => {
  const shopify = (page: ReturnType<typeof testPage>, globals: Record<string, unknown> = {}) =>
    Object.assign(page.window, { Shopify: { shop: 'mugs.myshopify.com' }, ...globals });

  it('is not loaded on a site that is not a store, which runs as before', async () => {
    const api = fakeApi();
    const loadStoreAdapter = vi.fn(shopifyAdapter);
    open({ fetch: api.fetch, loadStoreAdapter });
    await wait(START_DELAY_MS + 10);
    expect(loadStoreAdapter).not.toHaveBeenCalled();
    expect(api.displayCalls()[0]?.body).not.toHaveProperty('store_integration');
  });

  it('starts loading on a Shopify store when the pixel starts, before the page has loaded', async () => {
    const api = fakeApi();
    const loadStoreAdapter = vi.fn(shopifyAdapter);
    const page = testPage({ fetch: api.fetch, loadStoreAdapter, readyState: 'loading' });
    pages.push(page);
    shopify(page, { ShopifyAnalytics: { meta: { page: { customerId: 4471 } } } });
    startPixel(page.env, null);
    expect(loadStoreAdapter).toHaveBeenCalledWith('shopify', HOST);
    await wait(LOAD_CHECK_MS + START_DELAY_MS + 10);
    expect(loadStoreAdapter).toHaveBeenCalledTimes(1);
    expect(api.displayCalls()[0]?.body).toMatchObject({
      store_integration: 'shopify',
      store_integration_customer_id: '4471',
    });
  });

  it('is loaded for a store whose Shopify global came after the tag, once the page has loaded', async () => {
    const api = fakeApi();
    const loadStoreAdapter = vi.fn(shopifyAdapter);
    const page = testPage({ fetch: api.fetch, loadStoreAdapter, readyState: 'loading' });
    pages.push(page);
    startPixel(page.env, null);
    expect(loadStoreAdapter).not.toHaveBeenCalled();
    shopify(page);
    await wait(LOAD_CHECK_MS + START_DELAY_MS + 10);
    expect(loadStoreAdapter).toHaveBeenCalledTimes(1);
    expect(api.displayCalls()[0]?.body.store_integration).toBe('shopify');
  });

  it('failing to load on a Shopify store: logs why, and the pixel does not run (consent is unknown)', async () => {
    const api = fakeApi();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const page = testPage({ fetch: api.fetch, loadStoreAdapter: () => Promise.reject(failure) });
    pages.push(page);
    shopify(page);
    startPixel(page.env, null);
    await wait(10_000);
    expect(warn).toHaveBeenCalledWith(
      "[hookline] the shopify store adapter failed to load; popups are not shown, as the visitor's consent cannot be checked",
      failure,
    );
    expect(api.calls).not.toHaveBeenCalled();
    expect(page.window.localStorage.length).toBe(0);
    expect(error).not.toHaveBeenCalled();
  });

  it('on a "no", nothing is stored either', async () => {
    const api = fakeApi();
    const page = testPage({ fetch: api.fetch });
    pages.push(page);
    (page.window as unknown as { Shopify: object }).Shopify = {
      shop: 'mugs.myshopify.com',
      customerPrivacy: { userCanBeTracked: () => false, currentVisitorConsent: () => ({ analytics: 'no' }) },
    };
    startPixel(page.env, null);
    await wait(10_000);
    expect(api.calls).not.toHaveBeenCalled();
    expect(page.window.localStorage.length).toBe(0);
    expect(page.window.sessionStorage.length).toBe(0);
  });
});

describe('the display call and the visitor storage', () => {
  it('sends the page and visitor facts, and stores the visitor id, visit and pages with their lifetimes', async () => {
    const api = fakeApi();
    const page = open({ fetch: api.fetch, url: 'https://shop.example.com/mugs?utm_source=ads' });
    await wait(START_DELAY_MS + 10);
    const [call] = api.displayCalls();
    expect(call?.contentType).toBe('application/x-www-form-urlencoded');
    const userId = stored(page, 'poptin_user_id');
    expect(userId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(call?.body).toMatchObject({
      domain: 'shop.example.com',
      page_title: 'Mugs',
      if_mobile: '0',
      poptin_viewed_url: 'https://shop.example.com/mugs?utm_source=ads',
      origin_landing_page: 'https://shop.example.com/mugs?utm_source=ads',
      cookies: JSON.stringify({ poptin_user_id: userId, poptin_ab: {} }),
      cancel_visitor_count: '0',
      previous_visited_pages_with_current: 'https://shop.example.com/mugs?utm_source=ads',
    });
    expect(JSON.parse(call!.body.triggers!)).toEqual({ page_views: 1, visit: 1, site_seconds: 1 });
    const lifetime = (key: string) =>
      (JSON.parse(page.env.localStorage!.getItem(key)!) as { e: number }).e - Date.now();
    const DAY = 86_400_000;
    expect(lifetime('poptin_user_id')).toBeCloseTo(365 * DAY, -5);
    expect(lifetime('poptin_visits')).toBeCloseTo(365 * DAY, -5);
    expect(lifetime('poptin_c_visitor')).toBeCloseTo(30 * DAY, -5);
    expect(lifetime('poptin_session')).toBeCloseTo(30 * 60_000, -5);
    expect(lifetime(`poptin_session_time_${CLIENT_ID}`)).toBeCloseTo(60_000, -4);
    expect(stored(page, 'poptin_user_ip')).toBe('203.0.113.7');
    expect(stored(page, 'poptin_user_country')).toBe('US');
    expect(page.env.sessionStorage!.getItem('poptin_page_views')).toBe('1');
  });

  it('reads storage back checked: a tampered visitor id is replaced, garbage is ignored', async () => {
    const api = fakeApi([]);
    const page = testPage({ fetch: api.fetch });
    pages.push(page);
    const local = page.env.localStorage!;
    local.setItem('poptin_user_id', JSON.stringify({ v: '<script>alert(1)</script>', e: Date.now() + 1e9 }));
    local.setItem('poptin_visits', 'not json');
    local.setItem(
      'poptin_previous_visited_pages',
      JSON.stringify({ v: 'javascript:alert(1)~x', e: Date.now() + 1e9 }),
    );
    page.env.sessionStorage!.setItem('poptin_page_views', '-5');
    startPixel(page.env, null);
    await wait(START_DELAY_MS + 10);
    expect(stored(page, 'poptin_user_id')).toMatch(/^[A-Za-z0-9]{16}$/);
    const [call] = api.displayCalls();
    expect(call?.body.previous_visited_pages).toBeUndefined();
    expect(JSON.parse(call!.body.triggers!)).toMatchObject({ page_views: 1, visit: 1 });
  });

  it('logs a refusal and shows nothing', async () => {
    const api = fakeApi([], () =>
      Response.json({ display: 'not_allowed', message: 'Client restricted', poptins: [] }),
    );
    const page = open({ fetch: api.fetch });
    await wait(10_000);
    expect(warn).toHaveBeenCalledWith('[hookline] Client restricted');
    expect(popupHosts(page)).toEqual([]);
  });

  it.each([
    ['a server error', () => new Response('oops', { status: 500 }), 'display call refused (500)'],
    [
      'a refusal',
      () => Response.json({ error: 'not_found', message: 'Client id x' }, { status: 404 }),
      'Client id x',
    ],
    ['an unreadable answer', () => Response.json({ display: 'maybe' }), 'not readable'],
  ])('logs %s and shows nothing, without errors', async (_case, display, logged) => {
    const api = fakeApi([], display);
    const page = open({ fetch: api.fetch });
    await wait(10_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(logged));
    expect(popupHosts(page)).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a network failure of the display call without throwing', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    open({ fetch: fetch as unknown as typeof globalThis.fetch });
    await wait(START_DELAY_MS + 10);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('display call failed'));
  });

  it('does not load the runtime on a page without popups', async () => {
    const api = fakeApi([]);
    const page = testPage({ fetch: api.fetch });
    pages.push(page);
    const loadRuntimeChunk = vi.fn(page.env.loadRuntimeChunk);
    startPixel({ ...page.env, loadRuntimeChunk }, null);
    await wait(10_000);
    expect(loadRuntimeChunk).not.toHaveBeenCalled();
  });

  it('fetches the runtime 5 s before a popup that waits 60 s is due, and shows it on time', async () => {
    const api = fakeApi([popupRecord({ triggers: { seconds_on_page: 60 } })]);
    const page = testPage({ fetch: api.fetch });
    pages.push(page);
    const loadRuntimeChunk = vi.fn(page.env.loadRuntimeChunk);
    startPixel({ ...page.env, loadRuntimeChunk }, null);
    await wait(START_DELAY_MS + 100);
    expect(api.displayCalls()).toHaveLength(1);
    // The visitor who leaves within the first 54 s never downloads or runs the runtime.
    await wait(60_000 - 5_000 - START_DELAY_MS - 200);
    expect(loadRuntimeChunk).not.toHaveBeenCalled();
    await wait(400);
    expect(loadRuntimeChunk).toHaveBeenCalledTimes(1);
    await wait(4_000);
    expect(popupHosts(page)).toEqual([]);
    await wait(1_500);
    expect(popupHosts(page)).toEqual([POPUP_ID]);
  });

  it('delivers a conversion left by an earlier page', async () => {
    const api = fakeApi([]);
    const page = testPage({ fetch: api.fetch });
    pages.push(page);
    page.env.localStorage!.setItem(
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
    startPixel(page.env, null);
    await wait(START_DELAY_MS + 10);
    expect(api.to('/api/display/conversion/').map((request) => request.body.conversion_key)).toEqual([
      'left-over-key-1',
    ]);
    expect(page.env.localStorage!.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });
});

describe('known visitors', () => {
  it('report a new visit (total-website-session) and their popup views (conversion-activities)', async () => {
    const api = fakeApi([popupRecord({ triggers: { seconds_on_page: 2 } })]);
    const page = testPage({ fetch: api.fetch });
    pages.push(page);
    page.env.localStorage!.setItem(
      'poptin_converted_email',
      JSON.stringify({ v: 'jane@example.com', e: Date.now() + 1e9 }),
    );
    startPixel(page.env, null);
    await wait(3000);
    expect(api.to('/api/display/total-website-session/')).toMatchObject([
      {
        path: `/api/display/total-website-session/${CLIENT_ID}`,
        body: { email: 'jane@example.com', url: 'shop.example.com' },
      },
    ]);
    expect(api.displayCalls()[0]?.body.converted_email).toBe('jane@example.com');
    expect(api.to('/api/display/conversion-activities/')).toMatchObject([
      {
        body: { email: 'jane@example.com', poptin_id: POPUP_ID, activity: 'viewed', url: 'shop.example.com' },
      },
    ]);
  });

  it('anonymous visitors send no activity calls', async () => {
    const api = fakeApi([popupRecord({ triggers: { seconds_on_page: 2 } })]);
    open({ fetch: api.fetch });
    await wait(3000);
    expect(api.to('/api/display/total-website-session/')).toEqual([]);
    expect(api.to('/api/display/conversion-activities/')).toEqual([]);
  });
});

describe('single-page apps', () => {
  it('on a route change removes the popups and starts over: a new display call, triggers armed again', async () => {
    const api = fakeApi([popupRecord({ triggers: { seconds_on_page: 2 } })]);
    const page = open({ fetch: api.fetch });
    await wait(2100);
    expect(popupHosts(page)).toEqual([POPUP_ID]);
    page.window.history.pushState({}, '', '/checkout');
    await wait(100);
    expect(popupHosts(page)).toEqual([]);
    expect(api.displayCalls()).toHaveLength(2);
    expect(api.displayCalls()[1]?.body).toMatchObject({
      poptin_viewed_url: 'https://shop.example.com/checkout',
      previous_url: 'https://shop.example.com/',
    });
    expect(JSON.parse(api.displayCalls()[1]!.body.triggers!)).toMatchObject({ page_views: 2 });
    await wait(1800);
    expect(popupHosts(page)).toEqual([]);
    await wait(300);
    expect(popupHosts(page)).toEqual([POPUP_ID]);
    // The removed popup sent no close: it was not the visitor's doing.
    expect(api.to('/api/display/closed/')).toEqual([]);
  });

  it.each([
    ['replaceState to another path', (w: Window) => w.history.replaceState({}, '', '/cart'), 2],
    ['a hash route', (w: Window) => (w.location.hash = '#/cart'), 2],
    ['an in-page anchor', (w: Window) => (w.location.hash = '#reviews'), 1],
    ['pushState to the same address', (w: Window) => w.history.pushState({ x: 1 }, '', w.location.href), 1],
  ])('%s restarts it: %s display calls', async (_case, change, calls) => {
    const api = fakeApi([]);
    const page = open({ fetch: api.fetch });
    await wait(START_DELAY_MS + 10);
    change(page.window as unknown as Window);
    dispatch(page.window, new page.window.HashChangeEvent('hashchange'));
    await wait(200);
    expect(api.displayCalls()).toHaveLength(calls);
  });
});

describe('entry modes', () => {
  it('preview: shows only the previewed popup at once, in preview mode, and sends no events', async () => {
    const other = popupRecord({
      poptin_id: 'otherpopup001',
      viewer_id: 'otherviewer01',
      triggers: { seconds_on_page: 0 },
    });
    const previewed = popupRecord({
      triggers: { seconds_on_page: 60 },
      display_rules: { d_f_r: 'all@display_once' },
    });
    const api = fakeApi([previewed, other]);
    const chunk = fakeChunk();
    const page = open({
      fetch: api.fetch,
      chunk: chunk.chunk,
      url: `https://shop.example.com/?ppt-preview=${POPUP_ID}`,
    });
    await wait(START_DELAY_MS + 50);
    expect(api.displayCalls()[0]?.body.preview_poptin_id).toBe(POPUP_ID);
    expect(popupHosts(page)).toEqual([POPUP_ID]);
    const options = chunk.of(POPUP_ID)!;
    expect(options).toMatchObject({ preview: true, trigger: 'preview' });
    options.onSubmit({ values: { email: 'jane@example.com' }, extraFields: [] });
    options.onClose('cancel_click');
    await wait(5000);
    expect(api.sent.filter((request) => request.path !== `/api/display/${CLIENT_ID}`)).toEqual([]);
    expect(stored(page, `poptin_frequency_${POPUP_ID}`)).toBeNull();
    expect(stored(page, `poptin_conversion_${POPUP_ID}`)).toBeNull();
  });

  const TOKEN = 'T'.repeat(32);
  const previewBar = (page: ReturnType<typeof testPage>) =>
    page.document.querySelector('[data-hookline-preview-bar]')?.shadowRoot ?? null;

  it('preview on my site: sends the link’s token with this browser’s key, shows the popup at once under the preview bar, and keeps the preview for the tab', async () => {
    const api = fakeApi([popupRecord({ triggers: { seconds_on_page: 60 } })]);
    const chunk = fakeChunk();
    const page = open({
      fetch: api.fetch,
      chunk: chunk.chunk,
      url: `https://shop.example.com/sale?hookline_preview=${TOKEN}`,
    });
    await wait(START_DELAY_MS + 50);
    const sent = api.displayCalls()[0]?.body.preview_poptin_id;
    expect(sent).toMatch(new RegExp(`^${TOKEN}\\.[\\w-]+$`));
    expect(popupHosts(page)).toEqual([POPUP_ID]);
    expect(chunk.of(POPUP_ID)).toMatchObject({ preview: true, trigger: 'preview' });
    expect(previewBar(page)?.textContent).toContain('Preview: only you see this.');
    // The spent token leaves the address, without a route change (one display call); the tab keeps the preview.
    expect(page.window.location.href).toBe('https://shop.example.com/sale');
    await wait(500);
    expect(api.displayCalls()).toHaveLength(1);
    expect(page.env.sessionStorage?.getItem('hookline_preview')).toBe(sent);
    // End preview: the popup and the bar go, and the tab forgets the preview.
    const end = Array.from(previewBar(page)!.querySelectorAll('button')).find(
      (button) => button.textContent === 'End preview',
    )!;
    end.click();
    expect(popupHosts(page)).toEqual([]);
    expect(page.document.querySelector('[data-hookline-preview-bar]')).toBeNull();
    expect(page.env.sessionStorage?.getItem('hookline_preview')).toBeNull();
    expect(api.sent.filter((request) => request.path !== `/api/display/${CLIENT_ID}`)).toEqual([]);
  });

  it('preview on my site: a tab that keeps a preview sends it again; a refused one shows why in the bar, and is forgotten', async () => {
    const api = fakeApi([]);
    const page = testPage({ fetch: api.fetch, url: 'https://shop.example.com/' });
    pages.push(page);
    page.env.sessionStorage?.setItem('hookline_preview', `${TOKEN}.browserkey0123456`);
    startPixel(page.env, null);
    await wait(START_DELAY_MS + 50);
    expect(api.displayCalls()[0]?.body.preview_poptin_id).toBe(`${TOKEN}.browserkey0123456`);
    expect(previewBar(page)?.textContent).toContain('This preview link no longer works');
    expect(popupHosts(page)).toEqual([]);
    expect(page.env.sessionStorage?.getItem('hookline_preview')).toBeNull();
  });

  it('preview of a popup the display response does not hold logs it and shows nothing', async () => {
    const api = fakeApi([popupRecord()]);
    const page = open({ fetch: api.fetch, url: 'https://shop.example.com/?ppt-preview=missingpopup1' });
    await wait(START_DELAY_MS + 50);
    expect(popupHosts(page)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[hookline] popup missingpopup1 is not available to preview');
  });

  it('landing-page mode: popups load directly, without the start delay or their triggers', async () => {
    const api = fakeApi([
      popupRecord({ triggers: { seconds_on_page: 600 }, display_rules: { d_f_r: 'all@display_once' } }),
    ]);
    const page = testPage({ fetch: api.fetch });
    pages.push(page);
    (page.window as unknown as Record<string, unknown>).hooklineLandingPage = true;
    startPixel(page.env, null);
    await wait(50);
    expect(popupHosts(page)).toEqual([POPUP_ID]);
    expect(api.to('/api/display/viewed/')[0]?.body.trigger).toBe('landing');
  });

  it.each([
    ['a link to click/{id}', `<a id="go" href="https://shop.example.com/click/${POPUP_ID}">Offer</a>`],
    ['a hash link', `<a id="go" href="#click/${POPUP_ID}">Offer</a>`],
    [
      'an onclick popup attribute',
      `<button id="go" data-hookline-onclick="${POPUP_ID}"><span>Offer</span></button>`,
    ],
    [
      'the attribute of sites moving from Poptin',
      `<button id="go" onclick-poptin="${POPUP_ID}">Offer</button>`,
    ],
  ])('click entry by %s opens the popup through the click call', async (_case, markup) => {
    const api = fakeApi([popupRecord({ on_click: true, triggers: { seconds_on_page: 0 } })]);
    const page = open({ fetch: api.fetch });
    page.document.body.insertAdjacentHTML('beforeend', markup);
    await wait(START_DELAY_MS + 500);
    expect(popupHosts(page)).toEqual([]); // a click popup does not show by itself
    const target = page.document.getElementById('go')!;
    const event = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    (target.querySelector('span') ?? target).dispatchEvent(event as unknown as Event);
    expect(event.defaultPrevented).toBe(true);
    // The runtime's click chunk is a real import() here: the first one takes real time.
    await vi.waitFor(() => expect(popupHosts(page)).toEqual([POPUP_ID]));
    const [call] = api.to('/api/display/click/');
    expect(call).toMatchObject({
      method: 'POST',
      path: `/api/display/click/${POPUP_ID}`,
      contentType: 'application/json',
    });
    expect(call?.body).toMatchObject({
      client_id: CLIENT_ID,
      domain: 'shop.example.com',
      page_title: 'Mugs',
    });
    expect(api.to('/api/display/viewed/')[0]?.body.trigger).toBe('click');
  });

  it('leaves other links alone', async () => {
    const api = fakeApi([]);
    const page = open({ fetch: api.fetch });
    page.document.body.insertAdjacentHTML('beforeend', '<a id="go" href="/doubleclick/abcdefghijklm">x</a>');
    await wait(START_DELAY_MS + 10);
    const event = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    page.document.getElementById('go')!.dispatchEvent(event as unknown as Event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('popup-to-popup: a button launches another popup through GET /api/display/click/{id}, after the first closes', async () => {
    const second = popupRecord({ poptin_id: 'secondpopup01', viewer_id: 'secondviewer1', on_click: true });
    const api = fakeApi([popupRecord({ triggers: { seconds_on_page: 0 } }), second]);
    const chunk = fakeChunk();
    const page = open({ fetch: api.fetch, chunk: chunk.chunk });
    await wait(START_DELAY_MS + 50);
    expect(popupHosts(page)).toEqual([POPUP_ID]);
    chunk.of(POPUP_ID)!.launchPopup!('secondpopup01', POPUP_ID);
    await vi.waitFor(() => expect(api.to('/api/display/click/')).toHaveLength(1));
    expect(api.to('/api/display/click/')).toMatchObject([
      { method: 'GET', path: '/api/display/click/secondpopup01', body: {} },
    ]);
    expect(popupHosts(page)).toEqual([POPUP_ID]); // one lightbox at a time: it waits
    chunk.of(POPUP_ID)!.onClose('cancel_click');
    page.document.querySelector(`[data-hookline-popup="${POPUP_ID}"]`)?.remove();
    await wait(50);
    expect(popupHosts(page)).toEqual(['secondpopup01']);
    expect(api.to('/api/display/viewed/').map((request) => request.body.trigger)).toEqual([
      'seconds',
      'launch',
    ]);
  });
});
