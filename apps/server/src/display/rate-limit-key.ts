import type { FastifyRequest } from 'fastify';

/**
 * The bucket a display API request counts against: the client's address, the route's pattern and
 * the site's client id where the URL names one. The pattern, not the URL, so that a query string or
 * a made-up popup id cannot open a fresh bucket per request.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const clientId = (request.params as { clientId?: string } | undefined)?.clientId ?? '';
  return rateLimitKeyOf(request.ip, request.routeOptions.url ?? request.url.split('?')[0]!, clientId);
}

/** `rateLimitKey` from its parts, for the display call's lean path. */
export const rateLimitKeyOf = (ip: string, routePattern: string, clientId: string) =>
  `${ip}|${routePattern}|${clientId}`;
