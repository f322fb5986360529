import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RESET_LINK_SENT_MESSAGE } from '@hookline/shop';
import { testDatabases, uniqueSuffix } from '@hookline/db/testing';
import type { AppContext } from '../context.ts';
import { seedCatalog } from '../seed/catalog.ts';
import { testApp } from '../testing.ts';
import { Shopper } from './testing.ts';

const API = '/api/shop/customer';

describe.each(testDatabases())('"Lost your password?" on $name', ({ open }) => {
  let app: FastifyInstance;
  let ctx: AppContext;

  beforeAll(async () => {
    const database = await open();
    await seedCatalog(database.db);
    ({ app, ctx } = await testApp(database));
  });
  afterAll(() => app.close());
  afterEach(() => vi.useRealTimers());

  const mailsTo = (email: string) => ctx.mail.outbox!.list().filter((m) => m.to === email);
  /** The link of the newest mail to `email`, as a path on this server. */
  const newestLink = (email: string) => {
    const link = /https?:\/\/\S+/.exec(mailsTo(email)[0]?.text ?? '')?.[0];
    if (!link) throw new Error(`no link mailed to ${email}`);
    return new URL(link).pathname;
  };
  const register = async (password = 'old password') => {
    const email = `reset-${uniqueSuffix()}@example.com`;
    const shopper = new Shopper(app);
    expect((await shopper.json(`${API}/register`, { email, password, name: 'Rita' })).statusCode).toBe(201);
    return { email, shopper };
  };
  const ask = (email: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: `${API}/lost-password`,
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-hookline-request': '1' },
      payload: JSON.stringify({ email }),
    });
  /** Follows a mailed link in a new browser and sets `password` there; answers the browser and the answer. */
  const reset = async (path: string, password: string) => {
    const browser = new Shopper(app);
    const landing = await browser.get(path);
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe('/my-account/reset-password');
    return { browser, answer: await browser.json(`${API}/reset-password`, { password }) };
  };
  const logIn = (email: string, password: string) =>
    new Shopper(app).json(`${API}/login`, { email, password });

  it('answers an unknown email exactly as a known one, and mails only the account', async () => {
    const { email } = await register();
    const unknown = `nobody-${uniqueSuffix()}@example.com`;
    const known = await ask(email.toUpperCase());
    const stranger = await ask(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: RESET_LINK_SENT_MESSAGE });
    expect(mailsTo(unknown)).toHaveLength(0);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('Reset your password at Hookline Supply Co.');
    expect(mail!.text).toMatch(/^Hello Rita,/);
    expect(newestLink(email)).toMatch(/^\/my-account\/reset-password\/[A-Za-z0-9_-]{43}$/);
  });

  it('a form posted without scripts comes back to the page that says the link is on its way', async () => {
    const { email } = await register();
    const answer = await new Shopper(app).form(`${API}/lost-password`, { email }, { accept: 'text/html' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/my-account/lost-password?reset-link-sent=true');
    const page = await new Shopper(app).get('/my-account/lost-password?reset-link-sent=true');
    expect(page.body).toContain('a reset link is on its way');
  });

  it('sets the new password once, logs that browser in and every other one out', async () => {
    const { email, shopper: before } = await register();
    await ask(email);
    const link = newestLink(email);
    const { browser, answer } = await reset(link, 'brand new password');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ redirect: '/my-account' });
    expect((await browser.get(API)).json().customer.email).toBe(email);
    expect((await before.get(API)).statusCode).toBe(401);
    expect((await logIn(email, 'old password')).statusCode).toBe(401);
    expect((await logIn(email, 'brand new password')).statusCode).toBe(200);

    const again = await reset(link, 'a third password');
    expect(again.answer.statusCode).toBe(400);
    expect(again.answer.json().message).toMatch(/invalid, has expired, or was already used/);
    expect((await logIn(email, 'brand new password')).statusCode).toBe(200);
  });

  it("drops the customer's other links once one is used", async () => {
    const { email } = await register();
    await ask(email);
    const first = newestLink(email);
    await ask(email);
    const second = newestLink(email);
    expect(second).not.toBe(first);
    expect((await reset(second, 'the second one')).answer.statusCode).toBe(200);
    expect((await reset(first, 'the first one')).answer.statusCode).toBe(400);
    expect((await logIn(email, 'the second one')).statusCode).toBe(200);
  });

  it('shows the page for a working link, and why a used or wrong one does not work', async () => {
    const { email } = await register();
    await ask(email);
    const browser = new Shopper(app);
    await browser.get(newestLink(email));
    const page = (await browser.get('/my-account/reset-password')).body;
    expect(page).toContain('New password');
    // The key is in the cookie, not in the page's address (which the pixel reports).
    expect(browser.cookies.get('hl_password_reset')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stranger = new Shopper(app);
    await stranger.get(`/my-account/reset-password/${'x'.repeat(43)}`);
    const refused = (await stranger.get('/my-account/reset-password')).body;
    expect(refused).toContain('invalid, has expired, or was already used');
    expect(refused).not.toContain('New password');
    expect((await stranger.json(`${API}/reset-password`, { password: 'long enough' })).statusCode).toBe(400);
  });

  it('a link works for an hour and not after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-12-02T10:00:00Z');
    vi.setSystemTime(start);
    const { email } = await register();
    await ask(email);
    const late = newestLink(email);
    await ask(email);
    const inTime = newestLink(email);

    vi.setSystemTime(new Date(start.getTime() + 59 * 60_000));
    const browser = new Shopper(app);
    await browser.get(late);
    expect((await browser.get('/my-account/reset-password')).body).toContain('New password');

    vi.setSystemTime(new Date(start.getTime() + 61 * 60_000));
    expect((await reset(late, 'too late now')).answer.statusCode).toBe(400);
    expect((await reset(inTime, 'also too late')).answer.statusCode).toBe(400);
    expect((await logIn(email, 'old password')).statusCode).toBe(200);
  });

  it('mails at most three links an hour to one account, with the same answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-12-03T10:00:00Z');
    vi.setSystemTime(start);
    const { email } = await register();
    for (let i = 0; i < 4; i++)
      expect((await ask(email, `10.66.0.${i + 1}`)).json().message).toBe(RESET_LINK_SENT_MESSAGE);
    expect(mailsTo(email)).toHaveLength(3);
    vi.setSystemTime(new Date(start.getTime() + 61 * 60_000));
    await ask(email, '10.66.0.9');
    expect(mailsTo(email)).toHaveLength(4);
  });

  it('slows down many requests from one address as logins are', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await ask(`probe-${i}-${uniqueSuffix()}@example.com`, '10.67.0.1')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const refused = await ask(`probe-x-${uniqueSuffix()}@example.com`, '10.67.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many password reset requests; try again in/);
  });

  it('shows the outbox to this machine only', async () => {
    const { email } = await register();
    await ask(email);
    const local = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain(`To ${email}`);
    expect(local.body).toMatch(
      /<a href="http:\/\/localhost(:\d+)?\/my-account\/reset-password\/[A-Za-z0-9_-]{43}">/,
    );
    const remote = await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const proxied = await app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });
});
