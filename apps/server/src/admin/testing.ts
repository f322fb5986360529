import type { FastifyInstance } from 'fastify';
import { createSiteWithLightbox, tables, type Db } from '@hookline/db';
import { uniqueSuffix } from '@hookline/db/testing';
import { hashPassword } from '../auth/password.ts';
import { SESSION_COOKIE } from '../auth/session-token.ts';

export const OWNER_PASSWORD = 'correct horse battery staple';

/** An account with one site, one active lightbox and an owner who can log in; for the admin API tests. */
export async function createOwner(db: Db) {
  const fixture = await createSiteWithLightbox(db, { accountName: `Account ${uniqueSuffix()}` });
  const email = `owner-${uniqueSuffix()}@example.com`;
  const [user] = await db
    .insert(tables.users)
    .values({ accountId: fixture.account.id, email, passwordHash: await hashPassword(OWNER_PASSWORD) })
    .returning();
  return { ...fixture, user: user!, email };
}

export const jsonBody = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

/** Logs in through the API and answers the `Cookie` header value that carries the session. */
export async function logIn(app: FastifyInstance, email: string, password = OWNER_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    ...jsonBody({ email, password }),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('login set no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}
