import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from '../config.ts';
import { paths } from '../paths.ts';

/**
 * The visitor script. `/pixel.js?id={client id}` is the loader (short cache: a new release reaches
 * sites within minutes); `/embed/*` are its lazily loaded chunks, content-hashed and cached for a
 * year. Both are cross-origin: the loader imports chunks with `import()`, which needs CORS.
 */
export async function pixelRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const loaderPath = join(paths.embedDist, 'pixel.js');
  let loader: Buffer | null = null;

  app.get('/pixel.js', async (_request, reply) => {
    if (!loader || config.nodeEnv === 'development') {
      if (!existsSync(loaderPath)) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The visitor script is not built; run npm run build.');
      }
      loader = await readFile(loaderPath);
    }
    return reply
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(loader);
  });

  // The page-builder popups' ad-block bait (its id in the path keeps caches out of it): an empty
  // script that ad blockers refuse by its address; a refused request tells the visitor script.
  app.get('/embed/ads/:baitId/adsbygoogle.js', async (request, reply) => {
    const { baitId } = request.params as { baitId: string };
    if (!/^[a-z0-9]{6}$/.test(baitId))
      return reply
        .status(400)
        .send({ error: 'invalid_request', message: 'bait id must be 6 letters or digits' });
    return reply
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'no-store')
      .type('text/javascript; charset=utf-8')
      .send('');
  });

  // A chunk a cached loader asks for after a release removed it: a 404 the page can read, not a CORS error.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/embed/')) reply.header('access-control-allow-origin', '*');
    return payload;
  });
  await app.register(fastifyStatic, {
    root: join(paths.embedDist, 'chunks'),
    prefix: '/embed/',
    decorateReply: false,
    preCompressed: false,
    setHeaders: (res) => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
