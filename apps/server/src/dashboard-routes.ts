import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { paths } from './paths.ts';
import { assetFile } from './http/asset-file.ts';
import { notFound } from './http/errors.ts';

/** The dashboard single-page app at `/app/`: hashed assets, and index.html for every app route. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const root = paths.dashboardDist;
  if (!existsSync(join(root, 'index.html'))) {
    app.get('/app/*', async (_request, reply) =>
      reply.status(503).type('text/plain').send('The dashboard is not built; run npm run build.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/app/',
    decorateReply: true,
    index: false,
    wildcard: false,
  });
  const sendIndex = (
    _request: unknown,
    reply: { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown },
  ) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/app/', sendIndex as never);
  app.get('/app/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (rest.startsWith('assets/')) {
      const file = assetFile(root, rest);
      if (!file) throw notFound('Dashboard asset');
      return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(file);
    }
    return sendIndex(request, reply);
  });
}
