import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publishSitePage, unpublishSitePage } from '@hookline/db';
import type { TPageResponse } from '@hookline/schema';
import { sessionOf } from '../admin/authenticate.ts';
import type { AppContext } from '../context.ts';
import { pauseBuilderPopup, publishBuilderPopup } from './builder-popup.ts';
import { ownPage, pageAnswer } from './page-requests.ts';

/** `POST /api/admin/pages/:clientId/:pageId/publish` and `…/unpublish`. */
export async function pagePublishRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/admin/pages/:clientId/:pageId/publish', (request) => publishPage(ctx, request));
  app.post('/api/admin/pages/:clientId/:pageId/unpublish', (request) => unpublishPage(ctx, request));
}

/**
 * Publishes the page's draft. A popup page becomes (or updates) its Hookline popup first: a setting
 * to fix refuses both.
 */
async function publishPage(ctx: AppContext, request: FastifyRequest): Promise<TPageResponse> {
  const db = ctx.database.db;
  const { site, page } = await ownPage(db, request);
  if (page.kind === 'popup')
    await publishBuilderPopup(ctx, request, sessionOf(request).account.id, site, page);
  return pageAnswer(db, await publishSitePage(db, site.id, page.id));
}

/** Takes the page off the site; a popup page's Hookline popup is paused. */
async function unpublishPage(ctx: AppContext, request: FastifyRequest): Promise<TPageResponse> {
  const db = ctx.database.db;
  const { site, page } = await ownPage(db, request);
  if (page.kind === 'popup') await pauseBuilderPopup(ctx, sessionOf(request).account.id, site, page);
  return pageAnswer(db, await unpublishSitePage(db, site.id, page.id));
}
