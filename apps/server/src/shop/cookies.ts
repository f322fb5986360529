import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { customerCartTokenHash } from '@hookline/db';
import { hashSessionToken } from '../auth/session-token.ts';

/** The shopper's cart: a random token in an httpOnly cookie; the database keeps only its hash. */
export const CART_COOKIE = 'hl_cart';
/** A logged-in shop customer's session (shop customers are not dashboard users). */
export const CUSTOMER_COOKIE = 'hl_customer';

/**
 * A password reset link's key, moved from the link's address into this cookie (as WooCommerce does),
 * so that the "Choose a new password" page's address, which the pixel reports, does not carry it.
 */
export const PASSWORD_RESET_COOKIE = 'hl_password_reset';

export const CART_TTL_S = 30 * 24 * 60 * 60;
export const CUSTOMER_SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const cookieOptions = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' }) as const;

const tokenOf = (request: FastifyRequest, name: string): string | null => {
  const token = request.cookies[name];
  return token && TOKEN_PATTERN.test(token) ? token : null;
};

/** The logged-in customer of a request, found once by the shop's request hook (`customer-session.ts`). */
const customerOfRequest = new WeakMap<FastifyRequest, string>();
export const rememberCustomer = (request: FastifyRequest, customerId: string) =>
  customerOfRequest.set(request, customerId);

/** Hash of the request's cart token (the browser's cookie), or null when it has none. */
export function guestCartTokenHash(request: FastifyRequest): string | null {
  const token = tokenOf(request, CART_COOKIE);
  return token ? hashSessionToken(token) : null;
}

/**
 * The `token_hash` of the request's cart: a logged-in customer's saved cart (the same in every
 * browser they log in from), else the browser's cookie cart, or null when it has none.
 */
export function cartTokenHash(request: FastifyRequest): string | null {
  const customerId = customerOfRequest.get(request);
  return customerId ? customerCartTokenHash(customerId) : guestCartTokenHash(request);
}

/** Hash of the request's cart token, giving the shopper a new token (cookie) when it has none. */
export function ensureCartTokenHash(request: FastifyRequest, reply: FastifyReply): string {
  const existing = cartTokenHash(request);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CART_COOKIE, token, { ...cookieOptions(request), maxAge: CART_TTL_S });
  return hashSessionToken(token);
}

/** Hash of the request's customer session token, or null. */
export function customerTokenHash(request: FastifyRequest): string | null {
  const token = tokenOf(request, CUSTOMER_COOKIE);
  return token ? hashSessionToken(token) : null;
}

/** The password reset key this browser holds (from its link), or null. */
export const passwordResetKey = (request: FastifyRequest): string | null =>
  tokenOf(request, PASSWORD_RESET_COOKIE);

export const newToken = () => randomBytes(32).toString('base64url');
