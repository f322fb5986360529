import type { FastifyRequest } from 'fastify';
import { ZClosedRequest, ZDisplayPopupParams, ZViewedRequest, type TViewedResponse } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { checkEventOrigin } from './event-origin.ts';
import { storeOf } from './store-columns.ts';

/**
 * `POST /api/display/viewed/:popupId` (spec section 7): records a view of the client's popup by its
 * viewer, once per event id; answers the view's id, which a conversion may carry.
 */
export function viewedHandler(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<TViewedResponse> => {
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
  };
}

/** `POST /api/display/closed/:popupId` (spec section 7): records how the client's popup was closed. */
export function closedHandler(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<{ success: true }> => {
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
  };
}
