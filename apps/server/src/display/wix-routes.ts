import type { FastifyInstance } from 'fastify';
import { saveWixProducts } from '@hookline/db';
import { ZWixSaveProductsRequest } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { checkEventOrigin } from './event-origin.ts';

/**
 * `POST {display-host}/wix/save-ordered-products`, JSON (spec sections 3 and 7): the products a
 * Wix store's known member browsed (`source_table` `browse_abandonment`) or ordered, stored one row
 * per product for the site owner (the dashboard's Wix products view). Only from the site's own
 * pages, as every visitor event.
 */
export async function wixRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const json = { preValidation: requireContentType('application/json'), bodyLimit: 32 * 1024 };
  app.post('/wix/save-ordered-products', json, async (request) => {
    const body = parse(ZWixSaveProductsRequest, request.body);
    const site = await ctx.sites.site(body.client_id);
    if (!site) throw notFound(`Client id ${body.client_id}`);
    await checkEventOrigin(request, ctx.sites, body.client_id);
    await saveWixProducts(ctx.database.db, {
      siteId: site.siteId,
      customerId: body.customer_id,
      sourceTable: body.source_table,
      products: body.products,
    });
    return { success: true };
  });
}
