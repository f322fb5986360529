import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

export interface VisitorOrigin {
  ip: string;
  /** ISO 3166 alpha-2 code, upper case, or '' when unknown. */
  countryCode: string;
}

/**
 * Where the visitor is. The IP is the socket's, or the proxy's `X-Forwarded-For` when the proxy is
 * trusted; the country comes from the trusted proxy's country header when one is configured.
 */
export function visitorOrigin(request: FastifyRequest, config: ServerConfig): VisitorOrigin {
  let countryCode = '';
  if (config.trustProxy && config.countryHeader) {
    const raw = request.headers[config.countryHeader];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
    if (/^[A-Z]{2}$/.test(value) && value !== 'XX') countryCode = value;
  }
  return { ip: request.ip, countryCode };
}
