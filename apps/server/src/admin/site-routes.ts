import type { FastifyInstance } from 'fastify';
import { findAccountSite, listAccountSites, type AccountSite } from '@hookline/db';
import { ZSiteParams, type TAdminSite } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { sessionOf } from './authenticate.ts';
import { installSnippet, requestOrigin } from './snippet.ts';

export const toAdminSite = (site: AccountSite, origin: string): TAdminSite => ({
  client_id: site.clientId,
  name: site.name,
  domains: site.domains,
  time_zone: site.timeZone,
  pixel_seen_at: site.pixelSeenAt?.toISOString() ?? null,
  pixel_seen_domain: site.pixelSeenDomain,
  snippet: installSnippet(origin, site.clientId),
});

/** `GET /api/admin/sites` and `GET /api/admin/sites/:clientId`, for the caller's account only. */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get('/api/admin/sites', async (request): Promise<TAdminSite[]> => {
    const { account } = sessionOf(request);
    const origin = requestOrigin(request);
    return (await listAccountSites(db, account.id)).map((site) => toAdminSite(site, origin));
  });

  app.get('/api/admin/sites/:clientId', async (request): Promise<TAdminSite> => {
    const { account } = sessionOf(request);
    const { clientId } = parse(ZSiteParams, request.params, 'client id');
    const site = await findAccountSite(db, account.id, clientId);
    if (!site) throw notFound(`Site ${clientId}`);
    return toAdminSite(site, requestOrigin(request));
  });
}
