import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSessionOwner, type Db, type SessionOwner } from '@hookline/db';
import { SESSION_COOKIE, hashSessionToken } from '../auth/session-token.ts';
import { HttpError } from '../http/errors.ts';

const owners = new WeakMap<FastifyRequest, SessionOwner>();

/** Tokens are 32 random bytes in base64url; anything else is not worth a database read. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The session token in the request's cookie, when it has a plausible one. */
export function sessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** The owner of the request's session cookie, or null (no cookie, a bad one, or an expired session). */
export async function findOwner(db: Db, request: FastifyRequest): Promise<SessionOwner | null> {
  const token = sessionToken(request);
  return token ? await findSessionOwner(db, hashSessionToken(token)) : null;
}

/**
 * An `onRequest` hook: finds the session of the request's cookie, or answers 401. Runs before any
 * input is parsed, so an anonymous caller learns nothing from validation errors either.
 */
export function authenticate(db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const owner = await findOwner(db, request);
    if (!owner) throw new HttpError(401, 'unauthenticated', 'Log in to continue');
    owners.set(request, owner);
  };
}

/** The caller of a route behind `authenticate`. */
export function sessionOf(request: FastifyRequest): SessionOwner {
  const owner = owners.get(request);
  if (!owner) throw new Error('sessionOf called on a route without the authenticate hook');
  return owner;
}
