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
  type TDisplayResponse,
  type TViewedResponse,
} from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { domainAllowed } from './domain.ts';
import { visitorOrigin } from './visitor-origin.ts';
import { rateLimitKey } from './rate-limit-key.ts';
import { checkEventOrigin } from './event-origin.ts';
import { clickRoutes } from './click-routes.ts';
import { planDecision } from './plan-limits.ts';
import { chooseVariants, parseVisitorCookies } from './ab-test.ts';
import { toPopupRecord } from './popup-record.ts';
import { popupsTargetedAtVisitor } from './targeting.ts';
import { leadFields } from './lead-fields.ts';
import { loadSitePopup } from '@hookline/db';
import { activityRoutes } from './activity-routes.ts';
import { webhooksOf } from '../webhooks/index.ts';
import { absoluteMediaUrls } from '../media/absolute-media-urls.ts';
import { requestOrigin } from '../admin/snippet.ts';

const SMALL_BODY = 16 * 1024;
const LARGE_BODY = 64 * 1024;
const META_KEYS = new Set<string>(CONVERSION_META_KEYS);

/** The public display API of spec section 7: CORS for any origin, size- and rate-limited. */
export async function displayRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const form = requireContentType('application/x-www-form-urlencoded');
  const json = requireContentType('application/json');

  if (ctx.config.displayRateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: ctx.config.displayRateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: rateLimitKey,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'rate_limited',
        message: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`,
      }),
    });
  }

  app.post(
    '/api/display/:clientId',
    { preValidation: form, bodyLimit: LARGE_BODY },
    async (request, reply) => {
      const { clientId } = parse(ZDisplayClientParams, request.params, 'client id');
      const body = parse(ZDisplayRequest, request.body);
      const site = await ctx.sites.site(clientId);
      if (!site) throw notFound(`Client id ${clientId}`);
      if (!domainAllowed(site.domains, body.domain)) {
        throw new HttpError(
          403,
          'domain_not_allowed',
          `The pixel of ${clientId} is not installed for ${body.domain}`,
        );
      }
      const origin = visitorOrigin(request, ctx.config);
      // Where the popups' uploaded images are served: this server, as the visitor script reached it.
      const serverOrigin = () => requestOrigin(request);
      const base: Omit<TDisplayResponse, 'display' | 'message' | 'poptins'> = {
        is_client_restriction: false,
        client_restriction_setting: null,
        if_freemium: site.isFreemium,
        country: origin.country,
        country_code: origin.countryCode,
        cc: origin.countryCode,
        ip: origin.ip,
        lang: site.popups[0]?.lang ?? 'en',
      };
      if (body.preview_poptin_id) {
        // The owner previews one popup, paused or active: only that one, whatever the plan or the tests.
        const found = await loadSitePopup(ctx.database.db, clientId, body.preview_poptin_id);
        if (!found) throw notFound(`Popup ${body.preview_poptin_id} of client ${clientId}`);
        const record = toPopupRecord(found.popup, found.account, new Map());
        const answer = {
          ...base,
          lang: record.lang,
          display: true,
          message: '',
          poptins: [record],
        } satisfies TDisplayResponse;
        return reply
          .type('application/json; charset=utf-8')
          .send(absoluteMediaUrls(JSON.stringify(answer), serverOrigin));
      }
      const plan = planDecision(site.plan, new Date());
      if (!plan.allowed) {
        return {
          ...base,
          display: 'not_allowed',
          message: plan.message,
          is_client_restriction: true,
          client_restriction_setting: plan.setting,
          poptins: [],
        } satisfies TDisplayResponse;
      }
      const poptins = popupsTargetedAtVisitor(
        chooseVariants(site.popups, parseVisitorCookies(body.cookies), Math.random),
        site,
        origin,
      );
      // The popup records were serialised when the site entered the cache; only the envelope is new.
      const envelope: Omit<TDisplayResponse, 'poptins'> = {
        ...base,
        display: poptins.length > 0,
        message: '',
      };
      const records = poptins.map((popup) => site.popupJson.get(popup.poptin_id) ?? JSON.stringify(popup));
      return reply
        .type('application/json; charset=utf-8')
        .send(
          `${JSON.stringify(envelope).slice(0, -1)},"poptins":[${absoluteMediaUrls(records.join(','), serverOrigin)}]}`,
        );
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
      if (!duplicate) webhooksOf(ctx)?.conversionRecorded({ id, popup, fields, payload: body });
      return {
        success: true,
        conversion_id: id,
        integration: { conversion_code: '' },
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
      });
      return { success: true };
    },
  );

  await clickRoutes(app, ctx);
  await (await import('./free-email-domains.ts')).freeEmailDomainRoutes(app);
  await activityRoutes(app, ctx);
}
