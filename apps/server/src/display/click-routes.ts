import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZClickRequest, ZDisplayPopupParams, type TClickResponse } from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import type { CachedSite } from './site-cache.ts';
import { domainAllowed } from './domain.ts';
import { visitorOrigin } from './visitor-origin.ts';

/**
 * The click calls of spec section 7: a link, an element with a popup attribute, or another popup's
 * button asks for one popup's record. Only an active popup of the site is answered.
 */
export async function clickRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const answer = (request: FastifyRequest, site: CachedSite, popupId: string): TClickResponse => {
    const popup = site.popups.find((p) => p.poptin_id === popupId);
    if (!popup) throw notFound(`Active popup ${popupId} of client ${site.clientId}`);
    const origin = visitorOrigin(request, ctx.config);
    return {
      display: !site.isRestricted,
      country: origin.country,
      lang: popup.lang,
      poptins: site.isRestricted ? [] : [popup],
    };
  };

  app.post(
    '/api/display/click/:popupId',
    { preValidation: requireContentType('application/json'), bodyLimit: 64 * 1024 },
    async (request) => {
      const { popupId } = parse(ZDisplayPopupParams, request.params, 'popup id');
      const body = parse(ZClickRequest, request.body);
      const site = await ctx.sites.site(body.client_id);
      if (!site) throw notFound(`Client id ${body.client_id}`);
      if (!domainAllowed(site.domains, body.domain)) {
        throw new HttpError(
          403,
          'domain_not_allowed',
          `The pixel of ${body.client_id} is not installed for ${body.domain}`,
        );
      }
      return answer(request, site, popupId);
    },
  );

  // Popup-to-popup launch and manual triggers: no body, so the page is known by its Origin header.
  app.get('/api/display/click/:popupId', async (request) => {
    const { popupId } = parse(ZDisplayPopupParams, request.params, 'popup id');
    const ref = await ctx.sites.popupByPublicId(popupId);
    const site = ref ? await ctx.sites.site(ref.clientId) : null;
    if (!site) throw notFound(`Popup ${popupId}`);
    const origin = request.headers.origin;
    if (origin && origin !== 'null' && !domainAllowed(site.domains, origin)) {
      throw new HttpError(
        403,
        'domain_not_allowed',
        `The pixel of ${site.clientId} is not installed for ${origin}`,
      );
    }
    return answer(request, site, popupId);
  });
}
