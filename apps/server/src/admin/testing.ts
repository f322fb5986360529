import { afterAll, beforeAll, describe } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSiteWithLightbox, tables, type Database, type Db } from '@hookline/db';
import { testDatabases, uniqueSuffix } from '@hookline/db/testing';
import { hashPassword } from '../auth/password.ts';
import { SESSION_COOKIE } from '../auth/session-token.ts';
import type { ServerConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { guardHeaders } from '../http/request-guard.ts';
import { formBody, testApp } from '../testing.ts';

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
export type Owner = Awaited<ReturnType<typeof createOwner>>;

/** A JSON body as the dashboard's script sends it (with its cross-site guard header). */
export const jsonBody = (body: unknown) => ({
  headers: { 'content-type': 'application/json', ...guardHeaders },
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an admin API test file works with: set before its tests run, on each kind of database. */
export interface AdminSuite {
  database: Database;
  /** The app; a test that restarts it puts the new one here (the suite closes it at the end). */
  app: FastifyInstance;
  ctx: AppContext;
  /** An account with a site and an active lightbox, and an owner who can log in. */
  owner: Owner;
  /** Another account like it: what the owner must never see or change. */
  other: Owner;
  /** The owner's session (a `Cookie` header value); empty with `logIn: false`. */
  cookie: string;
  /** A request as the owner (or with `headers`); a body is sent as JSON. */
  call(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** `GET url` as the owner (or with `headers`). */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A visitor's conversion on the owner's lightbox, as the visitor script posts it, with `fields` added. */
  convert(fields: Record<string, string>): Promise<LightMyRequestResponse>;
}

export interface AdminSuiteOptions {
  /** Settings over the tests' defaults (`testConfig`). */
  config?: Partial<ServerConfig>;
  /** Log the owner in before the tests (default true). */
  logIn?: boolean;
}

/**
 * The admin API tests' setup, once per kind of test database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): `describe.each` over the databases, the app on the database, two
 * accounts (`owner`, `other`) and the owner's session. `define` declares the tests and any further
 * setup (its `beforeAll` runs after the suite's), reading what it needs from `suite` inside hooks and
 * tests.
 */
export function adminSuite(
  title: string,
  define: (suite: AdminSuite) => void,
  options: AdminSuiteOptions = {},
): void {
  describe.each(testDatabases())(`${title} on $name`, ({ open }) => {
    const suite = {
      cookie: '',
      call: (method, url, body, headers = { cookie: suite.cookie }) =>
        suite.app.inject({
          method,
          url,
          // As the dashboard's script sends it: with the guard header (which a test may override).
          headers: {
            ...guardHeaders,
            ...headers,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        }),
      get: (url, headers) => suite.call('GET', url, undefined, headers),
      convert: (fields) =>
        suite.app.inject({
          method: 'POST',
          url: `/api/display/conversion/${suite.owner.popup.viewerId}`,
          ...formBody({
            poptin_id: suite.owner.popup.publicId,
            client_id: suite.owner.site.clientId,
            ...fields,
          }),
        }),
    } as AdminSuite;

    beforeAll(async () => {
      suite.database = await open();
      ({ app: suite.app, ctx: suite.ctx } = await testApp(suite.database, options.config));
      [suite.owner, suite.other] = await Promise.all([
        createOwner(suite.database.db),
        createOwner(suite.database.db),
      ]);
      if (options.logIn ?? true) suite.cookie = await logIn(suite.app, suite.owner.email);
    });
    afterAll(() => suite.app?.close());

    define(suite);
  });
}
