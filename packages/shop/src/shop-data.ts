import type { TCartSnapshot, TShopCustomer } from '@hookline/schema';
import type { ContentData } from './content-data.ts';
import type { BuilderPageData } from './page-data.ts';
import type { CategoryLink, OrderDetail, OrderSummary, ProductCard, ProductPage } from './page-records.ts';

/** The listing's sort choices (`?orderby=`), with their labels, default first. */
export const SORT_OPTIONS = [
  ['menu_order', 'Default sorting'],
  ['popularity', 'Sort by popularity'],
  ['rating', 'Sort by average rating'],
  ['date', 'Sort by latest'],
  ['price', 'Sort by price: low to high'],
  ['price-desc', 'Sort by price: high to low'],
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number][0];

/**
 * Everything a page loader may read, bound to one request (its cart and customer cookies). The
 * server implements it over the database; pages never import the database, so that the same
 * loaders can later feed page-builder widgets.
 */
export interface ShopData extends BuilderPageData {
  listProducts(query: {
    sort: SortKey;
    page: number;
    perPage: number;
    category?: string | undefined;
    search?: string | undefined;
  }): Promise<{
    products: ProductCard[];
    total: number;
  }>;
  product(slug: string): Promise<ProductPage | null>;
  /** The catalogue's categories, by name, with their product counts. */
  categories?(): Promise<CategoryLink[]>;
  cart(): Promise<TCartSnapshot>;
  customer(): Promise<TShopCustomer | null>;
  orders(): Promise<OrderSummary[]>;
  /** An order by id and its key (the order-received address); null when either is wrong. */
  order?(id: number, key: string): Promise<OrderDetail | null>;
  /** Whether the store notice was dismissed (its cookie is set). */
  noticeDismissed(): boolean;
  /** Whether this browser holds a reset link's key that is unexpired and unused ("Choose a new password"). */
  passwordResetValid?(): Promise<boolean>;
  /** The page builder's content (collections, entries, terms, menus, media) of the shop's site. */
  content: ContentData;
}
