import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@hookline/db';
import { ZAddToCartAddress } from '@hookline/schema';
import fastifyStatic from '@fastify/static';
import type { ShopConfig } from '@hookline/shop';
import { ShopError, addToCart } from '@hookline/shop/services';
import { renderPage, routes } from '@hookline/shop-render/server';
import { refuseUnstorableText } from '../http/parse.ts';
import { paths } from '../paths.ts';
import type { AppContext } from '../context.ts';
import { shopContentData } from '../content/shop-content.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { ensureCartTokenHash } from './cookies.ts';
import { addNotice, takeNotices } from './notices.ts';
import { requestShopData } from './request-shop-data.ts';

/** The shop's client assets under `/shop-assets/` (apps/shop/dist, built by `npm run build`). */
export async function shopAssetRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: paths.shopDist,
    prefix: '/shop-assets/',
    decorateReply: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=300'),
  });
}

/** The shop's pages, server-rendered by the storefront's renderer (@hookline/shop-render) from this request's data. */
export async function shopPageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  config: ShopConfig,
  cache: CatalogCache,
): Promise<void> {
  const db = ctx.database.db;
  const render = async (request: FastifyRequest, reply: FastifyReply, notFound: boolean) => {
    const url = new URL(request.url, 'http://shop.local');
    const page = await renderPage(
      url,
      config,
      requestShopData(
        db,
        request,
        cache,
        await shopContentData(ctx, request, config.pixelClientId),
        config.pixelClientId,
        config,
      ),
      { notices: takeNotices(request, reply), notFound },
    );
    if (!page) return reply.callNotFound();
    return reply
      .status(page.status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
  for (const route of routes) {
    app.get(route.path, async (request, reply) => {
      // The page loaders read the address themselves (a slug, a category), not through `parse`.
      refuseUnstorableText(request.params, 'address');
      refuseUnstorableText(request.query, 'query');
      if ((request.query as Record<string, unknown>)['add-to-cart'] !== undefined)
        return addToCartAddress(db, request, reply);
      return render(request, reply, false);
    });
  }
  // Any other address a browser asks for gets the shop's 404 page; the API keeps its JSON answer.
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    return render(request, reply, true);
  });
}

/**
 * WooCommerce's add-to-cart address (`?add-to-cart={id}&quantity=N` on a shop page), which works
 * without scripts: adds, then goes back to the page without the parameters with a notice; a refusal
 * goes to the product page, whose notice says why.
 */
async function addToCartAddress(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, 'http://shop.local');
  url.searchParams.delete('add-to-cart');
  url.searchParams.delete('quantity');
  const back = url.pathname + url.search;
  reply.header('cache-control', 'no-store');
  const query = ZAddToCartAddress.safeParse(request.query);
  if (!query.success) {
    addNotice(request, reply, { type: 'error', text: 'That product could not be added to your cart.' });
    return reply.redirect(back, 303);
  }
  try {
    const { name } = await addToCart(db, ensureCartTokenHash(request, reply), {
      productId: query.data['add-to-cart'],
      variationId: undefined,
      quantity: query.data.quantity ?? 1,
      attributes: {},
    });
    addNotice(request, reply, {
      type: 'success',
      text: `“${name}” has been added to your cart.`,
      link: { href: '/cart', label: 'View cart' },
    });
    return reply.redirect(back, 303);
  } catch (error) {
    if (!(error instanceof ShopError)) throw error;
    addNotice(request, reply, { type: 'error', text: error.message });
    return reply.redirect(error.productUrl ?? back, 303);
  }
}
