import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ZDisplayClientParams } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { clientIpOf } from '../http/client-ip.ts';
import { errorAnswer } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { displayForm } from './display-form.ts';
import { decideDisplay, decideForSite } from './decide-display.ts';
import { displayAnswerParts } from './display-answer.ts';
import { exceeded, rateLimitedMessage, rateLimitHeaders, type WindowLimiter } from './rate-limiter.ts';
import { rateLimitKeyOf } from './rate-limit-key.ts';
import { DISPLAY_CONTENT_TYPE, LARGE_BODY } from './display-limits.ts';
import { visitorOriginOf } from './visitor-origin.ts';
import { rawRequestOrigin } from '../admin/snippet.ts';

/** A request listener that answers the requests it takes and returns false for the rest. */
export type LeanHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The route pattern the display call is rate-limited under, as on the Fastify route. */
const DISPLAY_ROUTE = '/api/display/:clientId';

/** The form content types the visitor script and plain clients send, exactly as sent. */
const FORM_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded;charset=UTF-8',
  'application/x-www-form-urlencoded; charset=UTF-8',
  'application/x-www-form-urlencoded; charset=utf-8',
]);

/** `/api/display/{one segment}`, a trailing slash and a query string allowed, as the router reads it. */
const ONE_SEGMENT = /^\/api\/display\/[^/?]+\/?(?:\?|$)/;

export interface LeanDisplayOptions {
  app: FastifyInstance;
  ctx: AppContext;
  limiter: WindowLimiter | null;
  /** True once the app is closing: Fastify then answers 503 itself. */
  closing: () => boolean;
}

/**
 * The display call (`POST /api/display/{client id}`, the busiest request by far) answered straight
 * from node:http, without Fastify's per-request machinery, which profiling showed cost more than the
 * decision itself. It answers exactly as the Fastify route does (same validation, rate-limit bucket
 * and headers, body limit, error bodies), and takes only the plain case: a form body of known length
 * within the limit, on a URL the router maps to that route. Anything else (another content type, a
 * chunked or oversized body, an odd URL) goes to Fastify, whose answer is then the right one.
 */
export function leanDisplayHandler({ app, ctx, limiter, closing }: LeanDisplayOptions): LeanHandler {
  const deps = { sites: ctx.sites, db: ctx.database.db, sightings: ctx.sightings };
  const { config } = ctx;

  /** Answers with the headers every display API answer carries: CORS for any page, nosniff, the limit's. */
  const answer = (
    response: ServerResponse,
    status: number,
    rateLimit: Record<string, number> | null,
    body: string | Buffer[],
  ) => {
    const headers = {
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
      'content-type': DISPLAY_CONTENT_TYPE,
      'content-length':
        typeof body === 'string' ? Buffer.byteLength(body) : body.reduce((sum, part) => sum + part.length, 0),
    };
    response.writeHead(status, rateLimit ? Object.assign(headers, rateLimit) : headers);
    if (typeof body === 'string') return void response.end(body);
    // A small answer leaves as one buffer (one pass through the response's write path); a large one
    // corked, so the headers and the pieces still leave in one write and the popup list is not copied.
    if (headers['content-length'] <= SMALL_ANSWER) return void response.end(Buffer.concat(body));
    response.cork();
    for (const part of body) response.write(part);
    response.end();
    response.uncork();
  };

  const serve = (request: IncomingMessage, response: ServerResponse, params: object) => {
    const clientId = (params as { clientId: string }).clientId;
    const ip = clientIpOf(request, config.trustProxy);
    let rateLimit: Record<string, number> | null = null;
    if (limiter) {
      const state = limiter.hit(rateLimitKeyOf(ip, DISPLAY_ROUTE, clientId));
      rateLimit = rateLimitHeaders(state);
      if (exceeded(state)) {
        // Refused before the body is read, as the rate-limit plugin's onRequest hook refuses.
        const body = { error: 'rate_limited', message: rateLimitedMessage(state.ttlMs) };
        return answer(response, 429, rateLimit, JSON.stringify(body));
      }
    }
    readBody(request, (text) => void decide(request, response, params, ip, rateLimit, text));
  };

  const decide = async (
    request: IncomingMessage,
    response: ServerResponse,
    params: object,
    ip: string,
    rateLimit: Record<string, number> | null,
    text: string,
  ) => {
    try {
      const { clientId: id } = parse(ZDisplayClientParams, params, 'client id');
      const body = displayForm(text);
      const origin = visitorOriginOf(ip, request.headers, config);
      const call = {
        clientId: id,
        body,
        origin,
        now: new Date(),
        random: Math.random,
        serverOrigin: () => rawRequestOrigin(request, config.trustProxy),
      };
      // A cached site is answered in this turn; a site to load, a preview or a shop customer waits.
      const site = ctx.sites.peek(id);
      const now = site ? decideForSite(call, site, deps) : null;
      answer(response, 200, rateLimit, displayAnswerParts(now ?? (await decideDisplay(call, deps))));
    } catch (error) {
      const refusal = errorAnswer(error);
      if (refusal.logged) app.log.error({ err: error }, 'request failed');
      answer(response, refusal.statusCode, rateLimit, JSON.stringify(refusal.body));
    }
  };

  return (request, response) => {
    const url = request.url ?? '';
    if (request.method !== 'POST' || !ONE_SEGMENT.test(url) || closing()) return false;
    if (!FORM_TYPES.has(request.headers['content-type'] ?? '')) return false;
    const length = request.headers['content-length'];
    if (length === undefined || request.headers['transfer-encoding'] !== undefined) return false;
    if (Number(length) > LARGE_BODY) return false;
    // The router decides which route a URL is and decodes its parameter, exactly as for Fastify.
    const route = app.findRoute({ method: 'POST', url });
    if (!route || typeof route.params.clientId !== 'string' || Object.keys(route.params).length !== 1) {
      return false;
    }
    serve(request, response, route.params);
    return true;
  };
}

/** Answers up to this many bytes are sent as one buffer. */
const SMALL_ANSWER = 16 * 1024;

/**
 * Calls `then` with the whole body as text (UTF-8, as the form parser reads it); Node holds it to
 * its Content-Length. A client that goes away mid-body gets no call, and nobody is answered (the
 * request then emits no error either, as none is listened for).
 */
function readBody(request: IncomingMessage, then: (text: string) => void): void {
  let first: Buffer | null = null;
  let more: Buffer[] | null = null;
  request.on('data', (chunk: Buffer) => {
    if (first === null) first = chunk;
    else (more ??= [first]).push(chunk);
  });
  // A display body is nearly always one chunk.
  request.on('end', () => then(more ? Buffer.concat(more).toString() : (first?.toString() ?? '')));
}
