import { expect, it } from 'vitest';
import { eq, tables } from '@hookline/db';
import { ZMeResponse, ZSessionResponse } from '@hookline/schema';
import { SESSION_COOKIE, hashSessionToken } from '../auth/session-token.ts';
import { guardHeaders } from '../http/request-guard.ts';
import { testApp } from '../testing.ts';
import { LOGIN_BACKOFF } from '../auth/login-rules.ts';
import { LOGIN_ATTEMPTS } from './session-routes.ts';
import { OWNER_PASSWORD, adminSuite, createOwner, jsonBody, logIn } from './testing.ts';

adminSuite(
  'admin sessions',
  (suite) => {
    const login = (body: unknown, remoteAddress = '127.0.0.1') =>
      suite.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress, ...jsonBody(body) });

    it('logs in: sets an httpOnly SameSite=Lax session cookie and stores only its hash', async () => {
      const response = await login({ email: suite.owner.email.toUpperCase(), password: OWNER_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(ZMeResponse.parse(response.json())).toEqual({
        user: { email: suite.owner.email },
        account: { id: suite.owner.account.id, name: suite.owner.account.name },
      });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie!.secure).toBeFalsy();
      expect(cookie!.maxAge).toBe(30 * 24 * 60 * 60);
      const [session] = await suite.database.db
        .select()
        .from(tables.sessions)
        .where(eq(tables.sessions.tokenHash, hashSessionToken(cookie!.value)));
      expect(session?.userId).toBe(suite.owner.user.id);
      expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    });

    it('marks the cookie Secure when the request came over https', async () => {
      const { app: proxied } = await testApp(suite.database, { trustProxy: true });
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', ...guardHeaders },
        payload: JSON.stringify({ email: suite.owner.email, password: OWNER_PASSWORD }),
      });
      await proxied.close();
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    });

    it.each([
      ['a wrong password', () => ({ email: suite.owner.email, password: 'wrong password' })],
      ['an unknown email', () => ({ email: 'nobody-here@example.com', password: OWNER_PASSWORD })],
    ])('refuses %s with 401 and the same message', async (_name, body) => {
      const response = await login(body(), '10.0.0.2');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'wrong_credentials', message: 'Wrong email or password' });
      expect(response.cookies).toHaveLength(0);
    });

    it.each([
      ['no email', { password: 'x' }, /email/],
      ['a malformed email', { email: 'owner', password: 'x' }, /email/],
      ['an empty password', { email: 'a@b.co', password: '' }, /password/],
      ['an unknown field', { email: 'a@b.co', password: 'x', admin: true }, /admin/],
    ])('refuses a login body with %s with a 400', async (_name, body, message) => {
      const response = await login(body, '10.0.0.3');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it('refuses a form-encoded login with a 415', async () => {
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=${encodeURIComponent(suite.owner.email)}&password=x`,
      });
      expect(response.statusCode).toBe(415);
    });

    it('answers 429 after too many failed attempts from one IP, even with the right password', async () => {
      for (let i = 0; i < LOGIN_ATTEMPTS.max; i++) {
        const response = await login({ email: `guess-${i}@example.com`, password: 'guess' }, '10.0.0.4');
        expect(response.statusCode).toBe(401);
      }
      const blocked = await login({ email: suite.owner.email, password: OWNER_PASSWORD }, '10.0.0.4');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many login attempts; try again in 1 minute/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await login({ email: suite.owner.email, password: OWNER_PASSWORD }, '10.0.0.5')).statusCode,
      ).toBe(200);
    });

    it("never locks the owner out: a stranger's wrong guesses slow only the stranger", async () => {
      const target = await createOwner(suite.database.db);
      for (let i = 0; i < LOGIN_BACKOFF['account-ip'].free; i++) {
        expect((await login({ email: target.email, password: 'guess' }, '10.1.0.1')).statusCode).toBe(401);
      }
      const slowed = await login({ email: target.email, password: 'guess' }, '10.1.0.1');
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
      // Guesses spread over many addresses do not lock the account either.
      for (let i = 0; i < LOGIN_ATTEMPTS.max; i++) {
        await login({ email: target.email, password: 'guess' }, `10.1.2.${i}`);
      }
      const owner = await login({ email: target.email, password: OWNER_PASSWORD }, '10.1.1.1');
      expect(owner.statusCode).toBe(200);
    });

    it('never counts successful logins against the limit', async () => {
      for (let i = 0; i < LOGIN_ATTEMPTS.max + 2; i++) {
        const response = await login({ email: suite.owner.email, password: OWNER_PASSWORD }, '10.0.0.6');
        expect(response.statusCode).toBe(200);
      }
    });

    it('answers /session with 200 whether signed in or not', async () => {
      const cookie = await logIn(suite.app, suite.owner.email);
      const signedIn = await suite.app.inject({
        method: 'GET',
        url: '/api/admin/session',
        headers: { cookie },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(ZSessionResponse.parse(signedIn.json())).toEqual({
        signed_in: true,
        user: { email: suite.owner.email },
        account: { id: suite.owner.account.id, name: suite.owner.account.name },
      });
      for (const headers of [
        {},
        { cookie: `${SESSION_COOKIE}=not-a-token` },
        { cookie: `${SESSION_COOKIE}=${'a'.repeat(43)}` },
      ]) {
        const response = await suite.app.inject({ method: 'GET', url: '/api/admin/session', headers });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ signed_in: false });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('answers /me for a session and 401 without one or with a bad cookie', async () => {
      const cookie = await logIn(suite.app, suite.owner.email);
      const me = await suite.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        user: { email: suite.owner.email },
        account: { id: suite.owner.account.id },
      });
      expect(me.headers['cache-control']).toBe('no-store');
      for (const headers of [
        {},
        { cookie: `${SESSION_COOKIE}=not-a-token` },
        { cookie: `${SESSION_COOKIE}=${'a'.repeat(43)}` },
      ]) {
        const response = await suite.app.inject({ method: 'GET', url: '/api/admin/me', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'unauthenticated', message: 'Log in to continue' });
      }
    });

    it('logs out: deletes the session, clears the cookie, and the old cookie no longer works', async () => {
      const cookie = await logIn(suite.app, suite.owner.email);
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { cookie, ...guardHeaders },
      });
      expect(response.statusCode).toBe(204);
      const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cleared?.value).toBe('');
      expect(cleared!.expires!.getTime()).toBeLessThan(Date.now());
      const token = cookie.split('=')[1]!;
      const rows = await suite.database.db
        .select()
        .from(tables.sessions)
        .where(eq(tables.sessions.tokenHash, hashSessionToken(token)));
      expect(rows).toHaveLength(0);
      const me = await suite.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
      const again = await suite.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { cookie, ...guardHeaders },
      });
      expect(again.statusCode).toBe(204);
    });

    it('refuses an expired session', async () => {
      const cookie = await logIn(suite.app, suite.owner.email);
      const token = cookie.split('=')[1]!;
      await suite.database.db
        .update(tables.sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(tables.sessions.tokenHash, hashSessionToken(token)));
      const me = await suite.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    });
  },
  { logIn: false },
);
