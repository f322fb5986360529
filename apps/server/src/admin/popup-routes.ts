import type { FastifyInstance } from 'fastify';
import { findAccountSite, listSitePopupSummaries, mergeRollups } from '@hookline/db';
import { ZSiteParams, type TAdminPopupSummary } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { sessionOf } from './authenticate.ts';

/** `GET /api/admin/sites/:clientId/popups`: the site's popups with their counts, newest first. */
export async function popupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get('/api/admin/sites/:clientId/popups', async (request): Promise<TAdminPopupSummary[]> => {
    const { account } = sessionOf(request);
    const { clientId } = parse(ZSiteParams, request.params, 'client id');
    const site = await findAccountSite(db, account.id, clientId);
    if (!site) throw notFound(`Site ${clientId}`);
    // The counts include every event committed before this call, not only those the job merged.
    await mergeRollups(db, { wait: true });
    const popups = await listSitePopupSummaries(db, account.id, site.id);
    return popups.map((popup) => ({
      id: popup.publicId,
      name: popup.name,
      type: popup.type,
      format: popup.format,
      status: popup.status as TAdminPopupSummary['status'],
      created_at: popup.createdAt.toISOString(),
      ab_test: popup.abTest,
      ab_test_parent_id: popup.abTestParentId,
      views: popup.views,
      closes: popup.closes,
      conversions: popup.conversions,
    }));
  });
}
