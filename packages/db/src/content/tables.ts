import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TFieldDefinition, TFieldValues, TImageValue, TMenuItem } from '@hookline/schema/cms';
import { sites } from '../accounts/tables.ts';
import { createdAt } from '../core/columns.ts';

/**
 * The page builder's content model (docs/page-builder.md): a site's collections with their custom
 * field definitions (JSONB), entries with their field values (JSONB), taxonomies and terms, the
 * links between entries and terms (what the list filter queries), and menus. Every row belongs to
 * a site; the dashboard reaches a site only through its account.
 */

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const siteId = () =>
  uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

export const taxonomies = pgTable(
  'taxonomies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: siteId(),
    /** Fixed once made: field definitions and collections name taxonomies by slug. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    singularName: text('singular_name').notNull(),
    hierarchical: boolean('hierarchical').notNull().default(false),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('taxonomies_site_slug_key').on(t.siteId, t.slug)],
);

export const terms = pgTable(
  'terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: siteId(),
    taxonomyId: uuid('taxonomy_id')
      .notNull()
      .references(() => taxonomies.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** A term of the same taxonomy; its children move up a level when it is deleted. */
    parentId: uuid('parent_id').references((): AnyPgColumn => terms.id, { onDelete: 'set null' }),
    image: jsonb('image').$type<TImageValue | null>(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terms_taxonomy_slug_key').on(t.taxonomyId, t.slug),
    index('terms_site_idx').on(t.siteId),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: siteId(),
    /** Fixed once made: entries live at `/{slug}/{entry}` and pages name collections by slug. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    singularName: text('singular_name').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<TFieldDefinition[]>().notNull().default([]),
    /** Slugs of the site's taxonomies whose terms the entries take. */
    taxonomies: jsonb('taxonomies').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('collections_site_slug_key').on(t.siteId, t.slug)],
);

export const entries = pgTable(
  'entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: siteId(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    status: text('status').notNull().default('draft'),
    excerpt: text('excerpt').notNull().default(''),
    author: text('author').notNull().default(''),
    featuredImage: jsonb('featured_image').$type<TImageValue | null>(),
    /** The entry's date; set when it is first published if the editor left it empty. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    fields: jsonb('fields').$type<TFieldValues>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('entries_collection_slug_key').on(t.collectionId, t.slug),
    index('entries_collection_date_idx').on(t.collectionId, t.status, t.publishedAt),
    index('entries_site_idx').on(t.siteId),
    check('entries_status', sql`${t.status} in ('draft', 'published')`),
  ],
);

/** Which terms an entry carries: what term filters (AND / OR) and term counts read. */
export const entryTerms = pgTable(
  'entry_terms',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    termId: uuid('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    /** The order the editor gave them (the first category is the entry's main one). */
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.termId] }), index('entry_terms_term_idx').on(t.termId)],
);

export const menus = pgTable(
  'menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: siteId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    items: jsonb('items').$type<TMenuItem[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('menus_site_slug_key').on(t.siteId, t.slug)],
);

/** The page builder's pages and revisions, kept in their own file. */
export * from './page-tables.ts';
