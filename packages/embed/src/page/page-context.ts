import type { LoaderEnv } from '../env.ts';
import { readItem, writeItem } from '../storage.ts';
import { isMobileDevice, operatingSystem } from './device.ts';

/** What the loader knows about the page and visitor; gathered once per page view. */
export interface PageContext {
  domain: string;
  url: string;
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
}

const ORIGIN_LANDING_PAGE_KEY = 'hookline_origin_landing_page';
const LAST_URL_KEY = 'hookline_last_url';

function navigationWasReload(window: Window): boolean {
  try {
    const [navigation] = window.performance.getEntriesByType('navigation');
    return (navigation as PerformanceNavigationTiming | undefined)?.type === 'reload';
  } catch {
    return false;
  }
}

/**
 * Reads the page and visitor facts the display call and events carry, and records this page in
 * session storage (the origin landing page on the first page of a session, and the last URL).
 */
export function readPageContext(env: LoaderEnv): PageContext {
  const { window, document, sessionStorage } = env;
  const url = window.location.href;
  const userAgent = window.navigator.userAgent ?? '';
  const originLandingPage = readItem(sessionStorage, ORIGIN_LANDING_PAGE_KEY) ?? url;
  const lastUrl = readItem(sessionStorage, LAST_URL_KEY) ?? '';
  writeItem(sessionStorage, ORIGIN_LANDING_PAGE_KEY, originLandingPage);
  writeItem(sessionStorage, LAST_URL_KEY, url);
  return {
    domain: window.location.hostname,
    url,
    referrer: document.referrer ?? '',
    title: document.title ?? '',
    isMobile: isMobileDevice(userAgent, window.navigator.maxTouchPoints ?? 0),
    originLandingPage,
    previousUrl: lastUrl === url ? '' : lastUrl,
    pageRefreshed: navigationWasReload(window),
    browserLanguage: window.navigator.language ?? '',
    operatingSystem: operatingSystem(userAgent),
  };
}
