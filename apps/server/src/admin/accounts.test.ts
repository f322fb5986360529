import { expect, it } from 'vitest';
import { eq, tables } from '@hookline/db';
import { uniqueSuffix } from '@hookline/db/testing';
import { ZAdminSite, ZMeResponse } from '@hookline/schema';
import { SESSION_COOKIE } from '../auth/session-token.ts';
import { formBody } from '../testing.ts';
import { adminSuite, jsonBody } from './testing.ts';

adminSuite('sign-up and sites', (suite) => {
  const signupBody = (overrides: Record<string, unknown> = {}) => ({
    email: `new-${uniqueSuffix()}@example.com`,
    password: 'a long enough password',
    account_name: 'Bakery Ltd',
    site_name: 'Bakery',
    site_domain: 'bakery.example.com',
    ...overrides,
  });
  const signup = (body: unknown, remoteAddress = '10.1.0.1') =>
    suite.app.inject({ method: 'POST', url: '/api/admin/signup', remoteAddress, ...jsonBody(body) });
  const { call: send } = suite;

  it('signs up: creates the account, its user and first site, and logs in', async () => {
    const body = signupBody({ site_domain: 'Bakery.Example.com' });
    const response = await signup(body);
    expect(response.statusCode).toBe(201);
    expect(ZMeResponse.parse(response.json())).toMatchObject({
      user: { email: body.email },
      account: { name: 'Bakery Ltd' },
    });
    const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const sites = await suite.app.inject({
      method: 'GET',
      url: '/api/admin/sites',
      headers: { cookie: `${SESSION_COOKIE}=${session!.value}` },
    });
    const [site] = ZAdminSite.array().parse(sites.json());
    expect(site).toMatchObject({ name: 'Bakery', domains: ['bakery.example.com'] });
    expect(site!.client_id).toMatch(/^[a-z0-9]{13}$/);
    // The password is stored as an scrypt hash, never as typed.
    const [user] = await suite.database.db
      .select()
      .from(tables.users)
      .where(eq(tables.users.email, body.email));
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
  });

  it('refuses a second account with the same email (any case) with a 409', async () => {
    const response = await signup(signupBody({ email: suite.owner.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already exists/);
    expect(response.cookies).toHaveLength(0);
  });

  it.each([
    ['a short password', { password: 'short' }, /password: must have at least 8/],
    ['a malformed email', { email: 'bakery' }, /email/],
    ['a domain with a scheme', { site_domain: 'https://bakery.example.com' }, /site_domain/],
    ['a domain with a port', { site_domain: 'bakery.example.com:8080' }, /site_domain/],
    ['an empty account name', { account_name: ' ' }, /account_name/],
    ['an unknown field', { plan: 'pro' }, /plan/],
  ])('refuses a sign-up with %s with a 400', async (_name, overrides, message) => {
    const response = await signup(signupBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a form-encoded sign-up with a 415', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/admin/signup',
      ...formBody({ email: 'a@b.co' }),
    });
    expect(response.statusCode).toBe(415);
  });

  it('limits sign-ups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signup(signupBody(), '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('adds a site with a fresh client id', async () => {
    const response = await send('POST', '/api/admin/sites', {
      name: 'Second shop',
      domains: ['*.shop.example', 'shop.example'],
    });
    expect(response.statusCode).toBe(201);
    const site = ZAdminSite.parse(response.json());
    expect(site.domains).toEqual(['*.shop.example', 'shop.example']);
    expect(site.client_id).not.toBe(suite.owner.site.clientId);
    expect(site.snippet).toContain(`pixel.js?id=${site.client_id}`);
  });

  it('renames a site and changes its domains; the display API follows at once', async () => {
    const display = () =>
      suite.app.inject({
        method: 'POST',
        url: `/api/display/${suite.owner.site.clientId}`,
        ...formBody({ domain: 'new.example.org' }),
      });
    expect((await display()).statusCode).toBe(403);
    const response = await send('PATCH', `/api/admin/sites/${suite.owner.site.clientId}`, {
      name: 'Renamed',
      domains: ['localhost', 'new.example.org'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed', domains: ['localhost', 'new.example.org'] });
    expect((await display()).statusCode).toBe(200);
  });

  it('sets the site’s time zone (UTC until the owner picks one), by its canonical name', async () => {
    const url = `/api/admin/sites/${suite.owner.site.clientId}`;
    expect((await send('GET', url)).json()).toMatchObject({ time_zone: 'UTC' });
    const response = await send('PATCH', url, { time_zone: 'Asia/Tel_Aviv' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ time_zone: 'Asia/Jerusalem' });
    expect((await send('GET', url)).json()).toMatchObject({ time_zone: 'Asia/Jerusalem' });
  });

  it.each([
    ['no change', {}, /name, domains or time_zone/],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, /time_zone: is not a known time zone/],
    ['a bad domain', { domains: ['exa mple.com'] }, /domains/],
    ['an empty name', { name: '' }, /name/],
  ])('refuses a site change with %s with a 400', async (_name, body, message) => {
    const response = await send('PATCH', `/api/admin/sites/${suite.owner.site.clientId}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 404 for another account’s site, changing nothing', async () => {
    const response = await send('PATCH', `/api/admin/sites/${suite.other.site.clientId}`, {
      name: 'Mine now',
    });
    expect(response.statusCode).toBe(404);
    const [site] = await suite.database.db
      .select()
      .from(tables.sites)
      .where(eq(tables.sites.id, suite.other.site.id));
    expect(site!.name).toBe(suite.other.site.name);
  });

  it.each([
    ['POST', '/api/admin/sites'],
    ['PATCH', `/api/admin/sites/aaaaaaaaaaaaa`],
  ] as const)('answers 401 to %s %s without a session', async (method, url) => {
    expect((await send(method, url, { name: 'x' }, {})).statusCode).toBe(401);
  });
});
