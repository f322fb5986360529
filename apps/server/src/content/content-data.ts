import type { FastifyRequest } from 'fastify';
import {
  entryTermIds,
  findCollection,
  findEntriesById,
  findMediaByIds,
  findMenu,
  findVisibleEntry,
  listCollections,
  queryEntries,
  termsWithCounts,
  findTaxonomiesBySlug,
  type CollectionRow,
  type Db,
  type EntryRow,
} from '@hookline/db';
import {
  ZEntryQuery,
  type TCollectionView,
  type TEntryPage,
  type TEntryStatus,
  type TEntryView,
  type TImageView,
  type TMenuItem,
  type TMenuItemView,
  type TMenuView,
  type TTermView,
} from '@hookline/schema/cms';
import type { ContentData } from '@hookline/shop';
import type { ContentCache } from './content-cache.ts';
import { fieldViews, imageView, mediaIdsOf, taxonomiesOf, type ViewLookups } from './entry-view.ts';

/**
 * The content seam (`ContentData` of @hookline/shop) over the database, for one site and one
 * request: published entries whose date has come for shoppers, drafts too in an editor's preview.
 * Shoppers' reads go through the content cache; a preview reads the database every time.
 */
export function siteContentData(
  db: Db,
  options: {
    /** The shop's site; null when it does not exist (a server without the demo): no content. */
    siteId: string | null;
    /** `https://shop.example`: where image URLs point. */
    origin: string;
    preview: boolean;
    cache: ContentCache;
    now?: () => Date;
  },
): ContentData {
  const { siteId, origin, preview, cache } = options;
  const now = options.now ?? (() => new Date());
  const cached = <T>(key: string, load: (site: string) => Promise<T>, none: T): Promise<T> => {
    if (!siteId) return Promise.resolve(none);
    return preview ? load(siteId) : cache.get(siteId, `${origin}|${key}`, () => load(siteId));
  };

  const collectionRow = (slug: string) =>
    cached(`collection:${slug}`, (site) => findCollection(db, site, { slug }), null);

  /** The taxonomy's terms with counts, by id (every entry view of a batch shares them). */
  const termsOf = (site: string, taxonomy: string, collectionId?: string) =>
    termsWithCounts(db, site, { taxonomy, collectionId, drafts: preview, now: now() });

  const termViews = async (site: string, taxonomy: string, collectionId?: string): Promise<TTermView[]> => {
    const rows = await termsOf(site, taxonomy, collectionId);
    const slugs = new Map(rows.map((row) => [row.id, row.slug]));
    const media = new Map(
      (
        await findMediaByIds(
          db,
          site,
          rows.flatMap((r) => (r.image ? [r.image.media_id] : [])),
        )
      ).map((m) => [m.id, m]),
    );
    return rows.map((row) => ({
      id: row.id,
      taxonomy,
      slug: row.slug,
      name: row.name,
      description: row.description,
      parent: row.parentId ? (slugs.get(row.parentId) ?? null) : null,
      count: row.count,
      image: imageView(row.image ?? null, { origin, media }),
    }));
  };

  /** Views of a batch of one collection's entries, with one read of their terms and images. */
  const entryViews = async (
    site: string,
    collection: CollectionRow,
    rows: EntryRow[],
  ): Promise<TEntryView[]> => {
    if (!rows.length) return [];
    const taxonomies = taxonomiesOf(collection);
    const [termIds, media, termLists] = await Promise.all([
      entryTermIds(
        db,
        rows.map((row) => row.id),
      ),
      findMediaByIds(db, site, mediaIdsOf(collection.fields, rows)),
      Promise.all(taxonomies.map((taxonomy) => termViews(site, taxonomy))),
    ]);
    const lookups: ViewLookups = {
      origin,
      media: new Map(media.map((file) => [file.id, file])),
      terms: new Map(termLists.flat().map((term) => [term.id, term])),
    };
    return rows.map((row) => {
      const own = termIds.get(row.id) ?? {};
      return {
        id: row.id,
        collection: collection.slug,
        slug: row.slug,
        url: `/${collection.slug}/${row.slug}`,
        title: row.title,
        status: row.status as TEntryStatus,
        excerpt: row.excerpt,
        author: row.author,
        featured_image: imageView(row.featuredImage ?? null, lookups),
        published_at: row.publishedAt?.toISOString() ?? null,
        updated_at: row.updatedAt.toISOString(),
        terms: Object.fromEntries(
          collection.taxonomies.map((taxonomy) => [
            taxonomy,
            (own[taxonomy] ?? []).flatMap((id) => lookups.terms.get(id) ?? []),
          ]),
        ),
        fields: fieldViews(collection.fields, row.fields, lookups),
      };
    });
  };

  return {
    preview,

    collection: (slug) =>
      cached(
        `collection-view:${slug}`,
        async (site): Promise<TCollectionView | null> => {
          const row = await findCollection(db, site, { slug });
          if (!row) return null;
          const taxonomies = await findTaxonomiesBySlug(db, site, row.taxonomies);
          return {
            id: row.id,
            slug: row.slug,
            name: row.name,
            singular_name: row.singularName,
            description: row.description,
            fields: row.fields,
            taxonomies: row.taxonomies.flatMap((slug) => {
              const found = taxonomies.find((t) => t.slug === slug);
              return found
                ? [
                    {
                      slug,
                      name: found.name,
                      singular_name: found.singularName,
                      hierarchical: found.hierarchical,
                    },
                  ]
                : [];
            }),
          };
        },
        null,
      ),

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
            entries: await entryViews(site, collection, rows),
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
          return row ? ((await entryViews(site, collection, [row]))[0] ?? null) : null;
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
          const views = await termViews(site, taxonomy, collectionId);
          return options.hideEmpty ? views.filter((term) => term.count > 0) : views;
        },
        [],
      ),

    menu: (slug) =>
      cached(
        `menu:${slug}`,
        async (site): Promise<TMenuView | null> => {
          const row = await findMenu(db, site, { slug });
          if (!row) return null;
          return {
            slug: row.slug,
            name: row.name,
            items: await menuItemViews(db, site, row.items, preview, now()),
          };
        },
        null,
      ),

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

/** Menu items with entries' addresses filled in; an item whose entry is not visible goes, with its children. */
async function menuItemViews(
  db: Db,
  siteId: string,
  items: TMenuItem[],
  drafts: boolean,
  now: Date,
): Promise<TMenuItemView[]> {
  const ids: string[] = [];
  const collect = (list: TMenuItem[]) =>
    list.forEach((item) => {
      if (item.entry_id) ids.push(item.entry_id);
      collect(item.children);
    });
  collect(items);
  const entries = await findEntriesById(db, siteId, ids);
  const collections = new Map((await listCollections(db, siteId)).map((c) => [c.id, c.slug]));
  const addresses = new Map(
    entries
      .filter(
        (entry) =>
          drafts || (entry.status === 'published' && entry.publishedAt !== null && entry.publishedAt <= now),
      )
      .map((entry) => [entry.id, `/${collections.get(entry.collectionId)}/${entry.slug}`]),
  );
  const view = (list: TMenuItem[]): TMenuItemView[] =>
    list.flatMap((item) => {
      const url = item.entry_id ? addresses.get(item.entry_id) : item.url;
      if (!url) return [];
      return [
        {
          id: item.id,
          label: item.label,
          url,
          new_window: item.new_window,
          nofollow: item.nofollow,
          children: view(item.children),
        },
      ];
    });
  return view(items);
}

/** The request's address as the shop serves it: `https://shop.example`. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
