import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteAccountLead,
  findAccountPopup,
  findAccountSite,
  leadFieldNames,
  countLeads,
  cursorText,
  leadsForExport,
  mergeRollups,
  pageOfLeads,
  parseCursor,
  type LeadFilter,
  type LeadRow,
} from '@hookline/db';
import { ZLeadParams, ZLeadsExportQuery, ZLeadsQuery, type TAdminLeadPage } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { sessionOf } from './authenticate.ts';
import { UTF8_BOM, csvRow } from './csv.ts';
import { leadFieldCells } from './lead-cells.ts';

/** Columns of the export before the form fields. */
const FIXED_COLUMNS = ['lead_id', 'created_at', 'popup_id', 'popup_name'];
/**
 * Columns of the export after the form fields: the store the lead converted on (spec section 3),
 * and the coupon code it was handed (its unique code, or the popup's fixed code).
 */
const STORE_COLUMNS = ['store_integration', 'store_integration_customer_id', 'coupon_code'];

/**
 * `GET /api/admin/leads?site=&popup=&q=&from=&to=&tz=&limit=&before=|after=`: a page of the account's
 * leads, newest first, by key (`older` and `newer` of a page are the next pages' `before` and `after`). `GET /api/admin/leads.csv` (same filters, no paging): every matching lead as CSV.
 * `DELETE /api/admin/leads/:leadId`: forgets one lead. A site, popup or lead of another account is a
 * 404, as if unknown.
 */
export async function leadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  /** The filter of the query, with the site and popup checked to be the caller's. */
  async function filterOf(
    request: FastifyRequest,
    query: {
      site?: string | undefined;
      popup?: string | undefined;
      q?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
      tz: string;
    },
  ): Promise<LeadFilter> {
    const { account } = sessionOf(request);
    const site = query.site ? await findAccountSite(db, account.id, query.site) : undefined;
    if (site === null) throw notFound(`Site ${query.site}`);
    const popup = query.popup ? await findAccountPopup(db, account.id, query.popup) : undefined;
    if (popup === null || (popup && site && popup.siteId !== site.id)) throw notFound(`Popup ${query.popup}`);
    return {
      accountId: account.id,
      siteId: site?.id,
      popupId: popup?.id,
      search: query.q || undefined,
      from: query.from,
      to: query.to,
      timeZone: query.tz,
    };
  }

  app.get('/api/admin/leads', async (request): Promise<TAdminLeadPage> => {
    const query = parse(ZLeadsQuery, request.query, 'query');
    const filter = await filterOf(request, query);
    const cursor = (text: string | undefined) => (text ? (parseCursor(text) ?? undefined) : undefined);
    // Without a search the total comes from the rollups: fold in the last second's leads first.
    if (!filter.search) await mergeRollups(db, { wait: true });
    const [page, count] = await Promise.all([
      pageOfLeads(db, filter, { limit: query.limit, before: cursor(query.before), after: cursor(query.after) }),
      countLeads(db, filter),
    ]);
    return {
      rows: page.rows.map((row) => ({
        id: row.id.toString(),
        created_at: row.createdAt.toISOString(),
        email: row.email,
        fields: row.fields,
        popup: { id: row.popupPublicId, name: row.popupName },
        store_integration: row.storeIntegration || null,
        store_integration_customer_id: row.storeCustomerId || null,
        orders: row.orders,
        revenue_cents: row.revenueCents,
        coupon_code: row.couponCode,
      })),
      total: count.total,
      total_capped: count.capped,
      older: page.older && cursorText(page.older),
      newer: page.newer && cursorText(page.newer),
    };
  });

  app.get('/api/admin/leads.csv', async (request, reply) => {
    const query = parse(ZLeadsExportQuery, request.query, 'query');
    const filter = await filterOf(request, query);
    const names = await leadFieldNames(db, filter);
    // The email first, as people look for it; the other fields in name order.
    const fields = [...names.filter((n) => n === 'email'), ...names.filter((n) => n !== 'email')];
    const header = [...FIXED_COLUMNS, ...fields, ...STORE_COLUMNS];
    const line = (row: LeadRow) =>
      csvRow([
        row.id.toString(),
        row.createdAt.toISOString(),
        row.popupPublicId,
        row.popupName,
        ...leadFieldCells(row.fields, fields, row.email),
        row.storeIntegration,
        row.storeCustomerId,
        row.couponCode,
      ]);
    async function* body() {
      yield UTF8_BOM + csvRow(header);
      for await (const batch of leadsForExport(db, filter)) yield batch.map(line).join('');
    }
    const day = new Date().toISOString().slice(0, 10);
    const scope = query.popup ?? query.site ?? 'all';
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${scope}-${day}.csv"`)
      .send(Readable.from(body()));
  });

  app.delete('/api/admin/leads/:leadId', async (request, reply) => {
    const { account } = sessionOf(request);
    const { leadId } = parse(ZLeadParams, request.params, 'lead id');
    const deleted = await deleteAccountLead(db, account.id, BigInt(leadId));
    if (!deleted) throw notFound(`Lead ${leadId}`);
    return reply.status(204).send();
  });
}
