import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { renderPage, routes, type ShopConfig } from '@hookline/shop-app/server';
import { refuseUnstorableText } from '../http/parse.ts';
import { paths } from '../paths.ts';
import type { AppContext } from '../context.ts';
import { shopContentData } from '../content/shop-content.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { requestShopData } from './shop-data.ts';

/** The shop's client assets under `/shop-assets/` (apps/shop/dist, built by `npm run build`). */
export async function shopAssetRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: paths.shopDist,
    prefix: '/shop-assets/',
    decorateReply: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=300'),
  });
}

/** The shop's pages, server-rendered by the shop app's page renderer from this request's data. */
export async function shopPageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  config: ShopConfig,
  cache: CatalogCache,
): Promise<void> {
  const db = ctx.database.db;
  for (const route of routes) {
    app.get(route.path, async (request, reply) => {
      // The page loaders read the address themselves (a slug, a category), not through `parse`.
      refuseUnstorableText(request.params, 'address');
      refuseUnstorableText(request.query, 'query');
      const page = await renderPage(
        new URL(request.url, 'http://shop.local'),
        config,
        requestShopData(
          db,
          request,
          cache,
          await shopContentData(ctx, request, config.pixelClientId),
          config.pixelClientId,
        ),
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
