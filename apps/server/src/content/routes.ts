import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { collectionRoutes } from './collection-routes.ts';
import { entryRoutes } from './entry-routes.ts';
import { menuRoutes } from './menu-routes.ts';
import { taxonomyRoutes } from './taxonomy-routes.ts';
import { termRoutes } from './term-routes.ts';

/** The content admin API, `/api/admin/content/:clientId/…` (docs/page-builder.md), behind the session. */
export async function contentAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await collectionRoutes(app, ctx);
  await entryRoutes(app, ctx);
  await taxonomyRoutes(app, ctx);
  await termRoutes(app, ctx);
  await menuRoutes(app, ctx);
}
