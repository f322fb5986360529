import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { parse as parseForm } from 'fast-querystring';
import type { AppContext } from '../context.ts';
import { clientIpOf } from '../http/client-ip.ts';
import { errorAnswer } from '../http/errors.ts';
import { recordLead } from './conversion-handler.ts';
import { answerLean, isPlainFormPost, readBody, type LeanHandler } from './lean-http.ts';
import { exceeded, rateLimitedMessage, rateLimitHeaders, type WindowLimiter } from './rate-limiter.ts';
import { rateLimitKeyOf } from './rate-limit-key.ts';

/** The route pattern conversions are rate-limited under, as on the Fastify route. */
const CONVERSION_ROUTE = '/api/display/conversion/:viewerId';

/** `/api/display/conversion/{one segment}`, a trailing slash and a query string allowed. */
const CONVERSION_URL = /^\/api\/display\/conversion\/[^/?]+\/?(?:\?|$)/;

export interface LeanConversionOptions {
  app: FastifyInstance;
  ctx: AppContext;
  limiter: WindowLimiter | null;
  /** True once the app is closing: Fastify then answers 503 itself. */
  closing: () => boolean;
}

/**
 * The conversion (`POST /api/display/conversion/{viewer id}`, issue 27) answered straight from
 * node:http, as the display call is (lean-display.ts): the same work (`recordLead`, the body read by
 * the form parser Fastify uses), the same rate-limit bucket and headers, the same error bodies,
 * without Fastify's request, reply and hooks around it. It takes only the plain case; anything else
 * goes to the Fastify route.
 */
export function leanConversionHandler({ app, ctx, limiter, closing }: LeanConversionOptions): LeanHandler {
  const record = recordLead(ctx);

  const respond = async (
    request: IncomingMessage,
    response: ServerResponse,
    params: object,
    rateLimit: Record<string, number> | null,
    text: string,
  ) => {
    try {
      const answer = await record(params, parseForm(text), request.headers.origin);
      answerLean(response, 200, rateLimit, JSON.stringify(answer));
    } catch (error) {
      const refusal = errorAnswer(error);
      if (refusal.logged) app.log.error({ err: error }, 'request failed');
      answerLean(response, refusal.statusCode, rateLimit, JSON.stringify(refusal.body));
    }
  };

  return (request, response) => {
    const url = request.url ?? '';
    if (!CONVERSION_URL.test(url) || !isPlainFormPost(request) || closing()) return false;
    // The router decides which route a URL is and decodes its parameter, exactly as for Fastify.
    const route = app.findRoute({ method: 'POST', url });
    if (!route || typeof route.params.viewerId !== 'string' || Object.keys(route.params).length !== 1) {
      return false;
    }
    let rateLimit: Record<string, number> | null = null;
    if (limiter) {
      // The Fastify route's bucket: no client id in its URL.
      const state = limiter.hit(
        rateLimitKeyOf(clientIpOf(request, ctx.config.trustProxy), CONVERSION_ROUTE, ''),
      );
      rateLimit = rateLimitHeaders(state);
      if (exceeded(state)) {
        // Refused before the body is read, as the rate-limit plugin's onRequest hook refuses.
        const body = { error: 'rate_limited', message: rateLimitedMessage(state.ttlMs) };
        answerLean(response, 429, rateLimit, JSON.stringify(body));
        return true;
      }
    }
    readBody(request, (text) => void respond(request, response, route.params, rateLimit, text));
    return true;
  };
}
