import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

export interface VisitorOrigin {
  ip: string;
  /** ISO 3166 alpha-2 code, upper case, or '' when unknown. */
  countryCode: string;
  /** The country's English name, or '' when unknown. */
  country: string;
}

interface GeoIpCountry {
  lookup(ip: string): { country: string } | null;
}

const require = createRequire(import.meta.url);
let geoip: GeoIpCountry | null = null;
/** The IP-to-country database that ships in the `geoip-country` package: no network at run time. */
const database = (): GeoIpCountry => (geoip ??= require('geoip-country') as GeoIpCountry);

const names = new Intl.DisplayNames(['en'], { type: 'region' });
const nameOf = (code: string) => {
  try {
    return names.of(code) ?? '';
  } catch {
    return '';
  }
};

/**
 * Where the visitor is. The IP is the socket's, or the proxy's `X-Forwarded-For` when the proxy is
 * trusted (Fastify's `trustProxy`). The country comes from the trusted proxy's country header when
 * one is configured and present, otherwise from the bundled IP-to-country database.
 */
export function visitorOrigin(request: FastifyRequest, config: ServerConfig): VisitorOrigin {
  const ip = request.ip;
  let countryCode = '';
  if (config.trustProxy && config.countryHeader) {
    const raw = request.headers[config.countryHeader];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
    if (/^[A-Z]{2}$/.test(value) && value !== 'XX') countryCode = value;
  }
  if (!countryCode) countryCode = countryOfIp(ip);
  return { ip, countryCode, country: countryCode ? nameOf(countryCode) : '' };
}

/** The country code of an IP address from the bundled database, '' for private or unknown addresses. */
export function countryOfIp(ip: string): string {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  try {
    return database().lookup(plain)?.country ?? '';
  } catch {
    return '';
  }
}
