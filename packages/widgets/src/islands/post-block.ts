import {
  IDLE_LEDGER,
  anchorTarget,
  infiniteScrollLoaded,
  infiniteScrollLoading,
  infiniteScrollNext,
  infiniteScrollStart,
  infiniteScrollView,
  settleRefresh,
  startRefresh,
  type InfiniteScrollSettings,
  type InfiniteScrollState,
} from '@hookline/rules/page';
import type { IslandMount } from '../contract.ts';
import { REFRESH_LOOP_PATH } from '../frame/endpoints.ts';
import { pageHref } from '../post-block/query.ts';
import { mountIslands } from './index.ts';
import { scrollToItem } from './scroll.ts';

interface Settings {
  pagination: 'none' | 'numbers' | 'infinite';
  infinite: InfiniteScrollSettings;
  anchor: string;
  scrollToTop: boolean;
  reveal: boolean;
  page: number;
  lastPage: number;
}

const here = () => window.location.pathname + window.location.search;

/** Asks the server for the widget's markup at `href`; null when the answer failed. */
async function fetchMarkup(widgetId: string, href: string): Promise<HTMLElement | null> {
  try {
    const response = await fetch(REFRESH_LOOP_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-hookline-request': '1' },
      body: JSON.stringify({ page_path: window.location.pathname, widget_id: widgetId, href }),
    });
    if (!response.ok) return null;
    const { html } = (await response.json()) as { html?: unknown };
    if (typeof html !== 'string') return null;
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content.querySelector<HTMLElement>(`#${CSS.escape(widgetId)}`);
  } catch {
    return null;
  }
}

/** Fades posts in as they scroll into view. */
function reveal(root: HTMLElement): void {
  const items = root.querySelectorAll<HTMLElement>('.hl-reveal:not(.is-revealed)');
  if (!('IntersectionObserver' in window)) return items.forEach((i) => i.classList.add('is-revealed'));
  const observer = new IntersectionObserver((seen) => {
    for (const entry of seen.filter((e) => e.isIntersecting)) {
      entry.target.classList.add('is-revealed');
      observer.unobserve(entry.target);
    }
  });
  items.forEach((item) => observer.observe(item));
}

/**
 * A post block's behaviour: the list filter (the address takes the choice, the list refreshes
 * without a reload under an overlay, and only the answer to the latest choice is applied), back
 * and forward, infinite scroll with its view-more button and history, the reveal animation and
 * the scroll to the list after a refresh.
 */
export const mount: IslandMount = (root) => {
  let settings = JSON.parse(root.dataset.settings ?? '{}') as Settings;
  let ledger = IDLE_LEDGER;
  let scroll: InfiniteScrollState = infiniteScrollStart(settings.page, settings.lastPage);
  const overlay = () => root.querySelector<HTMLElement>(':scope > .hl-posts__overlay');

  const refresh = async (href: string) => {
    const started = startRefresh(ledger);
    ledger = started.ledger;
    root.setAttribute('aria-busy', 'true');
    // The overlay covers the list, not the filter bar: the next choice stays within reach.
    const cover = overlay();
    const list = root.querySelector<HTMLElement>(':scope > .hl-posts__list');
    if (cover && list) cover.style.top = `${list.offsetTop}px`;
    cover?.removeAttribute('hidden');
    const fresh = await fetchMarkup(root.id, href);
    const settled = settleRefresh(ledger, started.token, fresh !== null);
    ledger = settled.ledger;
    if (!ledger.loading) {
      root.removeAttribute('aria-busy');
      overlay()?.setAttribute('hidden', '');
    }
    if (!settled.apply || !fresh) return;
    root.replaceChildren(...fresh.childNodes);
    root.dataset.settings = fresh.dataset.settings ?? root.dataset.settings;
    settings = JSON.parse(root.dataset.settings ?? '{}') as Settings;
    scroll = infiniteScrollStart(settings.page, settings.lastPage);
    root.dataset.refreshedHref = href;
    wire();
    void mountIslands(root);
    if (settings.reveal) reveal(root);
    if (settings.scrollToTop) {
      const target = anchorTarget(settings.anchor);
      scrollToItem((target && document.querySelector(target)) || root);
    }
  };

  const choose = (href: string) => {
    history.pushState({ hlList: root.id }, '', href);
    void refresh(href);
  };

  const loadMore = async (trigger: 'scroll' | 'button') => {
    const next = infiniteScrollNext(scroll, settings.infinite, trigger);
    if (next === null) return;
    scroll = infiniteScrollLoading(scroll);
    const href = pageHref(here(), next, root.id);
    const fresh = await fetchMarkup(root.id, href);
    scroll = fresh ? infiniteScrollLoaded(scroll, next, trigger) : { ...scroll, loading: false };
    if (fresh) {
      const list = root.querySelector(':scope > .hl-posts__list');
      const items = fresh.querySelector(':scope > .hl-posts__list');
      if (list && items) list.append(...items.childNodes);
      if (settings.infinite.history) history.replaceState(history.state, '', href);
      root.dataset.page = String(scroll.page);
      if (settings.reveal) reveal(root);
    }
    showMore();
  };

  const showMore = () => {
    const area = root.querySelector<HTMLElement>(':scope > .hl-posts__more');
    if (!area) return;
    const view = infiniteScrollView(scroll, settings.infinite);
    area.hidden = view.hideLoadMoreArea;
    const button = area.querySelector<HTMLElement>('.hl-posts__next');
    if (button) button.hidden = !view.showButton;
  };

  let observer: IntersectionObserver | undefined;
  const wire = () => {
    observer?.disconnect();
    const area = root.querySelector<HTMLElement>(':scope > .hl-posts__more');
    if (settings.pagination === 'infinite' && area && 'IntersectionObserver' in window) {
      observer = new IntersectionObserver(
        (seen) => seen.some((e) => e.isIntersecting) && void loadMore('scroll'),
        { rootMargin: '200px' },
      );
      observer.observe(area);
    }
  };

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a.hl-filter__term, a.hl-posts__next');
    if (!link || !root.contains(link) || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    if (link.classList.contains('hl-posts__next')) return void loadMore('button');
    choose(link.getAttribute('href') ?? here());
  };
  const onChange = (event: Event) => {
    const select = (event.target as Element).closest<HTMLSelectElement>('select[data-filter-select]');
    const href = select?.selectedOptions[0]?.dataset.href;
    if (href) choose(href);
  };
  const onPop = () => void refresh(here());
  root.addEventListener('click', onClick);
  root.addEventListener('change', onChange);
  window.addEventListener('popstate', onPop);
  wire();
  if (settings.reveal) reveal(root);
  return () => {
    observer?.disconnect();
    root.removeEventListener('click', onClick);
    root.removeEventListener('change', onChange);
    window.removeEventListener('popstate', onPop);
  };
};
