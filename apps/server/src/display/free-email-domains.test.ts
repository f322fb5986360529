import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FREE_EMAIL_DOMAINS_PATH, freeEmailDomainRoutes } from './free-email-domains.ts';

describe('GET /api/display/free-email-domains', () => {
  it('serves the free-mail domains as text, one a line, cached for a day', async () => {
    const app = Fastify();
    await freeEmailDomainRoutes(app);
    const response = await app.inject({ method: 'GET', url: FREE_EMAIL_DOMAINS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const domains = response.body.trim().split('\n');
    expect(domains).toContain('gmail.com');
    expect(domains).not.toContain('');
    await app.close();
  });
});
