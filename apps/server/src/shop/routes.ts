import type { FastifyInstance } from 'fastify';
import type { Db } from '@hookline/db';
import type { ShopConfig } from '@hookline/shop/server';
import { cartRoutes } from './cart-routes.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { imageRoutes } from './image-routes.ts';
import { productRoutes } from './product-routes.ts';

/** The shop API under `config.apiBase` (docs/shop.md), and the demo pictures. */
export async function shopApiRoutes(
  app: FastifyInstance,
  db: Db,
  config: ShopConfig,
  cache: CatalogCache,
): Promise<void> {
  await cartRoutes(app, db, config);
  await productRoutes(app, db, config, cache);
  await customerRoutes(app, db, config);
  await checkoutRoutes(app, db, config, cache);
  await imageRoutes(app);
}
