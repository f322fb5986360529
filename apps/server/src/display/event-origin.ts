import type { FastifyRequest } from 'fastify';
import type { SiteCache } from './site-cache.ts';
import { HttpError } from '../http/errors.ts';
import { domainAllowed } from './domain.ts';

/**
 * Refuses an event a browser sends from a page that is not one of the site's (403): with a popup's
 * public ids anyone could otherwise post leads from visitors' browsers on any site. The site's
 * domains are matched as the display call matches its `domain`. Without an `Origin` header (not a
 * browser, or a same-origin GET) there is nothing to check; `null` (a sandboxed frame, a file) is
 * no site's page.
 */
export async function checkEventOrigin(
  request: FastifyRequest,
  sites: SiteCache,
  clientId: string,
): Promise<void> {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const site = await sites.site(clientId);
  if (site && origin !== 'null' && domainAllowed(site.domains, origin)) return;
  throw new HttpError(
    403,
    'origin_not_allowed',
    `Events of ${clientId} are taken only from its sites' pages, not from ${origin}`,
  );
}
