import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { cartRoutes } from './cart-routes.ts';
import { CatalogCache } from './catalog-cache.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { refreshLoopRoutes } from '../content/refresh-routes.ts';
import { shopConfig } from './config.ts';
import { customerRoutes } from './customer-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { customerCartHook } from './customer-session.ts';
import { imageRoutes } from './image-routes.ts';
import { shopAssetRoutes, shopPageRoutes } from './page-routes.ts';
import { productRoutes } from './product-routes.ts';

/**
 * The shop, server-rendered at `/`, embedding its configured site's pixel (the demo site's by
 * default) like any customer site: its
 * assets, its API under `config.apiBase` (docs/shop.md), the demo pictures, and its pages.
 */
export async function shopRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const config = shopConfig({}, ctx.config);
  const db = ctx.database.db;
  const cache = new CatalogCache();
  customerCartHook(app, db);
  await shopAssetRoutes(app);
  await cartRoutes(app, db, config);
  await productRoutes(app, db, config, cache);
  await customerRoutes(app, db, config, ctx.limits);
  await passwordResetRoutes(app, db, config, ctx, { shopUrl: ctx.config.mail.shopUrl });
  await checkoutRoutes(app, db, config, cache);
  await imageRoutes(app);
  await refreshLoopRoutes(app, ctx, config, cache);
  await shopPageRoutes(app, ctx, config, cache);
}
