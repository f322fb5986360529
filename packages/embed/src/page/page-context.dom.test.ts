import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseStoredValue } from '@hookline/rules';
import { dispatch, fakeApi, testPage } from '../testing/pixel-harness.ts';
import { CLIENT_ID } from '../testing/fixtures.ts';
import { createVisitorStore } from '../visitor/store.ts';
import { createStoreAdapter } from '../shopify/index.ts';
import { readPageContext } from './page-context.ts';
import { startSiteTimer } from './site-timer.ts';

const pages: { close(): Promise<void> }[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 4, 1, 12));
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(pages.splice(0).map((page) => page.close()));
});

/** Page views in one browser: each new page shares the first page's storage. */
function browser() {
  let local: Storage | null = null;
  let session: Storage | null = null;
  return (url: string, referrer = '') => {
    const page = testPage({ fetch: fakeApi([]).fetch, url });
    pages.push(page);
    Object.defineProperty(page.document, 'referrer', { value: referrer, configurable: true });
    local ??= page.env.localStorage as Storage;
    session ??= page.env.sessionStorage as Storage;
    const env = { ...page.env, localStorage: local, sessionStorage: session };
    const store = createVisitorStore(local, session, env.now);
    return { env, store, context: readPageContext(env, store), page };
  };
}

describe('readPageContext', () => {
  it('follows a visitor through a visit: referrer kept, pages listed, counted once', () => {
    const view = browser();
    const first = view('https://shop.example.com/', 'https://search.example/?q=mugs');
    expect(first.context).toMatchObject({
      visit: 1,
      newVisit: true,
      pageViews: 1,
      referrer: 'https://search.example/?q=mugs',
      previousUrl: '',
      cancelVisitorCount: false,
      originLandingPage: 'https://shop.example.com/',
    });
    expect(first.context.userId).toMatch(/^[A-Za-z0-9]{16}$/);

    vi.advanceTimersByTime(10_000);
    const second = view('https://shop.example.com/mugs', 'https://shop.example.com/');
    expect(second.context).toMatchObject({
      userId: first.context.userId,
      visit: 1,
      newVisit: false,
      pageViews: 2,
      referrer: 'https://search.example/?q=mugs',
      previousUrl: 'https://shop.example.com/',
      cancelVisitorCount: true,
      originLandingPage: 'https://shop.example.com/',
    });
    expect(second.context.visitedPages).toEqual({
      previous_visited_pages: 'https://shop.example.com/',
      previous_visited_pages_with_current: 'https://shop.example.com/|https://shop.example.com/mugs',
      previous_visited_pages_with_time: 'https://shop.example.com/~2026-05-01T12:00:00.000Z',
      previous_visited_pages_all: 'https://shop.example.com/',
      all_visited_pages:
        'https://shop.example.com/~2026-05-01T12:00:00.000Z|https://shop.example.com/mugs~2026-05-01T12:00:10.000Z',
    });
    expect(second.store.get('poptin_old_user')).toBeNull();
  });

  it('begins a new visit after 30 minutes without a page view, and marks a returning visitor for 2 days', () => {
    const view = browser();
    view('https://shop.example.com/', 'https://search.example/');
    vi.advanceTimersByTime(31 * 60_000);
    const later = view('https://shop.example.com/again');
    expect(later.context).toMatchObject({ visit: 2, newVisit: true, referrer: '' });
    expect(later.context.visitedPages.previous_visited_pages).toBe('');
    expect(later.context.visitedPages.previous_visited_pages_all).toBe('https://shop.example.com/');
    const oldUser = JSON.parse(later.env.localStorage!.getItem('poptin_old_user')!) as { e: number };
    expect(oldUser.e - Date.now()).toBe(2 * 86_400_000);
  });

  it('forgets the referrer about 2 minutes after the last page view', () => {
    const view = browser();
    view('https://shop.example.com/', 'https://search.example/');
    vi.advanceTimersByTime(121_000);
    expect(view('https://shop.example.com/b', 'https://shop.example.com/').context.referrer).toBe(
      'https://shop.example.com/',
    );
  });

  it("names the store platform and customer on a store, as its adapter reads them; '' elsewhere", () => {
    const page = testPage({ fetch: fakeApi([]).fetch });
    pages.push(page);
    const store = createVisitorStore(page.env.localStorage, page.env.sessionStorage, Date.now);
    expect(readPageContext(page.env, store)).toMatchObject({ storeIntegration: '', storeCustomerId: '' });
    Object.assign(page.window, { Shopify: { shop: 'mugs.myshopify.com' }, __st: { cid: 8812 } });
    const shop = createStoreAdapter(page.env);
    expect(readPageContext(page.env, store, shop)).toMatchObject({
      storeIntegration: 'shopify',
      storeCustomerId: '8812',
    });
    // Read on each page view: a customer who signed in meanwhile is named on the next one.
    Object.assign(page.window, { ShopifyAnalytics: { meta: { page: { customerId: 9001 } } } });
    expect(readPageContext(page.env, store, shop).storeCustomerId).toBe('9001');
  });
});

describe('startSiteTimer', () => {
  it('stores the time on the site every 20 s and when the page is hidden, for 60 s', () => {
    const view = browser();
    const { env, store, page } = view('https://shop.example.com/', 'https://search.example/');
    const timer = startSiteTimer(env, store, CLIENT_ID, Date.now());
    const key = `poptin_session_time_${CLIENT_ID}`;
    vi.advanceTimersByTime(19_000);
    expect(store.get(key)).toBe('0');
    vi.advanceTimersByTime(1_000);
    expect(store.get(key)).toBe('20000');
    vi.advanceTimersByTime(5_000);
    dispatch(page.window, new page.window.Event('pagehide'));
    expect(store.get(key)).toBe('25000');
    expect(timer.total()).toBe(25_000);
    expect((JSON.parse(env.localStorage!.getItem(key)!) as { e: number }).e - Date.now()).toBe(60_000);
  });

  it('extends the referrer every 60 s while the visitor stays', () => {
    const view = browser();
    const { env, store } = view('https://shop.example.com/', 'https://search.example/');
    startSiteTimer(env, store, CLIENT_ID, Date.now());
    vi.advanceTimersByTime(180_000);
    expect(parseStoredValue(env.localStorage!.getItem('poptin_referrer'), Date.now())).toBe(
      'https://search.example/',
    );
  });
});
