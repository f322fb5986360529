import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostSite {
  /** Origin of the third-party site, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Sets the HTML served at a path (default page at '/'). */
  page(path: string, html: string): void;
  close(): Promise<void>;
}

/**
 * A plain third-party website on its own origin (127.0.0.1, any free port), separate from the
 * Hookline server (localhost): pages are whatever HTML a test sets.
 */
export async function startHostSite(): Promise<HostSite> {
  const pages = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const html = pages.get(path);
    if (html === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    page: (path, html) => pages.set(path, html),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A page of an ordinary site with the Hookline snippet in its head. */
export const pageWithSnippet = (
  snippet: string,
  body = '<h1>Welcome to our bakery</h1><p>Fresh bread daily.</p>',
) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Bakery</title>${snippet}</head><body>${body}</body></html>`;
