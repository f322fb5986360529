import type { FastifyRequest } from 'fastify';
import type { ContentData } from '@hookline/shop';
import { findOwner } from '../admin/authenticate.ts';
import type { AppContext } from '../context.ts';
import { requestOrigin, siteContentData } from './site-content-data.ts';

/**
 * The shop's content for one request: the content of the site whose pixel the shop embeds. A
 * request with `?preview` from a dashboard session of the account that owns the site reads drafts
 * too (the dashboard's "Preview" buttons); anyone else reads published content only, whatever the
 * address says.
 */
export async function shopContentData(
  ctx: AppContext,
  request: FastifyRequest,
  clientId: string,
): Promise<ContentData> {
  const db = ctx.database.db;
  const site = await ctx.sites.site(clientId);
  const asked = Object.hasOwn((request.query ?? {}) as object, 'preview');
  const owner = asked && site ? await findOwner(db, request) : null;
  return siteContentData(db, {
    siteId: site?.siteId ?? null,
    origin: requestOrigin(request),
    preview: owner !== null && owner.account.id === site?.accountId,
    cache: ctx.content,
  });
}
