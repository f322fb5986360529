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
import { answerLean, isPlainFormPost, readBody, type LeanHandler } from './lean-http.ts';
import { visitorOriginOf } from './visitor-origin.ts';
import { rawRequestOrigin } from '../admin/snippet.ts';

/** The route pattern the display call is rate-limited under, as on the Fastify route. */
const DISPLAY_ROUTE = '/api/display/:clientId';

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

  const answer = answerLean;

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
    if (!ONE_SEGMENT.test(url) || !isPlainFormPost(request) || closing()) return false;
    // The router decides which route a URL is and decodes its parameter, exactly as for Fastify.
    const route = app.findRoute({ method: 'POST', url });
    if (!route || typeof route.params.clientId !== 'string' || Object.keys(route.params).length !== 1) {
      return false;
    }
    serve(request, response, route.params);
    return true;
  };
}
