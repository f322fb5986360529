import { joinHref, pairName, pairRawValue, splitHref } from './href-parts.ts';

/**
 * Page numbers in a list's address, as WordPress and its page builders write them: the `paged` and
 * `page` query parameters, a `/page/N/` path segment (pretty permalinks), and `e-page-{widget}`
 * when several paged lists share one page.
 */
const PAGE_QUERY_NAMES = ['paged', 'page'];
const PAGE_PATH_SEGMENT = /\/page\/(\d+)\/?$/;

/** The query parameter that pages one list widget on a page with several. */
export const widgetPageParam = (widgetId: string) => `e-page-${widgetId}`;

const isPageName = (name: string, widgetId?: string) =>
  PAGE_QUERY_NAMES.includes(name) || (widgetId !== undefined && name === widgetPageParam(widgetId));

const wholePage = (text: string): number | null => {
  if (!/^\d+$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && Number.isSafeInteger(page) ? page : null;
};

/**
 * The page number `href` asks for: from `e-page-{widgetId}`, `paged` or `page` (in that order),
 * else from a trailing `/page/N/`; null when it names none (or only a number below 1).
 */
export function pageNumberInHref(href: string, widgetId?: string): number | null {
  const { path, pairs } = splitHref(href);
  const names = [...(widgetId === undefined ? [] : [widgetPageParam(widgetId)]), ...PAGE_QUERY_NAMES];
  for (const name of names) {
    const pair = pairs.find((candidate) => pairName(candidate) === name);
    const page = pair === undefined ? null : wholePage(pairRawValue(pair));
    if (page !== null) return page;
  }
  const segment = PAGE_PATH_SEGMENT.exec(path);
  return segment ? wholePage(segment[1] ?? '') : null;
}

/**
 * The page a facet-filter pagination link leads to (spec section 9): its page number, or page 1
 * when the link names none.
 */
export function facetLinkPage(href: string): number {
  return pageNumberInHref(href) ?? 1;
}

/**
 * `href` without any page number (the list starts again at page 1): the `paged` and `page`
 * parameters, the widget's `e-page-{widgetId}` and a trailing `/page/N/` are removed; every other
 * parameter and the hash are kept as written.
 */
export function withoutPageNumber(href: string, widgetId?: string): string {
  const { path, pairs, hash } = splitHref(href);
  return joinHref({
    path: path.replace(PAGE_PATH_SEGMENT, '/'),
    pairs: pairs.filter((pair) => !isPageName(pairName(pair), widgetId)),
    hash,
  });
}

/**
 * The address of page `page` of the list at `href` (for the history entry of infinite scroll):
 * page 1 is the address without a page number; other pages use the form `href` already uses
 * (`/page/N/`, `paged=N`, `page=N` or `e-page-{widgetId}=N`), else `style`.
 */
export function withPageNumber(
  href: string,
  page: number,
  style: 'path' | 'query' = 'path',
  widgetId?: string,
): string {
  const base = withoutPageNumber(href, widgetId);
  if (page <= 1) return base;
  const { path, pairs } = splitHref(href);
  const usedName = pairs.map(pairName).find((name) => isPageName(name, widgetId));
  const form = usedName ?? (PAGE_PATH_SEGMENT.test(path) || style === 'path' ? null : 'paged');
  const parts = splitHref(base);
  if (form !== null) return joinHref({ ...parts, pairs: [...parts.pairs, `${form}=${page}`] });
  const dir = parts.path.endsWith('/') ? parts.path : `${parts.path}/`;
  return joinHref({ ...parts, path: `${dir}page/${page}/` });
}
