import { z } from 'zod';
import { ZClientId } from '../ids.ts';

/** Wire shapes of a site's media library (`/api/admin/sites/:clientId/media…`) and its public files. */

/** The image types the library keeps, detected from the file's bytes (never its name or declared type). */
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ZMediaType = z.enum(MEDIA_TYPES);
export type TMediaType = z.infer<typeof ZMediaType>;

/** The file extension each stored type is served with. */
export const MEDIA_EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const satisfies Record<TMediaType, string>;

/** The largest image an owner may upload. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** Hex characters of the file's SHA-256 that name it: 128 bits, so two different files never share one. */
export const MEDIA_HASH_LENGTH = 32;

/** A media file's public path, `/media/<hash>.<ext>`: what popups store (see `ImageUrl`). */
export const MEDIA_PATH_PATTERN = /^\/media\/[0-9a-f]{32}\.(png|jpg|webp)$/;

/** The public path of a stored file. */
export const mediaPath = (hash: string, type: TMediaType) => `/media/${hash}.${MEDIA_EXTENSIONS[type]}`;

/** `POST …/media?name=photo.png`: the body is the file itself; its name travels in the query. */
export const ZMediaUploadQuery = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'give the file a name')
    .max(200, 'must be at most 200 characters')
    .refine((name) => !/[/\\]/.test(name), 'must be a file name, not a path')
    .default('image'),
});

export const ZMediaListQuery = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().min(1).max(100))
    .default(48),
  offset: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .default(0),
});

export const ZMediaParams = z.strictObject({
  clientId: ZClientId,
  mediaId: z.uuid('must be a media id'),
});

/** `GET /media/:file`: a stored file's public name. */
export const ZMediaFileParams = z.strictObject({
  file: z.string().regex(/^[0-9a-f]{32}\.(png|jpg|webp)$/, 'must be a media file name'),
});

export const ZAdminMedia = z.object({
  id: z.string(),
  /** The public path, `/media/<hash>.<ext>`, served from this server to anyone. */
  url: z.string(),
  file_name: z.string(),
  type: ZMediaType,
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  created_at: z.iso.datetime(),
});
export type TAdminMedia = z.infer<typeof ZAdminMedia>;

/** `POST …/media`: the stored file; `created` is false when the site already had this very file. */
export const ZMediaUploadResponse = z.object({ media: ZAdminMedia, created: z.boolean() });
export type TMediaUploadResponse = z.infer<typeof ZMediaUploadResponse>;

/** `GET …/media`: a page of the library, newest first, with the total. */
export const ZAdminMediaPage = z.object({ rows: z.array(ZAdminMedia), total: z.number().int() });
export type TAdminMediaPage = z.infer<typeof ZAdminMediaPage>;

/** "7.2 MB", "640 KB", "312 B": a file size as owners read it (1 MB = 1,048,576 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** What an owner reads when a file is over the limit ("…; this one is 7.2 MB"). */
export function mediaTooLargeMessage(bytes: number | null): string {
  return `Images may be at most ${formatBytes(MEDIA_MAX_BYTES)}; this one is ${
    bytes === null ? 'larger' : formatBytes(bytes)
  }`;
}
