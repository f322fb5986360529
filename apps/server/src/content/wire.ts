import type { CollectionRow, EntryRow, MenuRow, TaxonomyRow, TermRow } from '@hookline/db';
import type {
  TAdminCollection,
  TAdminEntry,
  TAdminMenu,
  TAdminTaxonomy,
  TAdminTerm,
  TEntryStatus,
} from '@hookline/schema/cms';

/** Rows of the content tables as the dashboard API answers them. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toAdminCollection = (row: CollectionRow & { entryCount: number }): TAdminCollection => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  singular_name: row.singularName,
  description: row.description,
  fields: row.fields,
  taxonomies: row.taxonomies,
  entry_count: row.entryCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toAdminEntry = (row: EntryRow, terms: Record<string, string[]>): TAdminEntry => ({
  id: row.id,
  collection_id: row.collectionId,
  slug: row.slug,
  title: row.title,
  status: row.status as TEntryStatus,
  excerpt: row.excerpt,
  author: row.author,
  featured_image: row.featuredImage ?? null,
  published_at: iso(row.publishedAt),
  terms,
  fields: row.fields,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toAdminTaxonomy = (
  row: TaxonomyRow & { termCount: number; collections: string[] },
): TAdminTaxonomy => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  singular_name: row.singularName,
  hierarchical: row.hierarchical,
  description: row.description,
  term_count: row.termCount,
  collections: row.collections,
  created_at: row.createdAt.toISOString(),
});

export const toAdminTerm = (row: TermRow & { entryCount: number }): TAdminTerm => ({
  id: row.id,
  taxonomy_id: row.taxonomyId,
  slug: row.slug,
  name: row.name,
  description: row.description,
  parent_id: row.parentId,
  image: row.image ?? null,
  position: row.position,
  entry_count: row.entryCount,
});

export const toAdminMenu = (row: MenuRow): TAdminMenu => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  items: row.items,
  updated_at: row.updatedAt.toISOString(),
});
