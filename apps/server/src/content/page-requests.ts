import type { FastifyRequest } from 'fastify';
import { findAccountSite, findSitePage, type AccountSite, type Db, type PageRow } from '@hookline/db';
import { PAGE_MAX_BYTES, ZPageParams, ZPagesParams, type TPageResponse } from '@hookline/schema';
import { sessionOf } from '../admin/authenticate.ts';
import { notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { publishedPageCache } from './page-cache.ts';
import { toAdminPage } from './page-wire.ts';

/** What the page builder's routes read from a request, and how they answer with a page. */

/** Room for the largest page document and the JSON around it. */
const PAGE_BODY = PAGE_MAX_BYTES + 16 * 1024;

/** Route options of a page route with a body: JSON, up to a page document's size. */
export const pageJsonBody = { preValidation: requireContentType('application/json'), bodyLimit: PAGE_BODY };

/** The caller's site of the route's `:clientId`; another account's site answers 404. */
export async function pageSite(db: Db, request: FastifyRequest): Promise<AccountSite> {
  const { account } = sessionOf(request);
  const { clientId } = parse(
    ZPagesParams,
    { clientId: (request.params as { clientId?: unknown }).clientId },
    'client id',
  );
  const site = await findAccountSite(db, account.id, clientId);
  if (!site) throw notFound(`Site ${clientId}`);
  return site;
}

/** The page of `:pageId` among the caller site's pages, with the site; 404 otherwise. */
export async function ownPage(
  db: Db,
  request: FastifyRequest,
): Promise<{ site: AccountSite; page: PageRow }> {
  const site = await pageSite(db, request);
  const { pageId } = parse(ZPageParams, request.params, 'address');
  const page = await findSitePage(db, site.id, pageId);
  if (!page) throw notFound('Page');
  return { site, page };
}

/**
 * The answer of a route that read or changed a page (404 when there is none). What visitors see may
 * have changed (a publish, an unpublish, a new address), so the published pages' cache is cleared.
 */
export function pageAnswer(db: Db, row: PageRow | null): TPageResponse {
  if (!row) throw notFound('Page');
  publishedPageCache(db).clear();
  return { page: toAdminPage(row) };
}
