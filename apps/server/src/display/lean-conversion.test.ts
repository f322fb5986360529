import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSiteWithLightbox, eq, tables, type Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { displayFuzzTargets } from '../fuzz/display-targets.ts';
import { fuzzRequest } from '../fuzz/fuzz-request.ts';
import { Rng } from '../fuzz/fuzz-inputs.ts';
import { testApp } from '../testing.ts';
import type { ServerConfig } from '../config.ts';

/**
 * The conversion is answered over HTTP by a lean path in front of Fastify (lean-conversion.ts), while
 * `app.inject` goes through the Fastify route. These tests hold the lean path to the route's answers
 * (status, body, the headers a page can read) over real sockets, for plain leads, refusals and the
 * fuzz corpus, and check that a lead retried across the two paths is stored once.
 */

const FORM = 'application/x-www-form-urlencoded';
const COMPARED = [
  'content-type',
  'access-control-allow-origin',
  'x-content-type-options',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
  'vary',
];

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

const pick = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    COMPARED.map((name) => [name, headers[name] === undefined ? undefined : String(headers[name])]),
  );

/** A lead stored without a key of its own gets a fresh id on each path: only its shape is compared. */
const sameShape = (body: string) => body.replace(/"conversion_id":"\d+"/, '"conversion_id":"…"');

/** Sends the request as given (no URL normalising), over a real socket. */
function overHttp(base: string, path: string, headers: Record<string, string>, body: string | Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = typeof body === 'string' ? Buffer.from(body) : body;
    const request = httpRequest(
      `${base}${path}`,
      { method: 'POST', headers: { ...headers, 'content-length': payload.length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: pick(response.headers),
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('the conversion over HTTP', () => {
  let database: Database;
  let demo: Awaited<ReturnType<typeof createSiteWithLightbox>>;
  const started: FastifyInstance[] = [];

  const start = async (overrides: Partial<ServerConfig> = {}) => {
    const { app } = await testApp(database, overrides);
    await app.listen({ port: 0, host: '127.0.0.1' });
    started.push(app);
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  const fastifyOnly = async (overrides: Partial<ServerConfig> = {}) => {
    const { app } = await testApp(database, overrides);
    started.push(app);
    return app;
  };
  const lead = (fields: Record<string, string>) =>
    new URLSearchParams({
      poptin_id: demo.popup.publicId,
      client_id: demo.site.clientId,
      url: 'http://localhost/',
      ...fields,
    }).toString();

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    demo = await createSiteWithLightbox(database.db, { domains: ['localhost'] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await Promise.all(started.map((app) => app.close()));
  });

  it('answers leads and refusals as the Fastify route does', async () => {
    // The clock stands still, so both rate-limit windows show the same reset.
    vi.useFakeTimers({ toFake: ['Date'] });
    const limited = { displayRateLimitPerMinute: 1_000 };
    const base = await start(limited);
    const fastify = await fastifyOnly(limited);
    const path = `/api/display/conversion/${demo.popup.viewerId}`;
    const form = { 'content-type': FORM };
    const cases: [string, string, Record<string, string>, string][] = [
      ['a lead', path, form, lead({ email: 'ann@example.com', conversion_key: 'lean-test-key-0001' })],
      ['a lead without a key', path, form, lead({ email: 'bob@example.com' })],
      [
        'the visitor script content type',
        path,
        { 'content-type': `${FORM};charset=UTF-8` },
        lead({ email: 'cy@example.com', conversion_key: 'lean-test-key-0002' }),
      ],
      [
        'from the site’s page',
        path,
        { ...form, origin: 'http://localhost' },
        lead({ email: 'di@example.com', conversion_key: 'lean-test-key-0003' }),
      ],
      [
        'from another site’s page',
        path,
        { ...form, origin: 'https://evil.example' },
        lead({ email: 'e@x.io' }),
      ],
      ['from a sandboxed frame', path, { ...form, origin: 'null' }, lead({ email: 'e@x.io' })],
      ['an unknown viewer', '/api/display/conversion/aaaaaaaaaaaaa', form, lead({ email: 'e@x.io' })],
      ['a malformed viewer id', '/api/display/conversion/not%20an%20id', form, lead({ email: 'e@x.io' })],
      ['another popup’s id', path, form, `${lead({ email: 'e@x.io' })}&poptin_id=zzzzzzzzzzzzz`],
      ['a repeated field', path, form, `${lead({ email: 'e@x.io' })}&email=f@x.io`],
      ['no client id', path, form, 'poptin_id=x&email=e@x.io'],
      ['an empty body', path, form, ''],
      ['a prize on a plain popup', path, form, lead({ email: 'e@x.io', prize_id: 'p1' })],
      ['malformed percent-encoding', path, form, `${lead({ email: 'e@x.io' })}&%%%=%E0%A4`],
      ['a query string and a trailing slash', `${path}/?v=1`, form, lead({ email: 'g@x.io' })],
      ['text/plain', path, { 'content-type': 'text/plain' }, lead({ email: 'e@x.io' })],
      ['JSON', path, { 'content-type': 'application/json' }, JSON.stringify({ email: 'e@x.io' })],
      ['a body past the limit', path, form, lead({ email: 'e@x.io', note: 'x'.repeat(70_000) })],
    ];
    for (const [what, url, headers, body] of cases) {
      const lean = await overHttp(base, url, headers, body);
      const injected = await fastify.inject({ method: 'POST', url, headers, payload: body });
      const expected = { status: injected.statusCode, headers: pick(injected.headers), body: injected.body };
      expect({ what, ...lean, body: sameShape(lean.body) }).toEqual({
        what,
        ...expected,
        body: sameShape(expected.body),
      });
    }
    vi.useRealTimers();
  });

  it('stores a lead retried across the two paths once, and answers both with its id', async () => {
    const base = await start();
    const fastify = await fastifyOnly();
    const path = `/api/display/conversion/${demo.popup.viewerId}`;
    const body = lead({ email: 'retry@example.com', conversion_key: 'lean-retry-key-0001' });
    const first = await overHttp(base, path, { 'content-type': FORM }, body);
    const again = await fastify.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': FORM },
      payload: body,
    });
    const third = await overHttp(base, path, { 'content-type': FORM }, body);
    expect(first.status).toBe(200);
    const id = JSON.parse(first.body).conversion_id as string;
    expect(JSON.parse(again.body).conversion_id).toBe(id);
    expect(JSON.parse(third.body).conversion_id).toBe(id);
    const rows = await database.db
      .select()
      .from(tables.conversions)
      .where(eq(tables.conversions.conversionKey, 'lean-retry-key-0001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('retry@example.com');
  });

  it('refuses leads past the limit with rate_limited, in the route’s one bucket', async () => {
    const base = await start({ displayRateLimitPerMinute: 3 });
    const path = `/api/display/conversion/${demo.popup.viewerId}`;
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await overHttp(base, path, { 'content-type': FORM }, lead({ email: `r${i}@x.io` })));
    // A wrong content type goes to Fastify, and counts in the same bucket.
    answers.push(await overHttp(base, path, { 'content-type': 'text/plain' }, 'x'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    const refused = await overHttp(base, path, { 'content-type': FORM }, lead({ email: 'late@x.io' }));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many requests; try again in \d+ s$/),
    });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('answers every conversion of the fuzz corpus as the Fastify route does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const base = await start();
    const fastify = await fastifyOnly();
    const ids = {
      clientId: demo.site.clientId,
      popupId: demo.popup.publicId,
      viewerId: demo.popup.viewerId,
      productId: '1',
      variableProductId: '2',
      productSlug: 'shirt',
    };
    const target = displayFuzzTargets(ids).find((t) => t.route === '/api/display/conversion/:viewerId')!;
    let compared = 0;
    const statuses = new Set<number>();
    for (let seed = 1; seed <= 300; seed++) {
      const request = fuzzRequest(new Rng(seed), target, '');
      const url = String(request.url);
      const headers = Object.fromEntries(
        Object.entries(request.headers ?? {}).map(([name, value]) => [name, String(value)]),
      );
      delete headers['content-length'];
      const payload = (request.payload ?? '') as string | Buffer;
      let lean: Answer;
      try {
        lean = await overHttp(base, url, headers, payload);
      } catch {
        continue; // a path or header Node's client will not send: no server ever sees it
      }
      // Past Node's header size the socket refuses it before any route: inject has no such limit.
      if (lean.status === 431) continue;
      const injected = await fastify.inject({ method: 'POST', url, headers, payload });
      expect(
        { seed, status: lean.status, headers: lean.headers, body: sameShape(lean.body) },
        `seed ${seed}: ${url} ${String(payload).slice(0, 120)}`,
      ).toEqual({
        seed,
        status: injected.statusCode,
        headers: pick(injected.headers),
        body: sameShape(injected.body),
      });
      compared++;
      statuses.add(lean.status);
    }
    vi.useRealTimers();
    // The corpus reaches stored leads and refusals alike.
    expect(compared).toBeGreaterThan(250);
    expect(statuses.has(200)).toBe(true);
    expect(statuses.has(400)).toBe(true);
  });
});
