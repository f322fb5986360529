import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { authenticate } from './authenticate.ts';
import { leadRoutes } from './lead-routes.ts';
import { wixProductRoutes } from './wix-product-routes.ts';
import { popupRoutes } from './popup-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { siteRoutes } from './site-routes.ts';
import { accountRoutes } from './account-routes.ts';
import { popupEditorRoutes } from './popup-editor-routes.ts';
import { previewRoutes } from './preview-routes.ts';
import { resultsRoutes } from './results-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { integrationRoutes } from './integration-routes.ts';
import { couponRoutes } from './coupon-routes.ts';
import { mediaRoutes } from '../media/media-routes.ts';
import { contentAdminRoutes } from '../content/routes.ts';
import { pageRoutes } from '../content/page-routes.ts';

/**
 * The dashboard API under `/api/admin/`. Same origin as the dashboard, so no CORS; the session is an
 * httpOnly SameSite=Lax cookie. Every route but sign-up, login and logout sits behind `authenticate`, and every
 * query is scoped to the caller's account. Answers are private: never stored by caches.
 */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await sessionRoutes(app, ctx);
  await accountRoutes(app, ctx);
  await app.register(async (scope) => {
    scope.addHook('onRequest', authenticate(ctx.database.db));
    await siteRoutes(scope, ctx);
    await popupRoutes(scope, ctx);
    await leadRoutes(scope, ctx);
    await wixProductRoutes(scope, ctx);
    await popupEditorRoutes(scope, ctx);
    await previewRoutes(scope, ctx);
    await resultsRoutes(scope, ctx);
    await webhookRoutes(scope, ctx);
    await integrationRoutes(scope, ctx);
    await couponRoutes(scope, ctx);
    await scope.register(async (media) => mediaRoutes(media, ctx));
    await contentAdminRoutes(scope, ctx);
    await pageRoutes(scope, ctx);
  });
}
