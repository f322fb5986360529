import type { ContentData } from '@hookline/shop';

/**
 * The content seam before the content tables exist: no collections, no entries, no menus. Pages that
 * read content render their empty states. Replaced by the database-backed seam of this folder.
 */
export function emptyContentData(origin: string): ContentData {
  return {
    preview: false,
    collection: async () => null,
    entries: async (query) => ({
      entries: [],
      total: 0,
      page: query.page ?? 1,
      per_page: query.per_page ?? 10,
      pages: 1,
    }),
    entry: async () => null,
    terms: async () => [],
    menu: async () => null,
    images: async () => ({}),
    absoluteUrl: (path) => (path.startsWith('/') ? `${origin}${path}` : path),
  };
}
