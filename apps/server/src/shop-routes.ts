import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { renderPage, routes } from '@hookline/shop/server';
import type { AppContext } from './context.ts';
import { paths } from './paths.ts';
import { CatalogCache } from './shop/catalog-cache.ts';
import { shopConfig } from './shop/config.ts';
import { shopApiRoutes } from './shop/routes.ts';
import { requestShopData } from './shop/shop-data.ts';

/** The shop, server-rendered at `/`, embedding the demo site's pixel like any customer site, and its API. */
export async function shopRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const config = shopConfig();
  const db = ctx.database.db;
  const cache = new CatalogCache();
  await app.register(fastifyStatic, {
    root: paths.shopDist,
    prefix: '/shop-assets/',
    decorateReply: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=300'),
  });
  await shopApiRoutes(app, db, config, cache);
  for (const route of routes) {
    app.get(route.path, async (request, reply) => {
      const page = await renderPage(
        new URL(request.url, 'http://shop.local'),
        config,
        requestShopData(db, request, cache),
      );
      if (!page) return reply.callNotFound();
      return reply
        .status(page.status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.html);
    });
  }
}
