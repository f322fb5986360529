import type { FastifyInstance } from 'fastify';

/**
 * The policy for the dashboard's and the shop's pages: scripts only from this origin (and the pixel's
 * host), never framed (clickjacking), forms only posting here. Styles and images stay open because
 * popups carry inline styles and pictures from anywhere the owner chose.
 */
export function pagePolicy(scriptOrigins: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptOrigins].join(' ')}`,
    "style-src 'self' 'unsafe-inline' https:",
    'img-src * data: blob:',
    "font-src 'self' data: https:",
    `connect-src ${["'self'", ...scriptOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of an absolute URL, or none for a path on this server. */
export function originsOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * `X-Content-Type-Options: nosniff` on every answer; on HTML pages (the dashboard app and the shop,
 * the only pages this server serves) also `X-Frame-Options: DENY` and the page policy.
 */
export function installSecurityHeaders(app: FastifyInstance, policy: string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('x-frame-options', 'DENY');
      reply.header('content-security-policy', policy);
    }
    return payload;
  });
}
