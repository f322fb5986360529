import {
  entryTermIds,
  findCollection,
  findMediaByIds,
  findTaxonomiesBySlug,
  termsWithCounts,
  type CollectionRow,
  type Db,
  type EntryRow,
} from '@hookline/db';
import type { TCollectionView, TEntryStatus, TEntryView, TTermView } from '@hookline/schema/cms';
import { fieldViews, imageView, mediaIdsOf, taxonomiesOf, type ViewLookups } from './entry-view.ts';

/** What every content read of one request shares: the database, where images point, drafts or not, the clock. */
export interface ContentScope {
  db: Db;
  /** `https://shop.example`: where image URLs point. */
  origin: string;
  /** Drafts are read as if published (an editor's preview). */
  preview: boolean;
  now: () => Date;
}

/** A taxonomy's terms with their counts of visible entries (of one collection, when given) and images. */
export async function termViews(
  scope: ContentScope,
  site: string,
  taxonomy: string,
  collectionId?: string,
): Promise<TTermView[]> {
  const { db, origin } = scope;
  const rows = await termsWithCounts(db, site, {
    taxonomy,
    collectionId,
    drafts: scope.preview,
    now: scope.now(),
  });
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
}

/** Views of a batch of one collection's entries, with one read of their terms and images. */
export async function entryViews(
  scope: ContentScope,
  site: string,
  collection: CollectionRow,
  rows: EntryRow[],
): Promise<TEntryView[]> {
  if (!rows.length) return [];
  const { db, origin } = scope;
  const taxonomies = taxonomiesOf(collection);
  const [termIds, media, termLists] = await Promise.all([
    entryTermIds(
      db,
      rows.map((row) => row.id),
    ),
    findMediaByIds(db, site, mediaIdsOf(collection.fields, rows)),
    Promise.all(taxonomies.map((taxonomy) => termViews(scope, site, taxonomy))),
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
}

/** A collection by slug with its fields and its taxonomies' names, or null. */
export async function collectionView(db: Db, site: string, slug: string): Promise<TCollectionView | null> {
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
}
