/** A page the visitor viewed, and when. */
export interface VisitedPage {
  url: string;
  /** ms since epoch. */
  at: number;
}

/** The most pages kept in one list; older ones are dropped first. */
export const MAX_VISITED_PAGES = 50;
const MAX_URL = 2000;

/**
 * A list of visited pages as stored and sent: pipe-separated, each entry `url` or, with the time,
 * `url~ISO date`. A `|` inside an address is written `%7C` so it cannot split an entry. When
 * `maxLength` is given, the oldest entries are left out until the text fits.
 */
export function formatVisitedPages(
  pages: readonly VisitedPage[],
  options: { withTime?: boolean; maxLength?: number } = {},
): string {
  const entries = pages.map((page) => {
    const url = page.url.replace(/\|/g, '%7C');
    return options.withTime ? `${url}~${new Date(page.at).toISOString()}` : url;
  });
  let text = entries.join('|');
  while (options.maxLength !== undefined && text.length > options.maxLength && entries.length > 0) {
    entries.shift();
    text = entries.join('|');
  }
  return text;
}

/**
 * Reads a stored list written by {@link formatVisitedPages} with times. Entries without a readable
 * date or with an address that is not http(s) are dropped; at most the newest 50 are kept.
 */
export function parseVisitedPages(raw: string | null): VisitedPage[] {
  if (!raw) return [];
  const pages: VisitedPage[] = [];
  for (const entry of raw.split('|')) {
    const cut = entry.lastIndexOf('~');
    const url = entry.slice(0, cut);
    const at = Date.parse(entry.slice(cut + 1));
    if (cut > 0 && Number.isFinite(at) && url.length <= MAX_URL && /^https?:\/\/\S+$/i.test(url)) {
      pages.push({ url, at });
    }
  }
  return pages.slice(-MAX_VISITED_PAGES);
}

/** The list with `page` added at the end, keeping the newest 50. */
export function addVisitedPage(pages: readonly VisitedPage[], page: VisitedPage): VisitedPage[] {
  return [...pages, { url: page.url.slice(0, MAX_URL), at: page.at }].slice(-MAX_VISITED_PAGES);
}
