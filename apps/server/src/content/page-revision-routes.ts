import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listPageRevisions, restorePageRevision } from '@hookline/db';
import { ZPageRevisionParams, type TPageResponse, type TPageRevisionsResponse } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { ownPage, pageAnswer, pageSite } from './page-requests.ts';

/**
 * A page's revision history (`GET /api/admin/pages/:clientId/:pageId/revisions`) and a restore
 * (`POST …/revisions/:revisionId/restore`).
 */
export async function pageRevisionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/admin/pages/:clientId/:pageId/revisions', (request) => listRevisions(ctx, request));
  app.post('/api/admin/pages/:clientId/:pageId/revisions/:revisionId/restore', (request) =>
    restoreRevision(ctx, request),
  );
}

async function listRevisions(ctx: AppContext, request: FastifyRequest): Promise<TPageRevisionsResponse> {
  const { page } = await ownPage(ctx.database.db, request);
  const rows = await listPageRevisions(ctx.database.db, page.id);
  return {
    revisions: rows.map((r) => ({
      id: r.id,
      reason: r.reason as TPageRevisionsResponse['revisions'][number]['reason'],
      title: r.title,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** The page's draft set back to a revision of the caller site's page. */
async function restoreRevision(ctx: AppContext, request: FastifyRequest): Promise<TPageResponse> {
  const db = ctx.database.db;
  const site = await pageSite(db, request);
  const { pageId, revisionId } = parse(ZPageRevisionParams, request.params, 'address');
  const restored = await restorePageRevision(db, site.id, pageId, revisionId);
  if (!restored) throw notFound('Revision');
  return pageAnswer(db, restored);
}
