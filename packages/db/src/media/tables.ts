import { customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sites } from '../accounts/tables.ts';
import { createdAt } from '../core/columns.ts';

/** `bytea`: PGlite answers a Uint8Array, node-postgres a Buffer (a Uint8Array too). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A site's media library: images the owner uploaded, stored in the database (so a backup of the
 * database is a backup of everything, and every server process serves the same files). One row per
 * site and content hash: the same file uploaded twice is stored once.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The first 32 hex characters of the file's SHA-256: its public name, `/media/<hash>.<ext>`. */
    hash: text('hash').notNull(),
    /** The type read from the file's bytes: image/png, image/jpeg or image/webp. */
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytes('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_site_hash_key').on(t.siteId, t.hash),
    index('media_hash_idx').on(t.hash),
    index('media_site_time_idx').on(t.siteId, t.createdAt),
  ],
);
