import type { FastifyInstance } from 'fastify';
import { findAccountPopup, findAccountSite, listLeads } from '@hookline/db';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { sessionOf } from './authenticate.ts';
import { ZLeadsQuery, type TAdminLeadPage } from './schemas.ts';

/**
 * `GET /api/admin/leads?site=&popup=&limit=&offset=`: a page of the account's leads, newest first,
 * optionally of one site and one popup. A site or popup of another account is a 404, as if unknown.
 */
export async function leadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get('/api/admin/leads', async (request): Promise<TAdminLeadPage> => {
    const { account } = sessionOf(request);
    const query = parse(ZLeadsQuery, request.query, 'query');
    const site = query.site ? await findAccountSite(db, account.id, query.site) : undefined;
    if (site === null) throw notFound(`Site ${query.site}`);
    const popup = query.popup ? await findAccountPopup(db, account.id, query.popup) : undefined;
    if (popup === null || (popup && site && popup.siteId !== site.id)) throw notFound(`Popup ${query.popup}`);

    const page = await listLeads(db, {
      accountId: account.id,
      ...(site ? { siteId: site.id } : {}),
      ...(popup ? { popupId: popup.id } : {}),
      limit: query.limit,
      offset: query.offset,
    });
    return {
      rows: page.rows.map((row) => ({
        id: row.id.toString(),
        created_at: row.createdAt.toISOString(),
        email: row.email,
        fields: row.fields,
        popup: { id: row.popupPublicId, name: row.popupName },
      })),
      total: page.total,
    };
  });
}
