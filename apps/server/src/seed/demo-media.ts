import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, saveSiteMedia, tables, type Db } from '@hookline/db';
import { MEDIA_HASH_LENGTH } from '@hookline/schema';
import { readImageFile } from '../media/image-file.ts';

/**
 * The demo site's media library: three small WebP pictures (a sunset over waves, mountains at dawn,
 * citrus on a table), drawn for Hookline as vector scenes and encoded once; no stock photos.
 */
export const DEMO_MEDIA_FILES = [
  'sunset-waves.webp',
  'mountain-dawn.webp',
  'citrus-still-life.webp',
] as const;

/** Puts the demo pictures in the site's library; a picture already there stays as it is. */
export async function seedDemoMedia(db: Db, clientId: string): Promise<void> {
  const [site] = await db
    .select({ id: tables.sites.id })
    .from(tables.sites)
    .where(eq(tables.sites.clientId, clientId));
  if (!site) return;
  for (const fileName of DEMO_MEDIA_FILES)
    await saveDemoPicture(
      db,
      site.id,
      fileName,
      readFileSync(new URL(`./media/${fileName}`, import.meta.url)),
    );
}

/** Puts one picture in a site's library (once: the same bytes are kept once); its media id. */
export async function saveDemoPicture(
  db: Db,
  siteId: string,
  fileName: string,
  bytes: Uint8Array,
): Promise<string> {
  const image = readImageFile(bytes);
  const { row } = await saveSiteMedia(db, {
    siteId,
    hash: createHash('sha256').update(bytes).digest('hex').slice(0, MEDIA_HASH_LENGTH),
    type: image.type,
    fileName,
    width: image.width,
    height: image.height,
    bytes: bytes.length,
    data: bytes,
  });
  return row.id;
}
