import { createHash } from 'node:crypto';
import { saveSiteMedia, type Db } from '@hookline/db';
import { MEDIA_HASH_LENGTH } from '@hookline/schema';
import { TINY_IMAGES } from '../media/testing.ts';

/** A tiny WebP in the site's media library (unique bytes per call); answers its media id. */
export async function addTestImage(db: Db, siteId: string, name = 'photo.webp'): Promise<string> {
  const bytes = Buffer.concat([TINY_IMAGES.webp, Buffer.from(`${name}${Math.random()}`)]);
  const { row } = await saveSiteMedia(db, {
    siteId,
    hash: createHash('sha256').update(bytes).digest('hex').slice(0, MEDIA_HASH_LENGTH),
    type: 'image/webp',
    fileName: name,
    width: 4,
    height: 3,
    bytes: bytes.length,
    data: bytes,
  });
  return row.id;
}

/** A collection with a repeater of captioned photos, a gallery, a required body and tags. */
export const LOOKBOOK = {
  name: 'Lookbook',
  singular_name: 'Look',
  slug: 'lookbook',
  taxonomies: ['tag'],
  fields: [
    { key: 'body', label: 'Body', kind: 'rich_text', required: true },
    { key: 'photos', label: 'Photos', kind: 'gallery' },
    { key: 'price', label: 'Price', kind: 'number', min: 0 },
    {
      key: 'slides',
      label: 'Slides',
      kind: 'repeater',
      sub_fields: [
        { key: 'caption', label: 'Caption', kind: 'text' },
        { key: 'photo', label: 'Photo', kind: 'image' },
      ],
    },
  ],
};
