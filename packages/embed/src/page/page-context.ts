import {
  beginPageView,
  formatVisitedPages,
  newUserId,
  parseCount,
  parseUserId,
  parseVisitedPages,
  STORAGE_LIFETIMES_MS as LIFETIME,
} from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';
import type { StoreAdapter } from '../store/adapter.ts';
import { KEYS } from '../visitor/keys.ts';
import type { VisitorStore } from '../visitor/store.ts';
import { isMobileDevice, operatingSystem } from './device.ts';

/** What the loader knows about the page and visitor; gathered once per page view. */
export interface PageContext {
  domain: string;
  url: string;
  /** The visit's external referrer (kept across its pages), else this page's. */
  referrer: string;
  title: string;
  isMobile: boolean;
  /** The first page of this browsing session (session storage). */
  originLandingPage: string;
  /** The page viewed before this one in this session, '' on the first. */
  previousUrl: string;
  pageRefreshed: boolean;
  browserLanguage: string;
  operatingSystem: string;
  /** `poptin_user_id`. */
  userId: string;
  /** The visitor's visit number (1 = first) and whether this page began it. */
  visit: number;
  newVisit: boolean;
  /** Pages viewed in this browsing session, this one included. */
  pageViews: number;
  cancelVisitorCount: boolean;
  /** The visited-page fields of the display, click and conversion calls (docs/decisions.md). */
  visitedPages: VisitedPageFields;
  /** The email the visitor converted with earlier, '' when none. */
  convertedEmail: string;
  /** The country code the display API gave last time, '' when none. */
  countryCode: string;
  /** `store_integration` and `store_integration_customer_id`, from the store adapter ('' on other sites). */
  storeIntegration: string;
  storeCustomerId: string;
}

export interface VisitedPageFields {
  previous_visited_pages: string;
  previous_visited_pages_with_current: string;
  previous_visited_pages_with_time: string;
  previous_visited_pages_all: string;
  all_visited_pages: string;
}

/** The API takes at most 20,000 characters per visited-page field. */
const MAX_PAGES_TEXT = 20_000;

function navigationWasReload(window: Window): boolean {
  try {
    const [navigation] = window.performance.getEntriesByType('navigation');
    return (navigation as PerformanceNavigationTiming | undefined)?.type === 'reload';
  } catch {
    return false;
  }
}

const webAddress = (value: string | null) => (value && /^https?:\/\//.test(value) ? value : null);
const checked = (value: string | null, pattern: RegExp) => (value && pattern.test(value) ? value : '');

/**
 * Reads the page and visitor facts the display call and events carry, and records this page view
 * in the visitor's storage (spec sections 3 and 9): the visitor id, the visit and its counters,
 * the referrer, the visited pages, and the session's page views, landing page and viewed url.
 * Everything read back is parsed and checked first. On a store, `shop` (its adapter) names the
 * platform and the signed-in customer.
 */
export function readPageContext(
  env: LoaderEnv,
  store: VisitorStore,
  shop: Pick<StoreAdapter, 'integration' | 'customerId'> | null = null,
): PageContext {
  const { window, document } = env;
  const now = env.now();
  const url = window.location.href;
  const userAgent = window.navigator.userAgent ?? '';
  const snapshot = {
    userId: parseUserId(store.get(KEYS.userId)),
    inVisit: store.get(KEYS.session) !== null,
    visits: parseCount(store.get(KEYS.visits)),
    counted: store.get(KEYS.countedVisitor) !== null,
    referrer: webAddress(store.get(KEYS.referrer)),
    visitPages: parseVisitedPages(store.get(KEYS.visitPages)),
    allPages: parseVisitedPages(store.get(KEYS.allPages)),
    pageViews: parseCount(store.session(KEYS.pageViews)),
    originLandingPage: webAddress(store.session(KEYS.originLandingPage)),
    lastUrl: webAddress(store.session(KEYS.viewedUrl)),
  };
  const view = beginPageView(snapshot, { url, referrer: document.referrer ?? '' }, now, () =>
    newUserId(env.random),
  );
  const { next } = view;
  store.set(KEYS.userId, next.userId, LIFETIME.year);
  store.set(KEYS.session, String(next.visits), LIFETIME.session);
  store.set(KEYS.visits, String(next.visits), LIFETIME.year);
  store.set(KEYS.lastVisit, String(now), LIFETIME.year);
  if (!snapshot.counted) store.set(KEYS.countedVisitor, '1', LIFETIME.countedVisitor);
  if (view.visit > 1) store.set(KEYS.oldUser, '1', LIFETIME.oldUser);
  if (next.referrer) store.set(KEYS.referrer, next.referrer, LIFETIME.referrer);
  store.set(KEYS.visitPages, formatVisitedPages(next.visitPages, { withTime: true }), LIFETIME.session);
  store.set(KEYS.allPages, formatVisitedPages(next.allPages, { withTime: true }), LIFETIME.year);
  store.setSession(KEYS.pageViews, String(next.pageViews));
  store.setSession(KEYS.originLandingPage, next.originLandingPage);
  store.setSession(KEYS.viewedUrl, next.lastUrl);

  const pages = (list: typeof next.allPages, withTime = false) =>
    formatVisitedPages(list, { withTime, maxLength: MAX_PAGES_TEXT });
  return {
    domain: window.location.hostname,
    url,
    referrer: view.referrer,
    title: document.title ?? '',
    isMobile: isMobileDevice(userAgent, window.navigator.maxTouchPoints ?? 0),
    originLandingPage: next.originLandingPage,
    previousUrl: view.previousUrl,
    pageRefreshed: navigationWasReload(window),
    browserLanguage: window.navigator.language ?? '',
    operatingSystem: operatingSystem(userAgent),
    userId: next.userId,
    visit: view.visit,
    newVisit: view.newVisit,
    pageViews: next.pageViews,
    cancelVisitorCount: view.cancelVisitorCount,
    visitedPages: {
      previous_visited_pages: pages(view.previousPages),
      previous_visited_pages_with_current: pages(next.visitPages),
      previous_visited_pages_with_time: pages(view.previousPages, true),
      previous_visited_pages_all: pages(snapshot.allPages),
      all_visited_pages: pages(next.allPages, true),
    },
    convertedEmail: checked(store.get(KEYS.convertedEmail), /^[^\s@]{1,64}@[^\s@]{1,255}$/),
    countryCode: checked(store.get(KEYS.countryCode), /^[A-Z]{2}$/),
    storeIntegration: shop?.integration ?? '',
    storeCustomerId: shop?.customerId() ?? '',
  };
}
