import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createSiteWithLightbox, type Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { loginBackoff } from '../auth/login-rules.ts';
import { LoginThrottle } from '../auth/login-throttle.ts';
import { REGISTRATION_ATTEMPTS } from '../auth/registration.ts';
import { formBody, jsonBody, testApp } from '../testing.ts';
import { LimitsUnavailable } from './limits-unavailable.ts';
import { connectRedis } from './redis-client.ts';
import { redisAttemptLimiter, redisLoginBackoff } from './redis-login-limits.ts';
import { SharedWindowLimiter } from './shared-window-limiter.ts';

/**
 * The limits shared through Redis, against a real Redis: `TEST_REDIS_URL` (`.ci/run` sets
 * redis://127.0.0.1:6379). Every test works under keys of its own, so runs and workers sharing the
 * server never meet.
 */
const url = process.env.TEST_REDIS_URL;
/** A port nothing listens on: Redis "down". */
const DOWN = 'redis://127.0.0.1:1';
const quiet = { info: () => {}, warn: () => {} };
const unique = () => `test-${randomBytes(5).toString('hex')}`;

describe.runIf(url)('limits shared through Redis', () => {
  const connections: Redis[] = [];
  const connect = (to = url!) => {
    const redis = connectRedis(to, quiet, { commandTimeoutMs: 2_000 });
    connections.push(redis);
    return redis;
  };
  afterAll(() => {
    for (const redis of connections) redis.disconnect();
  });

  it('holds one display budget across two instances, within a settling', async () => {
    const prefix = unique();
    const [a, b] = [connect(), connect()];
    await Promise.all([a.ping(), b.ping()]);
    const now = () => 1_000_000_000_000; // mid-window, the same for both
    const first = new SharedWindowLimiter(a, 100, 60_000, { settleMs: 60_000, prefix }, now);
    const second = new SharedWindowLimiter(b, 100, 60_000, { settleMs: 60_000, prefix }, now);
    for (let n = 0; n < 50; n++) {
      expect(first.hit('ip|/api/display/:clientId|site').count).toBeLessThanOrEqual(100);
      expect(second.hit('ip|/api/display/:clientId|site').count).toBeLessThanOrEqual(100);
    }
    // Each instance knows its own 50 until it settles; then it knows the cluster's count.
    await first.settle();
    await second.settle();
    expect(second.hit('ip|/api/display/:clientId|site').count).toBe(101);
    expect(first.hit('ip|/api/display/:clientId|site').count).toBe(51);
    await first.settle();
    expect(first.hit('ip|/api/display/:clientId|site').count).toBe(102);
    // Another bucket is its own.
    expect(first.hit('ip|/api/display/:clientId|other').count).toBe(1);
    await first.close();
    await second.close();
  });

  it('counts the window before, by the part of it still within a minute, so an edge burst cannot pass twice', async () => {
    let now = 60_000 * 1_000 + 59_000; // a second before a window closes
    const limiter = new SharedWindowLimiter(connect(DOWN), 100, 60_000, { settleMs: 60_000 }, () => now);
    for (let n = 0; n < 100; n++) limiter.hit('edge');
    now += 2_000; // a second into the next window: 59/60 of the last one still counts
    expect(limiter.hit('edge').count).toBe(Math.floor(100 * (59 / 60)) + 1);
    now += 29_000; // half of it
    expect(limiter.hit('edge').count).toBe(50 + 2);
    await limiter.close();
  });

  it('counts locally when Redis cannot be reached, and never throws on the display path', async () => {
    const limiter = new SharedWindowLimiter(connect(DOWN), 3, 60_000, { settleMs: 60_000 });
    const counts = Array.from({ length: 4 }, () => limiter.hit('k').count);
    expect(counts).toEqual([1, 2, 3, 4]);
    await expect(limiter.settle()).resolves.toBeUndefined();
    expect(limiter.hit('k').count).toBe(5);
    await limiter.close();
  });

  it('slows logins as the per-process backoff does, counted by every instance together', async () => {
    const surface = unique();
    const instances = [redisLoginBackoff(connect(), surface), redisLoginBackoff(connect(), surface)];
    const memory = loginBackoff();
    // The address's ten free failures from different accounts, alternating instances: the 11th waits.
    for (let n = 0; n < 10; n++) {
      const keys = [`ip:203.0.113.9`, `account-ip:user${n}@example.com|203.0.113.9`];
      expect((await instances[n % 2]!.attempt(keys)).allowed).toBe(true);
      expect(memory.attempt(keys).allowed).toBe(true);
    }
    const eleventh = [`ip:203.0.113.9`, `account-ip:late@example.com|203.0.113.9`];
    const shared = await instances[1]!.attempt(eleventh);
    const local = memory.attempt(eleventh);
    expect(shared.allowed).toBe(false);
    expect(local.allowed).toBe(false);
    if (!shared.allowed && !local.allowed) {
      expect(shared.retryAfterMs).toBeGreaterThan(55_000);
      expect(shared.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
    // Another address is not slowed.
    expect((await instances[0]!.attempt(['ip:198.51.100.1'])).allowed).toBe(true);
  });

  it('gives a right password its attempt back, on whichever instance it lands', async () => {
    const surface = unique();
    const [one, two] = [redisLoginBackoff(connect(), surface), redisLoginBackoff(connect(), surface)];
    const keys = ['ip:192.0.2.7', 'account-ip:ann@example.com|192.0.2.7'];
    for (let n = 0; n < 4; n++) expect((await one.attempt(keys)).allowed).toBe(true);
    const good = await two.attempt(keys);
    expect(good.allowed).toBe(true);
    if (good.allowed) await good.succeeded();
    // The account-and-address history is cleared: five more tries before any wait.
    for (let n = 0; n < 5; n++) expect((await two.attempt(keys)).allowed).toBe(true);
    expect((await one.attempt(keys)).allowed).toBe(false);
  });

  it('allows ten registrations an hour per address across instances, as the per-process limit does', async () => {
    const surface = unique();
    const limiters = [connect(), connect()].map((redis) =>
      redisAttemptLimiter(redis, surface, REGISTRATION_ATTEMPTS),
    );
    const memory = new LoginThrottle(REGISTRATION_ATTEMPTS);
    for (let n = 0; n < REGISTRATION_ATTEMPTS.max; n++) {
      expect((await limiters[n % 2]!.attempt(['ip:192.0.2.50'])).allowed).toBe(true);
      expect(memory.attempt(['ip:192.0.2.50']).allowed).toBe(true);
    }
    const over = await limiters[0]!.attempt(['ip:192.0.2.50']);
    expect(over).toMatchObject({ allowed: false });
    expect(memory.attempt(['ip:192.0.2.50'])).toMatchObject({ allowed: false });
    if (!over.allowed) expect(over.retryAfterMs).toBeGreaterThan(REGISTRATION_ATTEMPTS.windowMs - 60_000);
  });

  it('refuses a login it cannot count (fail closed) with a reason', async () => {
    const limiter = redisLoginBackoff(connect(DOWN), unique());
    await expect(limiter.attempt(['ip:192.0.2.1'])).rejects.toBeInstanceOf(LimitsUnavailable);
  });
});

describe.runIf(url).each(testDatabases())('two instances on one Redis, on $name', ({ open }) => {
  let database: Database;
  let apps: FastifyInstance[] = [];
  let down: FastifyInstance;
  let site: Awaited<ReturnType<typeof createSiteWithLightbox>>;

  beforeAll(async () => {
    database = await open();
    site = await createSiteWithLightbox(database.db);
    apps = await Promise.all(
      [0, 1].map(
        async () => (await testApp(database, { displayRateLimitPerMinute: 100, redisUrl: url })).app,
      ),
    );
    ({ app: down } = await testApp(database, { displayRateLimitPerMinute: 100, redisUrl: DOWN }));
    await Promise.all([...apps, down].map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
  });
  afterAll(async () => {
    await Promise.all([...apps, down].map((app) => app.close()));
  });

  const base = (app: FastifyInstance) => {
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };
  const request = formBody({ domain: 'localhost' });
  const display = (app: FastifyInstance) =>
    fetch(`${base(app)}/api/display/${site.site.clientId}`, {
      method: 'POST',
      headers: request.headers,
      body: request.payload,
    });

  it('answers 429 once 100 display calls for one client id and address have passed across both', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 100; n++) statuses.push((await display(apps[n % 2]!)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Each instance settles with Redis within a second: then both refuse.
    await expect.poll(async () => (await display(apps[0]!)).status, { timeout: 5_000 }).toBe(429);
    await expect.poll(async () => (await display(apps[1]!)).status, { timeout: 5_000 }).toBe(429);
  });

  it('keeps answering display calls while Redis is down, and refuses logins with 503', async () => {
    expect((await display(down)).status).toBe(200);
    const login = await down.inject({
      method: 'POST',
      url: '/api/admin/login',
      ...jsonBody({ email: 'owner@example.com', password: 'whatever-it-is' }),
      headers: { 'content-type': 'application/json', 'x-hookline-request': '1' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ error: 'try_again_later' });
    expect(login.headers['retry-after']).toBe('30');
  });
});
