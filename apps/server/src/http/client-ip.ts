import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * One trusted hop: the client IP is the address that proxy saw (the right-most X-Forwarded-For
 * entry), never one the client wrote further left. A function, since Fastify reads a bare hop count
 * as "trust nothing".
 */
export const trustOneHop = (_address: string, hop: number) => hop === 0;

/** The client's IP as Fastify's `request.ip` gives it, with `trustProxy` as the app sets it. */
export function clientIpOf(request: IncomingMessage, trustProxy: boolean): string {
  if (!trustProxy) return request.socket.remoteAddress ?? '';
  const addresses = proxyAddr.all(request, trustOneHop);
  return addresses[addresses.length - 1] ?? '';
}
