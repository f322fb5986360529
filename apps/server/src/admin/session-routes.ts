import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSession, deleteSession, findUserByEmail, type Db } from '@hookline/db';
import { ZLoginRequest, type TMeResponse, type TSessionResponse } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { LOGIN_BACKOFF } from '../auth/login-rules.ts';
import { SESSION_COOKIE, SESSION_TTL_MS, hashSessionToken, newSessionToken } from '../auth/session-token.ts';
import { throttledLogin } from '../auth/throttled-login.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { authenticate, findOwner, sessionOf, sessionToken } from './authenticate.ts';

/** Failed logins allowed from one address before it is slowed (see LOGIN_BACKOFF). */
export const LOGIN_ATTEMPTS = { max: LOGIN_BACKOFF.ip.free } as const;

const cookieOptions = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' }) as const;

/** Stores a new session for the user and sets its cookie on the reply (login and sign-up). */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const token = newSessionToken();
  await createSession(db, {
    tokenHash: hashSessionToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

/** `POST /api/admin/login`, `POST /api/admin/logout`, `GET /api/admin/me`, `GET /api/admin/session`. */
export async function sessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const logIn = throttledLogin({
    findAccount: (email) => findUserByEmail(db, email),
    decoyPassword: 'hookline-decoy-password',
    limiter: ctx.limits.login('dashboard'),
  });

  app.post(
    '/api/admin/login',
    { preValidation: requireContentType('application/json') },
    async (request, reply): Promise<TMeResponse> => {
      const user = await logIn(request, reply, parse(ZLoginRequest, request.body));
      await startSession(db, request, reply, user.id);
      return { user: { email: user.email }, account: user.account };
    },
  );

  app.post('/api/admin/logout', async (request, reply: FastifyReply) => {
    // Idempotent: logging out without a session (a second click, an expired cookie) still succeeds.
    const token = sessionToken(request);
    if (token) await deleteSession(db, hashSessionToken(token));
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    return reply.status(204).send();
  });

  app.get('/api/admin/me', { onRequest: authenticate(db) }, async (request): Promise<TMeResponse> => {
    const { user, account } = sessionOf(request);
    return { user: { email: user.email }, account: { id: account.id, name: account.name } };
  });

  // Signed out is an answer here, not an error: the login page asks without a 401 in the console.
  app.get('/api/admin/session', async (request): Promise<TSessionResponse> => {
    const owner = await findOwner(db, request);
    if (!owner) return { signed_in: false };
    return {
      signed_in: true,
      user: { email: owner.user.email },
      account: { id: owner.account.id, name: owner.account.name },
    };
  });
}
