import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {
  CONVERSION_META_KEYS,
  ZClosedRequest,
  ZConversionRequest,
  ZDisplayClientParams,
  ZDisplayPopupParams,
  ZDisplayRequest,
  ZDisplayViewerParams,
  ZViewedRequest,
  parseExtraFields,
  type TConversionResponse,
  type TViewedResponse,
} from '@hookline/schema';
import { prizeClaimRefusal } from '@hookline/rules';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { visitorOrigin } from './visitor-origin.ts';
import { decideDisplay, displayAnswerBytes } from './decide-display.ts';
import { pluginStoreOf, rateLimitedMessage, type FixedWindowLimiter } from './rate-limiter.ts';
import { rateLimitKey } from './rate-limit-key.ts';
import { checkEventOrigin } from './event-origin.ts';
import { storeOf } from './store-columns.ts';
import { clickRoutes } from './click-routes.ts';
import { leadFields } from './lead-fields.ts';
import { activityRoutes } from './activity-routes.ts';
import { wixRoutes } from './wix-routes.ts';
import { productRoutes } from './product-routes.ts';
import { webhooksOf } from '../webhooks/index.ts';
import { requestOrigin } from '../admin/snippet.ts';
import { conversionCoupon } from './conversion-coupon.ts';

const SMALL_BODY = 16 * 1024;
/** The display call's and the conversion's body limit. */
export const LARGE_BODY = 64 * 1024;
export const DISPLAY_CONTENT_TYPE = 'application/json; charset=utf-8';
const META_KEYS = new Set<string>(CONVERSION_META_KEYS);

/** The public display API of spec section 7: CORS for any origin, size- and rate-limited. */
export async function displayRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  limiter: FixedWindowLimiter | null,
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

  app.post(
    '/api/display/:clientId',
    { preValidation: form, bodyLimit: LARGE_BODY },
    async (request, reply) => {
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
      const answer = await decideDisplay(call, { sites: ctx.sites, db: ctx.database.db });
      return reply.type(DISPLAY_CONTENT_TYPE).send(displayAnswerBytes(answer));
    },
  );
  app.post(
    '/api/display/viewed/:popupId',
    { preValidation: json, bodyLimit: SMALL_BODY },
    async (request) => {
      const { popupId } = parse(ZDisplayPopupParams, request.params, 'popup id');
      const body = parse(ZViewedRequest, request.body);
      const popup = await ctx.sites.popupByPublicId(popupId);
      if (!popup || popup.clientId !== body.client_id)
        throw notFound(`Popup ${popupId} of client ${body.client_id}`);
      await checkEventOrigin(request, ctx.sites, popup.clientId);
      if (popup.viewerId !== body.viewer_id) {
        throw new HttpError(
          400,
          'invalid_request',
          `viewer_id ${body.viewer_id} does not belong to popup ${popupId}`,
        );
      }
      const { id, duplicate } = await ctx.writer.recordView({
        siteId: popup.siteId,
        popupId: popup.popupId,
        eventId: body.event_id,
        trigger: body.trigger,
        device: body.type,
        url: body.url,
        ...storeOf(body),
      });
      if (!duplicate) ctx.sites.noteView(popup.clientId);
      return { poptin_view_id: id } satisfies TViewedResponse;
    },
  );

  app.post(
    '/api/display/conversion/:viewerId',
    { preValidation: form, bodyLimit: LARGE_BODY },
    async (request) => {
      const { viewerId } = parse(ZDisplayViewerParams, request.params, 'viewer id');
      const body = parse(ZConversionRequest, request.body) as Record<string, string> & {
        poptin_id: string;
        client_id: string;
        poptin_view_id?: string;
        conversion_key?: string;
        prize_id?: string;
      };
      const popup = await ctx.sites.popupByViewerId(viewerId);
      if (!popup || popup.clientId !== body.client_id)
        throw notFound(`Viewer ${viewerId} of client ${body.client_id}`);
      await checkEventOrigin(request, ctx.sites, popup.clientId);
      if (popup.publicId !== body.poptin_id) {
        throw new HttpError(
          400,
          'invalid_request',
          `poptin_id ${body.poptin_id} does not match viewer ${viewerId}`,
        );
      }
      const prizeRefusal = prizeClaimRefusal(
        { gamified: popup.type === 'gamified', prizes: popup.prizes },
        { prize_id: body.prize_id, prize_code: body.prize_code, prize_label: body.prize_label },
      );
      if (prizeRefusal) throw new HttpError(400, 'invalid_request', prizeRefusal);
      const formValues = Object.fromEntries(Object.entries(body).filter(([key]) => !META_KEYS.has(key)));
      // The schema checked the list; the custom fields' answers are stored with the form values.
      const fields = leadFields(formValues, parseExtraFields(body.newExtraFields) ?? []);
      const viewId =
        body.poptin_view_id && /^\d{1,18}$/.test(body.poptin_view_id) ? BigInt(body.poptin_view_id) : null;
      const { id, duplicate } = await ctx.writer.recordConversion({
        siteId: popup.siteId,
        popupId: popup.popupId,
        conversionKey: body.conversion_key,
        viewId,
        email: formValues.email ?? null,
        fields,
        payload: body,
      });
      // Acknowledged only once the code is stored too: a conversion retried after a crash in
      // between finds its row and gets its code then (the same code on every retry).
      const couponCode = await conversionCoupon(ctx.database.db, popup, BigInt(id), new Date());
      // A webhook's `context.coupon` is the code the lead was handed.
      const payload = couponCode ? { ...body, coupon: couponCode } : body;
      if (!duplicate) webhooksOf(ctx)?.conversionRecorded({ id, popup, fields, payload });
      return {
        success: true,
        conversion_id: id,
        integration: { conversion_code: '' },
        ...(couponCode ? { coupon_code: couponCode } : {}),
      } satisfies TConversionResponse;
    },
  );

  app.post(
    '/api/display/closed/:popupId',
    { preValidation: json, bodyLimit: SMALL_BODY },
    async (request) => {
      const { popupId } = parse(ZDisplayPopupParams, request.params, 'popup id');
      const body = parse(ZClosedRequest, request.body);
      const popup = await ctx.sites.popupByPublicId(popupId);
      if (!popup || popup.clientId !== body.client_id)
        throw notFound(`Popup ${popupId} of client ${body.client_id}`);
      await checkEventOrigin(request, ctx.sites, popup.clientId);
      await ctx.writer.recordClose({
        siteId: popup.siteId,
        popupId: popup.popupId,
        eventId: body.event_id,
        closeTrigger: body.close_trigger,
        url: body.url,
        convertedEmail: body.converted_email,
        ...storeOf(body),
      });
      return { success: true };
    },
  );

  await clickRoutes(app, ctx);
  await (await import('./free-email-domains.ts')).freeEmailDomainRoutes(app);
  await activityRoutes(app, ctx);
  await wixRoutes(app, ctx);
  await productRoutes(app, ctx);
}
