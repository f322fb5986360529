import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZShopNotices, type TShopNotice } from '@hookline/schema';
import { cookieOptions } from './cookies.ts';

/** Notices waiting for the next page (WooCommerce keeps them in the session): JSON in a short cookie. */
export const NOTICE_COOKIE = 'hl_notices';
const NOTICE_TTL_S = 5 * 60;

const waiting = (request: FastifyRequest): TShopNotice[] => {
  const raw = request.cookies[NOTICE_COOKIE];
  if (!raw) return [];
  try {
    const parsed = ZShopNotices.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

/** Adds notices for the next page this browser loads (the last five waiting are kept). */
export function addNotice(request: FastifyRequest, reply: FastifyReply, ...added: TShopNotice[]): void {
  if (added.length === 0) return;
  const notices = [...waiting(request), ...added].slice(-5);
  reply.setCookie(NOTICE_COOKIE, JSON.stringify(notices), {
    ...cookieOptions(request),
    maxAge: NOTICE_TTL_S,
  });
}

/** The notices waiting for this page; the cookie is cleared, so each shows once. */
export function takeNotices(request: FastifyRequest, reply: FastifyReply): TShopNotice[] {
  const notices = waiting(request);
  if (request.cookies[NOTICE_COOKIE] !== undefined) reply.clearCookie(NOTICE_COOKIE, { path: '/' });
  return notices;
}
