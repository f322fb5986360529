import { withPageNumber } from './page-number.ts';
import { settingChoice, settingNumber, settingOn } from './setting-values.ts';

/** How a post block loads its next pages: on scroll alone, or on scroll and then with a view-more button. */
export interface InfiniteScrollSettings {
  mode: 'scroll' | 'button';
  /** In button mode, how many pages load on scroll (after the first) before the button takes over; 0: button from the start. */
  autoPages: number;
  /** Whether the address follows the page reached. */
  history: boolean;
}

/** Reads `infinite_mode` (`scroll` or `button`), `auto_pages` (whole, 0 or more; default 2) and `history` (default on). */
export function infiniteScrollSettings(raw: Readonly<Record<string, unknown>>): InfiniteScrollSettings {
  const autoPages = settingNumber(raw.auto_pages, 2, 0);
  return {
    mode: settingChoice(raw.infinite_mode, ['scroll', 'button'] as const, 'scroll'),
    autoPages: Number.isInteger(autoPages) ? autoPages : 2,
    history: raw.history === undefined || settingOn(raw.history),
  };
}

/** Where a post block's paging is: the last page shown, the last page there is, and how many pages loaded on scroll. */
export interface InfiniteScrollState {
  page: number;
  lastPage: number;
  scrollLoads: number;
  loading: boolean;
}

/** A post block as the server rendered it: page `page` of `lastPage`, nothing loaded yet. */
export const infiniteScrollStart = (page: number, lastPage: number): InfiniteScrollState => ({
  page,
  lastPage: Math.max(page, lastPage),
  scrollLoads: 0,
  loading: false,
});

/** Whether scrolling near the end still loads pages: in scroll mode always, in button mode for the first `autoPages` loads. */
const scrollLoads = (state: InfiniteScrollState, settings: InfiniteScrollSettings) =>
  settings.mode === 'scroll' || state.scrollLoads < settings.autoPages;

/**
 * What the visitor sees below the list (spec section 4): after the last page the load-more area
 * (status, spinner, button) is hidden; before it, in button mode, the view-more button shows once
 * auto-loading has stopped (after the configured number of pages), and scroll mode never shows one.
 */
export function infiniteScrollView(
  state: InfiniteScrollState,
  settings: InfiniteScrollSettings,
): { hideLoadMoreArea: boolean; showButton: boolean; loadsOnScroll: boolean } {
  const done = state.page >= state.lastPage;
  return {
    hideLoadMoreArea: done,
    showButton: !done && !scrollLoads(state, settings),
    loadsOnScroll: !done && scrollLoads(state, settings),
  };
}

/**
 * The page to load when the visitor nears the end of the list (`scroll`) or presses view more
 * (`button`); null when nothing should load: a load is under way, the last page is shown, or the
 * trigger is not the one in use now.
 */
export function infiniteScrollNext(
  state: InfiniteScrollState,
  settings: InfiniteScrollSettings,
  trigger: 'scroll' | 'button',
): number | null {
  const view = infiniteScrollView(state, settings);
  if (state.loading || view.hideLoadMoreArea) return null;
  const allowed = trigger === 'scroll' ? view.loadsOnScroll : view.showButton;
  return allowed ? state.page + 1 : null;
}

/** The state once a load starts (the overlay or spinner shows) and once page `page` has arrived by `trigger`. */
export const infiniteScrollLoading = (state: InfiniteScrollState): InfiniteScrollState => ({
  ...state,
  loading: true,
});
export function infiniteScrollLoaded(
  state: InfiniteScrollState,
  page: number,
  trigger: 'scroll' | 'button',
): InfiniteScrollState {
  return {
    ...state,
    page: Math.max(state.page, page),
    scrollLoads: state.scrollLoads + (trigger === 'scroll' ? 1 : 0),
    loading: false,
  };
}

/**
 * The address of the page reached, for the history entry (null when history is off): the list's
 * address with page `page` in the form WordPress uses (`/page/N/`), page 1 without a number.
 */
export function infiniteScrollAddress(
  listHref: string,
  page: number,
  settings: InfiniteScrollSettings,
): string | null {
  return settings.history ? withPageNumber(listHref, page) : null;
}
