import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZWidgetDataRequest, type TWidgetDataResponse } from '@hookline/schema';
import { widgetsByType } from '@hookline/widgets/server';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { CatalogCache } from '../shop/catalog-cache.ts';
import { requestShopData } from '../shop/request-shop-data.ts';
import { requestOrigin, siteContentData } from './site-content-data.ts';
import { pageJsonBody, pageSite } from './page-requests.ts';

/**
 * `POST /api/admin/pages/:clientId/widget-data`: a dynamic widget's data as the shop would load it,
 * for the editor's canvas. Puts nothing in the database.
 */
export async function widgetDataRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const shopData = new CatalogCache();
  app.post('/api/admin/pages/:clientId/widget-data', pageJsonBody, (request) =>
    loadWidgetData(ctx, shopData, request),
  );
}

/** What the widget's `load` answers for its props (null for a widget without one). */
async function loadWidgetData(
  ctx: AppContext,
  shopData: CatalogCache,
  request: FastifyRequest,
): Promise<TWidgetDataResponse> {
  const db = ctx.database.db;
  const site = await pageSite(db, request);
  const { type, props } = parse(ZWidgetDataRequest, request.body);
  const widget = widgetsByType.get(type);
  if (!widget) throw new HttpError(400, 'invalid_request', `Invalid body: there is no widget ${type}`);
  if (!widget.load) return { data: null };
  const url = new URL(typeof props.url === 'string' ? props.url : '/', 'http://shop.local');
  // The editor sees drafts too, as a preview of the site's own content.
  const content = siteContentData(db, {
    siteId: site.id,
    origin: requestOrigin(request),
    preview: true,
    cache: ctx.content,
  });
  const data = requestShopData(db, request, shopData, content, site.clientId);
  return { data: await widget.load({ ...widget.defaultProps, ...props }, { data, url }) };
}
