import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { LruMap } from './lru-map.ts';

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
/** Country names by code: there are a few hundred, and `Intl.DisplayNames.of` is slow for a hot path. */
const nameCache = new Map<string, string>();
const nameOf = (code: string) => {
  let name = nameCache.get(code);
  if (name === undefined) {
    try {
      name = names.of(code) ?? '';
    } catch {
      name = '';
    }
    nameCache.set(code, name);
  }
  return name;
};

/**
 * Where the visitor is. The IP is the socket's, or the proxy's `X-Forwarded-For` when the proxy is
 * trusted (Fastify's `trustProxy`). The country comes from the trusted proxy's country header when
 * one is configured and present, otherwise from the bundled IP-to-country database.
 */
export function visitorOrigin(request: FastifyRequest, config: ServerConfig): VisitorOrigin {
  return visitorOriginOf(request.ip, request.headers, config);
}

/** `visitorOrigin` from the client IP (trusted proxy already resolved) and the request's headers. */
export function visitorOriginOf(
  ip: string,
  headers: IncomingHttpHeaders,
  config: ServerConfig,
): VisitorOrigin {
  let countryCode = '';
  if (config.trustProxy && config.countryHeader) {
    const raw = headers[config.countryHeader];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
    if (/^[A-Z]{2}$/.test(value) && value !== 'XX') countryCode = value;
  }
  if (!countryCode) countryCode = countryOfIp(ip);
  return { ip, countryCode, country: countryCode ? nameOf(countryCode) : '' };
}

/**
 * Countries of recent addresses: a visitor's every page view asks again, and the database's binary
 * search costs more than the rest of the display decision. The database never changes while running.
 */
const countries = new LruMap<string, string>(10_000);

/** The country code of an IP address from the bundled database, '' for private or unknown addresses. */
export function countryOfIp(ip: string): string {
  let country = countries.get(ip);
  if (country === undefined) {
    country = lookUpCountry(ip);
    countries.set(ip, country);
  }
  return country;
}

function lookUpCountry(ip: string): string {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  try {
    return database().lookup(plain)?.country ?? '';
  } catch {
    return '';
  }
}
