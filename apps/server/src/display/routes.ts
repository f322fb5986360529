import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ZDisplayClientParams, ZDisplayRequest } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { visitorOrigin } from './visitor-origin.ts';
import { decideDisplay } from './decide-display.ts';
import { displayAnswerBytes } from './display-answer.ts';
import { pluginStoreOf, rateLimitedMessage, type WindowLimiter } from './rate-limiter.ts';
import { rateLimitKey } from './rate-limit-key.ts';
import { clickRoutes } from './click-routes.ts';
import { activityRoutes } from './activity-routes.ts';
import { wixRoutes } from './wix-routes.ts';
import { productRoutes } from './product-routes.ts';
import { requestOrigin } from '../admin/snippet.ts';
import { conversionHandler } from './conversion-handler.ts';
import { DISPLAY_CONTENT_TYPE, LARGE_BODY, SMALL_BODY } from './display-limits.ts';
import { closedHandler, viewedHandler } from './view-close-handlers.ts';

/** The public display API of spec section 7: CORS for any origin, size- and rate-limited. */
export async function displayRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  limiter: WindowLimiter | null,
): Promise<void> {
  const form = requireContentType('application/x-www-form-urlencoded');
  const json = requireContentType('application/json');

  if (limiter) {
    // The display call's lean path counts in the same limiter, so a bucket is one bucket.
    await app.register(rateLimit, {
      max: limiter.limit,
      timeWindow: limiter.windowMs,
      store: pluginStoreOf(limiter),
      keyGenerator: rateLimitKey,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'rate_limited',
        message: rateLimitedMessage(context.ttl),
      }),
    });
  }

  app.post('/api/display/:clientId', { preValidation: form, bodyLimit: LARGE_BODY }, displayHandler(ctx));
  app.post(
    '/api/display/viewed/:popupId',
    { preValidation: json, bodyLimit: SMALL_BODY },
    viewedHandler(ctx),
  );
  app.post(
    '/api/display/conversion/:viewerId',
    { preValidation: form, bodyLimit: LARGE_BODY },
    conversionHandler(ctx),
  );
  app.post(
    '/api/display/closed/:popupId',
    { preValidation: json, bodyLimit: SMALL_BODY },
    closedHandler(ctx),
  );

  await clickRoutes(app, ctx);
  await (await import('./free-email-domains.ts')).freeEmailDomainRoutes(app);
  await activityRoutes(app, ctx);
  await wixRoutes(app, ctx);
  await productRoutes(app, ctx);
}

/**
 * `POST /api/display/:clientId`: which of the site's popups this page view shows (spec section 7).
 * The busiest request: the lean path (lean-display.ts) answers the plain case the same way without
 * Fastify; this route takes the rest.
 */
function displayHandler(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { clientId } = parse(ZDisplayClientParams, request.params, 'client id');
    const body = parse(ZDisplayRequest, request.body);
    const call = {
      clientId,
      body,
      origin: visitorOrigin(request, ctx.config),
      now: new Date(),
      random: Math.random,
      // Where the popups' uploaded images are served: this server, as the visitor script reached it.
      serverOrigin: () => requestOrigin(request),
    };
    const answer = await decideDisplay(call, {
      sites: ctx.sites,
      db: ctx.database.db,
      sightings: ctx.sightings,
    });
    return reply.type(DISPLAY_CONTENT_TYPE).send(displayAnswerBytes(answer));
  };
}
