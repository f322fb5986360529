import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FONT_FILES_VERSION, FONT_WEIGHTS, FONTS } from '@hookline/schema';

const require = createRequire(import.meta.url);

/** The files a popup may ask for, by name: nothing else under `/fonts/` exists. */
function fontFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const font of FONTS) {
    if (!font.hosted) continue;
    const folder = join(dirname(require.resolve(`@fontsource/${font.hosted}/package.json`)), 'files');
    for (const weight of FONT_WEIGHTS) {
      const name = `${font.hosted}-latin-${weight}-normal.woff2`;
      files.set(name, join(folder, name));
    }
  }
  return files;
}

/**
 * The self-hosted fonts of popup looks (`/fonts/{version}/{family}-latin-{weight}-normal.woff2`, from
 * the `@fontsource/*` packages): cached for a year as immutable, since a new package version comes
 * with a new address, and readable from any origin (a page loads `@font-face` files with CORS).
 */
export async function fontRoutes(app: FastifyInstance): Promise<void> {
  const files = fontFiles();
  const cache = new Map<string, Buffer>();
  app.get<{ Params: { version: string; file: string } }>('/fonts/:version/:file', async (request, reply) => {
    const { version, file } = request.params;
    const path = files.get(file);
    reply.header('access-control-allow-origin', '*');
    if (version !== FONT_FILES_VERSION || !path)
      return reply.status(404).type('text/plain').send('No such font file.');
    let bytes = cache.get(file);
    if (!bytes) cache.set(file, (bytes = await readFile(path)));
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('font/woff2')
      .send(bytes);
  });
}
