import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { mediaTypeOf } from './parse.ts';

/**
 * The header the dashboard's and the shop's own scripts send with every request. An HTML form cannot
 * send it, and a page on any other origin (another port of the same host included: SameSite=Lax
 * lets its requests carry our cookies) can only send it after a CORS preflight, which these routes
 * never grant.
 */
export const REQUEST_HEADER = 'x-hookline-request';

/** The headers API tests add to stand for the dashboard's and the shop's scripts. */
export const guardHeaders = { [REQUEST_HEADER]: '1' } as const;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The body types an HTML form (or a no-cors fetch) can send from any page without a preflight. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/** Whether the browser says the request comes from a page of this very origin. */
export function fromSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  // Browsers without Fetch Metadata still send Origin on every POST.
  return request.headers.origin === `${request.protocol}://${request.host}`;
}

export interface RequestGuardOptions {
  /** The shop API's prefix (`/api/shop`), whose no-script form fallbacks post form bodies. */
  shopApiBase: string;
}

/**
 * Refuses a state-changing dashboard or shop API request that another page could have made with
 * the visitor's cookies. The dashboard API takes only JSON with `REQUEST_HEADER`. The shop API takes
 * `REQUEST_HEADER` too, or, for its pages' no-script form fallbacks (add to cart, log in, register,
 * review), a form the browser says was posted from this origin.
 *
 * The check runs on the matched route's pattern, not the raw URL, so no encoding of the path slips by.
 */
export function installRequestGuard(app: FastifyInstance, { shopApiBase }: RequestGuardOptions): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const route = request.routeOptions.url ?? '';
    const admin = route.startsWith('/api/admin/');
    const shop = route.startsWith(`${shopApiBase}/`);
    if (!admin && !shop) return;
    const formBody = FORM_TYPES.has(mediaTypeOf(request));
    if (admin && formBody) {
      throw new HttpError(415, 'unsupported_media_type', 'The dashboard API takes application/json');
    }
    if (request.headers[REQUEST_HEADER] === '1') return;
    if (shop && fromSameOrigin(request)) return;
    throw new HttpError(
      403,
      'cross_site_request',
      `This request must come from the page itself (send ${REQUEST_HEADER}: 1)`,
    );
  });
}
