import type {
  TCollectionView,
  TEntryPage,
  TEntryQueryInput,
  TEntryView,
  TImageView,
  TMenuView,
  TTermView,
} from '@hookline/schema/cms';

/**
 * The content model as a page render may read it, bound to one request and to the shop's site:
 * published entries for shoppers, drafts too in an editor's preview. `databaseContentData`
 * (@hookline/shop/services) implements it over the database; widgets never import the database.
 * Everything answered is plain JSON (docs/page-builder.md, "Reading content").
 */
export interface ContentData {
  /** True in an editor's preview: drafts are read as if published. */
  readonly preview: boolean;
  /** A collection by slug with its fields and taxonomies, or null. */
  collection(slug: string): Promise<TCollectionView | null>;
  /**
   * A page of a collection's entries: term filters (AND / OR within a taxonomy, every taxonomy's
   * filter must pass), sort, search, a date field's range, paging. An unknown collection, taxonomy
   * or term matches nothing (an empty page), never an error: addresses are typed by visitors.
   */
  entries(query: TEntryQueryInput): Promise<TEntryPage>;
  /** One entry by its collection's slug and its own, or null. */
  entry(collection: string, slug: string): Promise<TEntryView | null>;
  /**
   * A taxonomy's terms, parents before children, by position then name. `collection` counts only
   * its entries; `hideEmpty` leaves out terms no (visible) entry carries.
   */
  terms(taxonomy: string, options?: { collection?: string; hideEmpty?: boolean }): Promise<TTermView[]>;
  /** A menu by slug with its items' addresses resolved, or null. */
  menu(slug: string): Promise<TMenuView | null>;
  /** Images of the site's media library by id (ids it does not hold are left out). */
  images(ids: readonly string[]): Promise<Record<string, TImageView>>;
  /** A media path (`/media/<hash>.webp`) or a site path made absolute on the shop's address. */
  absoluteUrl(path: string): string;
}
