import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
import type { RequestTimeouts } from '../config.ts';

/**
 * Fastify's and Node's server options for `timeouts`, so that a client trickling its headers or
 * body a byte at a time, or holding an idle connection, cannot keep a socket open for long.
 */
export function serverTimeoutOptions(timeouts: RequestTimeouts): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  // Node refuses a headers timeout longer than the whole request's.
  const headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout,
      requestTimeout: timeouts.requestMs,
      // Node looks for overdue requests only this often (30 s by default), which would let a slow
      // request run well past its limit.
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, headersTimeout / 2)),
    },
  };
}

/**
 * The HTTP server Fastify would make for these options (Fastify's `serverFactory` leaves that to us),
 * with `listener` in front of Fastify's own handler.
 */
export function frontServer(
  options: ReturnType<typeof serverTimeoutOptions>,
  listener: RequestListener,
): Server {
  const server = createServer(options.http, listener);
  server.keepAliveTimeout = options.keepAliveTimeout;
  server.requestTimeout = options.requestTimeout;
  return server;
}
