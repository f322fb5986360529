import type { FastifyRequest } from 'fastify';
import {
  CONVERSION_META_KEYS,
  ZConversionRequest,
  ZDisplayViewerParams,
  parseExtraFields,
  type TConversionResponse,
} from '@hookline/schema';
import { prizeClaimRefusal } from '@hookline/rules';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { webhooksOf } from '../webhooks/index.ts';
import { conversionCoupon } from './conversion-coupon.ts';
import { checkEventOrigin } from './event-origin.ts';
import { leadFields } from './lead-fields.ts';

const META_KEYS = new Set<string>(CONVERSION_META_KEYS);

/**
 * `POST /api/display/conversion/:viewerId` (spec section 7): a lead of the viewer's popup. The
 * popup's prize rules are checked; the form values (and the custom fields' answers) are stored once
 * per conversion key, with the coupon code the lead is handed; a new lead goes to the webhook.
 */
export function conversionHandler(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<TConversionResponse> => {
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
    // The lead's webhook delivery was queued with it; this process sends it when it falls due.
    if (!duplicate) webhooksOf(ctx)?.conversionRecorded();
    return {
      success: true,
      conversion_id: id,
      integration: { conversion_code: '' },
      ...(couponCode ? { coupon_code: couponCode } : {}),
    } satisfies TConversionResponse;
  };
}
