import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deleteSiteMedia, listSiteMedia, saveSiteMedia, type MediaRow } from '@hookline/db';
import {
  MEDIA_HASH_LENGTH,
  MEDIA_MAX_BYTES,
  ZMediaListQuery,
  ZMediaParams,
  ZMediaType,
  ZMediaUploadQuery,
  mediaPath,
  type TAdminMedia,
  type TAdminMediaPage,
  type TMediaUploadResponse,
} from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { callerSite as findCallerSite } from '../admin/caller-site.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { readImageFile, tooLarge } from './image-file.ts';

export const toAdminMedia = (row: MediaRow): TAdminMedia => {
  const type = ZMediaType.parse(row.type);
  return {
    id: row.id,
    url: mediaPath(row.hash, type),
    file_name: row.fileName,
    type,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    created_at: row.createdAt.toISOString(),
  };
};

/** The body types an upload may declare; the bytes decide what the file really is. */
const UPLOAD_TYPES = /^(?:application\/octet-stream|image\/[a-z0-9.+-]+)\s*(?:;.*)?$/i;

/**
 * A site's media library: `POST /api/admin/sites/:clientId/media?name=…` (the body is the file
 * itself, as the browser sends a `File`), `GET …/media` (a page, newest first) and
 * `DELETE …/media/:mediaId`. Registered in a scope of its own, so that only the upload takes
 * non-JSON bodies.
 */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.addContentTypeParser(
    UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  const callerSite = (request: FastifyRequest) => findCallerSite(db, request);

  app.post(
    '/api/admin/sites/:clientId/media',
    {
      bodyLimit: MEDIA_MAX_BYTES,
      // A declared length over the limit is refused before a byte is read, naming the file's size.
      onRequest: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > MEDIA_MAX_BYTES) throw tooLarge(length);
      },
      // A body sent without a length is cut off at the limit by the parser: say so in the same words.
      errorHandler: (error: { code?: string }) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge(null);
        throw error;
      },
    },
    async (request, reply) => {
      const site = await callerSite(request);
      const { name } = parse(ZMediaUploadQuery, request.query, 'query');
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(
          415,
          'unsupported_media_type',
          'Send the image file itself as the body (image/*)',
        );
      }
      const bytes = request.body;
      const image = readImageFile(bytes);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, MEDIA_HASH_LENGTH);
      const { row, created } = await saveSiteMedia(db, {
        siteId: site.id,
        hash,
        type: image.type,
        fileName: name,
        width: image.width,
        height: image.height,
        bytes: bytes.length,
        data: bytes,
      });
      const answer: TMediaUploadResponse = { media: toAdminMedia(row), created };
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  app.get('/api/admin/sites/:clientId/media', async (request): Promise<TAdminMediaPage> => {
    const site = await callerSite(request);
    const query = parse(ZMediaListQuery, request.query, 'query');
    const page = await listSiteMedia(db, site.id, query);
    return { rows: page.rows.map(toAdminMedia), total: page.total };
  });

  app.delete('/api/admin/sites/:clientId/media/:mediaId', async (request, reply) => {
    const { mediaId } = parse(ZMediaParams, request.params, 'media id');
    const site = await callerSite(request);
    if (!(await deleteSiteMedia(db, site.id, mediaId))) throw notFound(`Image ${mediaId}`);
    return reply.status(204).send();
  });
}
