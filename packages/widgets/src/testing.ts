import type { TEntryPage, TEntryView, TMenuView, TTermView } from '@hookline/schema/cms';
import type { ContentData, ShopData } from '@hookline/shop';
import type { WidgetLoadContext } from './contract.ts';

/** Content for widget tests: entries, terms and menus held in memory. */
export interface TestContent {
  entries?: TEntryView[];
  terms?: TTermView[];
  menus?: TMenuView[];
}

/**
 * An in-memory `ContentData` for widget tests: entries filtered by terms (and / or per taxonomy)
 * and the ids left out, newest first, paged; terms and menus by slug.
 */
export function testContentData({ entries = [], terms = [], menus = [] }: TestContent = {}): ContentData {
  return {
    preview: false,
    collection: async () => null,
    async entries(query): Promise<TEntryPage> {
      const perPage = query.per_page ?? 10;
      const page = query.page ?? 1;
      const matching = entries
        .filter((e) => e.collection === query.collection && !(query.exclude ?? []).includes(e.id))
        .filter((e) =>
          (query.terms ?? []).every((filter) => {
            const carried = new Set((e.terms[filter.taxonomy] ?? []).map((t) => t.slug));
            return filter.operator === 'and'
              ? filter.terms.every((t) => carried.has(t))
              : filter.terms.some((t) => carried.has(t));
          }),
        )
        .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''));
      return {
        entries: matching.slice((page - 1) * perPage, page * perPage),
        total: matching.length,
        page,
        per_page: perPage,
        pages: Math.max(1, Math.ceil(matching.length / perPage)),
      };
    },
    entry: async (collection, slug) =>
      entries.find((e) => e.collection === collection && e.slug === slug) ?? null,
    terms: async (taxonomy) => terms.filter((t) => t.taxonomy === taxonomy),
    menu: async (slug) => menus.find((m) => m.slug === slug) ?? null,
    images: async () => ({}),
    absoluteUrl: (path) => path,
  };
}

/** A data seam for widget tests: an empty shop with the given content. */
export function testLoadContext(
  data: Partial<ShopData> = {},
  url = 'http://shop.local/',
  content: TestContent = {},
): WidgetLoadContext {
  const empty: ShopData = {
    listProducts: async () => ({ products: [], total: 0 }),
    product: async () => null,
    cart: async () => ({ items: [], itemCount: 0, totalCents: 0, hash: '' }),
    customer: async () => null,
    orders: async () => [],
    noticeDismissed: () => false,
    builderPage: async () => null,
    content: testContentData(content),
  };
  return { data: { ...empty, ...data }, url: new URL(url) };
}
