import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createPreviewToken, findAccountSite } from '@hookline/db';
import type { TPreviewLinkResponse } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { sessionOf } from './authenticate.ts';
import { callerPopup } from './popup-editor-routes.ts';

/** How long a "Preview on my site" link may wait to be opened. */
export const PREVIEW_LINK_TTL_MS = 10 * 60_000;
/** The query parameter the visitor script reads the token from. */
export const PREVIEW_PARAMETER = 'hookline_preview';

/** Hosts a browser reaches over plain http (a developer's own machine). */
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** The address a site's popups are previewed on: its first domain (a `*.` entry's own domain), or null. */
export function previewAddress(domains: readonly string[]): string | null {
  const first = domains[0]?.replace(/^\*\./, '');
  if (!first) return null;
  return `${LOCAL_HOST.test(first) ? 'http' : 'https'}://${first}/`;
}

/**
 * `POST /api/admin/popups/:popupId/preview-link`: "Preview on my site" (issue 26). A fresh one-time
 * token for one of the caller's popups, stored hashed in `popup_preview_tokens` (every server
 * process can then take it), and the site's address that carries it.
 */
export async function previewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/admin/popups/:popupId/preview-link', async (request): Promise<TPreviewLinkResponse> => {
    const { account } = sessionOf(request);
    const popup = await callerPopup(ctx, request);
    const site = await findAccountSite(ctx.database.db, account.id, popup.clientId);
    const address = site && previewAddress(site.domains);
    if (!address) {
      throw new HttpError(409, 'no_domain', 'Add your site’s address (a domain) before previewing on it');
    }
    const token = randomBytes(24).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + PREVIEW_LINK_TTL_MS);
    await createPreviewToken(
      ctx.database.db,
      { value: token, accountId: account.id, popupId: popup.row.id, expiresAt },
      now,
    );
    const url = new URL(address);
    url.searchParams.set(PREVIEW_PARAMETER, token);
    return { url: url.toString(), token, expires_at: expiresAt.toISOString() };
  });
}
