import type { FastifyInstance } from 'fastify';
import { freeEmailDomainsText } from '@hookline/rules/free-email-domains';

/** Where the visitor script downloads the free-mail domain list (spec section 7). */
export const FREE_EMAIL_DOMAINS_PATH = '/api/display/free-email-domains';

/**
 * `GET /api/display/free-email-domains`: the free-mail domains the business email modes refuse,
 * as text, one a line (spec section 7). Built once; cached by browsers for a day.
 */
export async function freeEmailDomainRoutes(app: FastifyInstance): Promise<void> {
  const body = freeEmailDomainsText();
  app.get(FREE_EMAIL_DOMAINS_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(body),
  );
}
