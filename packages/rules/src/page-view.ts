import { addVisitedPage, type VisitedPage } from './visited-pages.ts';

/**
 * What the visitor's storage held when a page view began, already parsed and checked (null or
 * empty where absent, expired or unreadable).
 */
export interface VisitorSnapshot {
  userId: string | null;
  /** `poptin_session` was still alive: this page view continues a visit. */
  inVisit: boolean;
  /** Visits so far (`poptin_visits`). */
  visits: number | null;
  /** `poptin_c_visitor`: this visitor was already counted in the last 30 days. */
  counted: boolean;
  /** The external referrer kept from earlier in the visit. */
  referrer: string | null;
  /** Pages of the current visit, and of every visit. */
  visitPages: VisitedPage[];
  allPages: VisitedPage[];
  /** Session storage: page views, first page, and last page of this browsing session. */
  pageViews: number | null;
  originLandingPage: string | null;
  lastUrl: string | null;
}

export interface PageViewInput {
  url: string;
  /** `document.referrer`. */
  referrer: string;
}

/** A page view's outcome: what to store, and the facts the display call and triggers use. */
export interface PageView {
  next: Required<{ [K in keyof VisitorSnapshot]: NonNullable<VisitorSnapshot[K]> }>;
  /** This page view began a new visit. */
  newVisit: boolean;
  /** The visitor's visit number (1 = first visit). */
  visit: number;
  /** The referrer to report: the visit's external referrer, else this page's. */
  referrer: string;
  /** The page viewed before this one in this browsing session ('' on the first or after a reload). */
  previousUrl: string;
  /** Pages of this visit before this one. */
  previousPages: VisitedPage[];
  /** `cancel_visitor_count`: the visitor was already counted. */
  cancelVisitorCount: boolean;
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * Decides how a page view changes the visitor's storage (spec sections 3 and 9): a visit begins
 * when `poptin_session` has lapsed (30 minutes without a page view), counting the visit and
 * starting an empty page list for it; the page joins this visit's and all pages; a referrer from
 * another site is kept for the visit's later pages; a new visitor gets a random id (`newUserId`).
 */
export function beginPageView(
  snapshot: VisitorSnapshot,
  page: PageViewInput,
  now: number,
  newUserId: () => string,
): PageView {
  const newVisit = !snapshot.inVisit;
  const visit = newVisit ? (snapshot.visits ?? 0) + 1 : Math.max(1, snapshot.visits ?? 1);
  const previousPages = newVisit ? [] : snapshot.visitPages;
  const referrerHost = page.referrer ? hostOf(page.referrer) : null;
  const external = referrerHost !== null && referrerHost !== hostOf(page.url);
  const referrer = external ? page.referrer : (snapshot.referrer ?? page.referrer);
  const visited = { url: page.url, at: now };
  const lastUrl = snapshot.lastUrl ?? '';
  return {
    next: {
      userId: snapshot.userId ?? newUserId(),
      inVisit: true,
      visits: visit,
      counted: true,
      referrer: external ? page.referrer : (snapshot.referrer ?? ''),
      visitPages: addVisitedPage(previousPages, visited),
      allPages: addVisitedPage(snapshot.allPages, visited),
      pageViews: (snapshot.pageViews ?? 0) + 1,
      originLandingPage: snapshot.originLandingPage ?? page.url,
      lastUrl: page.url,
    },
    newVisit,
    visit,
    referrer,
    previousUrl: lastUrl === page.url ? '' : lastUrl,
    previousPages,
    cancelVisitorCount: snapshot.counted,
  };
}
