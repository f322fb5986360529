import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSiteWithLightbox, type Database } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { buildApp } from '../app.ts';
import { testApp, testConfig } from '../testing.ts';
import type { ServerConfig } from '../config.ts';

/**
 * The display call is answered over HTTP by a lean path in front of Fastify (lean-display.ts), while
 * `app.inject` (every other display test) goes through the Fastify route. These tests hold the lean
 * path to the Fastify route's answers, over real sockets.
 */

const FORM = 'application/x-www-form-urlencoded';
/** The answer headers a client can see and rely on (not Date, not the connection's). */
const COMPARED = [
  'content-type',
  'content-length',
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

async function listening(database: Database, overrides: Partial<ServerConfig>) {
  const { app } = await testApp(database, overrides);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function overHttp(base: string, url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(`${base}${url}`, { method: 'POST', ...init });
  return {
    status: response.status,
    headers: pick(Object.fromEntries(response.headers)),
    body: await response.text(),
  };
}

describe('the display call over HTTP', () => {
  let database: Database;
  let demo: Awaited<ReturnType<typeof createSiteWithLightbox>>;
  const started: FastifyInstance[] = [];
  const start = async (overrides: Partial<ServerConfig> = {}) => {
    const server = await listening(database, overrides);
    started.push(server.app);
    return server;
  };

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    demo = await createSiteWithLightbox(database.db, { domains: ['localhost'] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await Promise.all(started.map((app) => app.close()));
  });

  it('answers every request as the Fastify route does: status, body and headers', async () => {
    // The clock stands still, so both rate-limit windows show the same reset whatever the machine's pace.
    vi.useFakeTimers({ toFake: ['Date'] });
    const limited = { displayRateLimitPerMinute: 1_000 };
    const { base } = await start(limited);
    const { app: fastifyOnly } = await testApp(database, limited);
    started.push(fastifyOnly);
    const client = demo.site.clientId;
    const valid = new URLSearchParams({ domain: 'localhost', page_title: 'Home', if_mobile: '0' }).toString();
    const cases: [string, string, Record<string, string>, string][] = [
      ['a display call', `/api/display/${client}`, { 'content-type': FORM }, valid],
      [
        'the visitor script content type',
        `/api/display/${client}`,
        { 'content-type': `${FORM};charset=UTF-8` },
        valid,
      ],
      ['a query string and a trailing slash', `/api/display/${client}/?v=1`, { 'content-type': FORM }, valid],
      [
        'a percent-encoded client id',
        `/api/display/${client.slice(0, 3)}%${client.charCodeAt(3).toString(16)}${client.slice(4)}`,
        { 'content-type': FORM },
        valid,
      ],
      ['an unknown client', '/api/display/aaaaaaaaaaaaa', { 'content-type': FORM }, valid],
      ['a malformed client id', '/api/display/not%20an%20id', { 'content-type': FORM }, valid],
      [
        'a client id past the router limit',
        `/api/display/${'a'.repeat(120)}`,
        { 'content-type': FORM },
        valid,
      ],
      ['a domain not the site’s', `/api/display/${client}`, { 'content-type': FORM }, 'domain=evil.example'],
      ['an unknown field', `/api/display/${client}`, { 'content-type': FORM }, `${valid}&colour=red`],
      ['a repeated field', `/api/display/${client}`, { 'content-type': FORM }, `${valid}&domain=localhost`],
      ['no domain', `/api/display/${client}`, { 'content-type': FORM }, 'page_title=x'],
      ['an empty body', `/api/display/${client}`, { 'content-type': FORM }, ''],
      [
        'malformed percent-encoding',
        `/api/display/${client}`,
        { 'content-type': FORM },
        'domain=local%E0%A4host&%%%',
      ],
      [
        'a NUL in a value',
        `/api/display/${client}`,
        { 'content-type': FORM },
        'domain=localhost&page_title=a%00b',
      ],
      [
        'a lone surrogate',
        `/api/display/${client}`,
        { 'content-type': FORM },
        'domain=localhost&page_title=%ED%A0%80',
      ],
      [
        'a preview of its popup',
        `/api/display/${client}`,
        { 'content-type': FORM },
        `${valid}&preview_poptin_id=${demo.popup.publicId}`,
      ],
      [
        'a preview of an unknown popup',
        `/api/display/${client}`,
        { 'content-type': FORM },
        `${valid}&preview_poptin_id=zzzzzzzzzzzzz`,
      ],
      [
        'malformed visitor cookies',
        `/api/display/${client}`,
        { 'content-type': FORM },
        `${valid}&cookies=%7Bnot%20json`,
      ],
      ['text/plain', `/api/display/${client}`, { 'content-type': 'text/plain' }, valid],
      [
        'JSON',
        `/api/display/${client}`,
        { 'content-type': 'application/json' },
        JSON.stringify({ domain: 'localhost' }),
      ],
      ['malformed JSON', `/api/display/${client}`, { 'content-type': 'application/json' }, '{"domain":'],
      ['an unknown content type', `/api/display/${client}`, { 'content-type': 'application/xml' }, '<a/>'],
      ['no content type', `/api/display/${client}`, {}, ''],
      [
        'a body past the limit',
        `/api/display/${client}`,
        { 'content-type': FORM },
        `${valid}&page_title=${'x'.repeat(70_000)}`,
      ],
    ];
    for (const [what, url, headers, body] of cases) {
      // Bytes, so that fetch adds no content type of its own.
      const lean = await overHttp(base, url, { headers, body: new TextEncoder().encode(body) });
      const injected = await fastifyOnly.inject({ method: 'POST', url, headers, payload: body });
      const expected: Answer = {
        status: injected.statusCode,
        headers: pick(injected.headers),
        body: injected.body,
      };
      expect({ what, ...lean }).toEqual({ what, ...expected });
    }
    vi.useRealTimers();
  });

  it('refuses calls past the limit with rate_limited, counting every form of the call in one bucket', async () => {
    const { base } = await start({ displayRateLimitPerMinute: 4 });
    const call = (url: string, contentType = FORM) =>
      overHttp(base, url, { headers: { 'content-type': contentType }, body: 'domain=localhost' });
    const client = demo.site.clientId;
    const encoded = `/api/display/${client.slice(0, -1)}%${client.charCodeAt(client.length - 1).toString(16)}`;
    // Plain calls, a percent-encoded one and a wrong content type all count in the one bucket.
    const answers = [
      await call(`/api/display/${client}`),
      await call(encoded),
      await call(`/api/display/${client}?n=2`),
      await call(`/api/display/${client}`, 'text/plain'),
      await call(`/api/display/${client}`),
      await call(encoded),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 415, 429, 429]);
    expect(answers.map((a) => a.headers['x-ratelimit-remaining'])).toEqual(['3', '2', '1', '0', '0', '0']);
    expect(JSON.parse(answers[4]!.body)).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many requests; try again in \d+ s$/),
    });
    expect(answers[4]!.headers['retry-after']).toMatch(/^\d+$/);
    // Another site's calls from the same visitor have their own bucket.
    expect((await call('/api/display/aaaaaaaaaaaaa')).status).toBe(404);
  });

  it('behind a trusted proxy, keys the limit on the address the proxy saw', async () => {
    const { base } = await start({ displayRateLimitPerMinute: 2, trustProxy: true });
    const call = (forwarded: string) =>
      overHttp(base, `/api/display/${demo.site.clientId}`, {
        headers: { 'content-type': FORM, 'x-forwarded-for': forwarded },
        body: 'domain=localhost',
      });
    // The client forges the left-most entry each time; the proxy's entry (right-most) stays.
    const forged = [await call('198.51.100.1, 203.0.113.7'), await call('198.51.100.2, 203.0.113.7')];
    expect(forged.map((a) => a.status)).toEqual([200, 200]);
    expect(JSON.parse(forged[0]!.body).ip).toBe('203.0.113.7');
    expect((await call('198.51.100.3, 203.0.113.7')).status).toBe(429);
    expect((await call('203.0.113.8')).status).toBe(200);
  });

  it('answers a chunked body, a CORS preflight and 413 past 64 KiB as before', async () => {
    const { base } = await start();
    const url = `${base}/api/display/${demo.site.clientId}`;
    const chunked = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: new Blob(['domain=localhost']).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(200);
    expect((await chunked.json()).display).toBe(true);

    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');

    const tooLarge = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: `domain=localhost&page_title=${'x'.repeat(64 * 1024)}`,
    });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toBe('fst_err_ctp_body_too_large');
  });

  it('logs no line per display call, as Fastify does for the requests it routes', async () => {
    const lines: string[] = [];
    const { app } = await buildApp({
      database,
      config: testConfig(),
      logStream: { write: (line) => void lines.push(line) },
    });
    started.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const display = await overHttp(base, `/api/display/${demo.site.clientId}`, {
      headers: { 'content-type': FORM },
      body: 'domain=localhost',
    });
    expect(display.status).toBe(200);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(lines.some((line) => line.includes('/healthz'))).toBe(true);
    expect(lines.filter((line) => line.includes('/api/display/'))).toEqual([]);
  });
});
