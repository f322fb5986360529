import type { FastifyInstance } from 'fastify';
import { accountWixProducts, findAccountSite } from '@hookline/db';
import { ZWixProductsQuery, type TAdminWixProductPage } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { sessionOf } from './authenticate.ts';

/**
 * `GET /api/admin/wix-products?site=&limit=&offset=`: a page of the products the account's Wix
 * stores' members browsed or ordered (saved by `/wix/save-ordered-products`), newest first. A site
 * of another account is a 404, as if unknown.
 */
export async function wixProductRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  app.get('/api/admin/wix-products', async (request): Promise<TAdminWixProductPage> => {
    const { account } = sessionOf(request);
    const query = parse(ZWixProductsQuery, request.query, 'query');
    const site = query.site ? await findAccountSite(db, account.id, query.site) : undefined;
    if (site === null) throw notFound(`Site ${query.site}`);
    const page = await accountWixProducts(
      db,
      { accountId: account.id, siteId: site?.id },
      { limit: query.limit, offset: query.offset },
    );
    return {
      rows: page.rows.map((row) => ({
        id: row.id.toString(),
        created_at: row.createdAt.toISOString(),
        client_id: row.clientId,
        customer_id: row.customerId,
        product_id: row.productId,
        product_name: row.productName,
        category: row.category,
        source_table: row.sourceTable,
      })),
      total: page.total,
    };
  });
}
