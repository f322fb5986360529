import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from '../accounts/tables.ts';
import { createdAt } from '../core/columns.ts';

/** A page document as stored: Puck's `{root, content}` (validated by `ZPageDocument` before it is written). */
export type StoredPageDocument = { root: { props?: Record<string, unknown> }; content: unknown[] };

/**
 * The page builder's pages of a site: a page at `/{slug}` (`home` is the front page at `/`), or an
 * entry template that renders every entry of a collection at `/{collection}/{slug}` (then `slug`
 * is the collection's slug). The draft is what the editor saves; `published` is what visitors get
 * (null while unpublished). `previewToken` opens the draft at `/preview/{token}` for whoever holds
 * the link.
 */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('page'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    draft: jsonb('draft').$type<StoredPageDocument>().notNull(),
    published: jsonb('published').$type<StoredPageDocument>(),
    publishedTitle: text('published_title'),
    previewToken: text('preview_token').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pages_site_kind_slug_key').on(t.siteId, t.kind, t.slug),
    uniqueIndex('pages_preview_token_key').on(t.previewToken),
    check('pages_kind', sql`${t.kind} in ('page', 'template', 'popup')`),
  ],
);

/**
 * Every saved, published and restored version of a page, newest last: the revision history an
 * editor restores from. Append-only.
 */
export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** What made it: saved (a draft), published, or restored (from an older revision). */
    reason: text('reason').notNull(),
    title: text('title').notNull(),
    document: jsonb('document').$type<StoredPageDocument>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('page_revisions_page_idx').on(t.pageId, t.id),
    check('page_revisions_reason', sql`${t.reason} in ('saved', 'published', 'restored')`),
  ],
);
