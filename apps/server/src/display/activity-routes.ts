import type { FastifyInstance } from 'fastify';
import { tables } from '@hookline/db';
import {
  ZConversionActivityRequest,
  ZDisplayClientParams,
  ZLimitLogQuery,
  ZWebsiteSessionRequest,
} from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { storeOf } from './store-columns.ts';

/**
 * The visitor-activity calls of spec section 7: site-wide session time, a known visitor's popup
 * activity, and the site owner's answers to the plan-limit popups. Each is one committed row.
 */
export async function activityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const json = { preValidation: requireContentType('application/json'), bodyLimit: 16 * 1024 };
  const siteOf = async (params: unknown) => {
    const { clientId } = parse(ZDisplayClientParams, params, 'client id');
    const site = await ctx.sites.site(clientId);
    if (!site) throw notFound(`Client id ${clientId}`);
    return site;
  };

  app.post('/api/display/total-website-session/:clientId', json, async (request) => {
    const site = await siteOf(request.params);
    const body = parse(ZWebsiteSessionRequest, request.body);
    await ctx.database.db.insert(tables.activities).values({
      siteId: site.siteId,
      kind: 'website_session',
      email: body.email || null,
      host: body.url ?? null,
      ...storeOf(body),
      payload: body,
    });
    return { success: true };
  });

  app.post('/api/display/conversion-activities/:clientId', json, async (request) => {
    const site = await siteOf(request.params);
    const body = parse(ZConversionActivityRequest, request.body);
    const popup = await ctx.sites.popupByPublicId(body.poptin_id);
    if (!popup || popup.siteId !== site.siteId)
      throw notFound(`Popup ${body.poptin_id} of client ${site.clientId}`);
    await ctx.database.db.insert(tables.activities).values({
      siteId: site.siteId,
      popupId: popup.popupId,
      kind: body.activity,
      email: body.email,
      host: body.url ?? null,
      ...storeOf(body),
      payload: body,
    });
    return { success: true };
  });

  app.get('/api/display/limitLogs/:clientId', async (request) => {
    const site = await siteOf(request.params);
    const query = parse(ZLimitLogQuery, request.query, 'query');
    if (!site.isRestricted && site.monthlyViewLimit === null) {
      throw new HttpError(409, 'not_limited', `Client ${site.clientId} has no plan limit to answer`);
    }
    await ctx.database.db
      .insert(tables.limitLogs)
      .values({ siteId: site.siteId, status: query.status, settingId: query.id ?? null });
    return { success: true };
  });
}
