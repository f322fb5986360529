import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  findAccountSite,
  listSitePopupSummaries,
  listSiteShowOrder,
  mergeRollups,
  setSiteShowOrder,
  type PopupRow,
  type ShowOrderRefusal,
} from '@hookline/db';
import {
  ZShowOrderRequest,
  ZSiteParams,
  type TAdminPopupSummary,
  type TShowOrder,
  type TShowOrderEntry,
} from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { sessionOf } from './authenticate.ts';

/**
 * `GET /api/admin/sites/:clientId/popups`: the site's popups with their counts, newest first; and
 * `GET`/`PUT /api/admin/sites/:clientId/popup-order`: the order in which those that cover the page
 * show (docs/dashboard.md, "Show order").
 */
export async function popupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  /** The route's site when it is the caller's; a 404 otherwise, whoever owns it. */
  async function callerSite(request: FastifyRequest) {
    const { account } = sessionOf(request);
    const { clientId } = parse(ZSiteParams, request.params, 'client id');
    const site = await findAccountSite(db, account.id, clientId);
    if (!site) throw notFound(`Site ${clientId}`);
    return { account, site, clientId };
  }

  app.get('/api/admin/sites/:clientId/popups', async (request): Promise<TAdminPopupSummary[]> => {
    const { account, site } = await callerSite(request);
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

  app.get('/api/admin/sites/:clientId/popup-order', async (request): Promise<TShowOrder> => {
    const { account, site } = await callerSite(request);
    return { popups: (await listSiteShowOrder(db, account.id, site.id)).map(toShowOrderEntry) };
  });

  app.put(
    '/api/admin/sites/:clientId/popup-order',
    { preValidation: requireContentType('application/json') },
    async (request): Promise<TShowOrder> => {
      const { account, site, clientId } = await callerSite(request);
      const { popups } = parse(ZShowOrderRequest, request.body);
      const result = await setSiteShowOrder(db, account.id, site.id, popups);
      if ('refused' in result) throw new HttpError(400, 'invalid_request', refusalMessage(result.refused));
      await ctx.sites.changed(clientId);
      return { popups: result.rows.map(toShowOrderEntry) };
    },
  );
}

function refusalMessage(refused: ShowOrderRefusal): string {
  if ('unknown' in refused) return `popups: ${refused.unknown} is not a popup of this site`;
  if ('variant' in refused)
    return `popups: ${refused.variant} is an A/B variant; it shows in its parent's place`;
  return `popups: ${refused.repeated} is listed twice`;
}

function toShowOrderEntry(row: PopupRow): TShowOrderEntry {
  const targeting = row.displayRules.targeting;
  return {
    id: row.publicId,
    name: row.name,
    type: row.type,
    format: row.format,
    status: row.status as TShowOrderEntry['status'],
    on_click: row.onClick,
    pages: targeting?.pages ?? null,
    devices: targeting?.devices ?? null,
  };
}
