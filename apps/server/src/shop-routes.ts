import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { renderPage, routes } from '@hookline/shop/server';
import type { AppContext } from './context.ts';
import { paths } from './paths.ts';
import { DEMO_CLIENT_ID } from './seed/demo.ts';

/** The shop, server-rendered at `/`, embedding the demo site's pixel like any customer site. */
export async function shopRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  const config = { pixelClientId: DEMO_CLIENT_ID, pixelHost: '', assetBase: '/shop-assets' };
  await app.register(fastifyStatic, {
    root: paths.shopDist,
    prefix: '/shop-assets/',
    decorateReply: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=300'),
  });
  for (const route of routes) {
    app.get(route.path, async (request, reply) => {
      const page = await renderPage(new URL(request.url, 'http://shop.local'), config);
      if (!page) return reply.callNotFound();
      return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
    });
  }
}
