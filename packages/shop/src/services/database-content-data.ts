import { findCollection, findMediaByIds, findVisibleEntry, queryEntries, type Db } from '@hookline/db';
import { ZEntryQuery, type TEntryPage, type TImageView } from '@hookline/schema/cms';
import type { ContentData } from '../content-data.ts';
import { collectionView, entryViews, termViews, type ContentScope } from './content-views.ts';
import { imageView } from './entry-view.ts';
import { menuView } from './menu-views.ts';
import type { SiteReadCache } from './read-cache.ts';

export interface ContentDataOptions {
  /** The shop's site; null when it does not exist (a server without the demo): no content. */
  siteId: string | null;
  /** `https://shop.example`: where image URLs point. */
  origin: string;
  preview: boolean;
  cache: SiteReadCache;
  now: () => Date;
}

/**
 * The content seam (`ContentData`) over the database, for one site and one request: published
 * entries whose date has come for shoppers, drafts too in an editor's preview. Shoppers' reads go
 * through the content cache; a preview reads the database every time.
 */
export function databaseContentData(db: Db, options: ContentDataOptions): ContentData {
  const { siteId, origin, preview, cache, now } = options;
  const scope: ContentScope = { db, origin, preview, now };
  const cached = <T>(key: string, load: (site: string) => Promise<T>, none: T): Promise<T> => {
    if (!siteId) return Promise.resolve(none);
    return preview ? load(siteId) : cache.get(siteId, `${origin}|${key}`, () => load(siteId));
  };
  const collectionRow = (slug: string) =>
    cached(`collection:${slug}`, (site) => findCollection(db, site, { slug }), null);

  return {
    preview,

    collection: (slug) => cached(`collection-view:${slug}`, (site) => collectionView(db, site, slug), null),

    entries: async (input) => {
      const query = ZEntryQuery.parse(input);
      const empty: TEntryPage = {
        entries: [],
        total: 0,
        page: query.page,
        per_page: query.per_page,
        pages: 1,
      };
      return cached(
        `entries:${JSON.stringify(query)}`,
        async (site) => {
          const collection = await collectionRow(query.collection);
          if (!collection) return empty;
          const { rows, total } = await queryEntries(db, site, {
            collectionId: collection.id,
            drafts: preview,
            now: now(),
            terms: query.terms,
            sort: query.sort,
            search: query.search,
            range: query.range,
            exclude: query.exclude,
            limit: query.per_page,
            offset: (query.page - 1) * query.per_page,
          });
          return {
            entries: await entryViews(scope, site, collection, rows),
            total,
            page: query.page,
            per_page: query.per_page,
            pages: Math.max(1, Math.ceil(total / query.per_page)),
          };
        },
        empty,
      );
    },

    entry: (collectionSlug, slug) =>
      cached(
        `entry:${collectionSlug}/${slug}`,
        async (site) => {
          const collection = await collectionRow(collectionSlug);
          if (!collection) return null;
          const row = await findVisibleEntry(db, site, {
            collectionId: collection.id,
            slug,
            drafts: preview,
            now: now(),
          });
          return row ? ((await entryViews(scope, site, collection, [row]))[0] ?? null) : null;
        },
        null,
      ),

    terms: (taxonomy, options = {}) =>
      cached(
        `terms:${taxonomy}:${options.collection ?? ''}:${options.hideEmpty ? 1 : 0}`,
        async (site) => {
          let collectionId: string | undefined;
          if (options.collection) {
            const collection = await collectionRow(options.collection);
            if (!collection) return [];
            collectionId = collection.id;
          }
          const views = await termViews(scope, site, taxonomy, collectionId);
          return options.hideEmpty ? views.filter((term) => term.count > 0) : views;
        },
        [],
      ),

    menu: (slug) =>
      cached(`menu:${slug}`, (site) => menuView(db, site, slug, { drafts: preview, now }), null),

    images: (ids) =>
      cached(
        `images:${[...ids].sort().join(',')}`,
        async (site) => {
          const files = await findMediaByIds(db, site, [...new Set(ids)]);
          const media = new Map(files.map((file) => [file.id, file]));
          const views: Record<string, TImageView> = {};
          for (const file of files)
            views[file.id] = imageView({ media_id: file.id, alt: '' }, { origin, media })!;
          return views;
        },
        {},
      ),

    absoluteUrl: (path) => (path.startsWith('/') && !path.startsWith('//') ? `${origin}${path}` : path),
  };
}
