import type { FastifyInstance } from 'fastify';
import { findMediaFile } from '@hookline/db';
import { MEDIA_EXTENSIONS, ZMediaFileParams, type TMediaType } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';

const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(MEDIA_EXTENSIONS).map(([type, extension]) => [extension, type]),
) as Record<string, TMediaType>;

/**
 * `GET /media/<hash>.<ext>`: the library's files, public (visitors' pages load them). A file's name is
 * its content hash, so its bytes never change: caches keep it for a year without asking again.
 */
export async function mediaFileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/media/:file', async (request, reply) => {
    const { file } = parse(ZMediaFileParams, request.params, 'file name');
    const [hash, extension] = file.split('.') as [string, string];
    const found = await findMediaFile(ctx.database.db, hash, TYPE_OF_EXTENSION[extension]!);
    if (!found) throw notFound(`Image ${file}`);
    const etag = `"${hash}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      // Opened on its own, the file is inert; pages on other origins may embed it, and read it
      // (a canvas, a `crossorigin` image): it is public anyway.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const data = found.data;
    return reply.type(found.type).send(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  });
}
