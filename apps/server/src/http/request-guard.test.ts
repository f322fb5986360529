import { expect, it } from 'vitest';
import { adminSuite } from '../admin/testing.ts';
import { seedCatalog } from '../seed/catalog.ts';
import { REQUEST_HEADER } from './request-guard.ts';

adminSuite('cross-site requests and page headers', (suite) => {
  const secretUrl = () => `/api/admin/sites/${suite.owner.site.clientId}/webhook/secret`;
  const webhookUrl = () => `/api/admin/sites/${suite.owner.site.clientId}/webhook`;
  const asOwner = (headers: Record<string, string>) => ({ cookie: suite.cookie, ...headers });
  /** A bodiless POST with the owner's cookie and only the given headers (not the suite's). */
  const post = (url: string, headers: Record<string, string>) =>
    suite.app.inject({ method: 'POST', url, headers: asOwner(headers) });

  it('refuses a dashboard change another page makes with the owner cookie, and takes the dashboard own', async () => {
    const configured = await suite.call(
      'PUT',
      webhookUrl(),
      { url: 'https://hooks.example.com/in', enabled: true },
      asOwner({ [REQUEST_HEADER]: '1' }),
    );
    expect(configured.statusCode).toBeLessThan(300);
    // A page on another port of the same host: same-site, so SameSite=Lax sends the cookie.
    const strangers: Record<string, string>[] = [
      { origin: 'http://localhost:9999', 'sec-fetch-site': 'same-site' },
      { origin: 'http://localhost:9999' },
      {},
    ];
    for (const headers of strangers) {
      const rotated = await post(secretUrl(), headers);
      expect(rotated.statusCode).toBe(403);
      expect(rotated.json().error).toBe('cross_site_request');
      const tested = await post(`${webhookUrl()}/test`, headers);
      expect(tested.statusCode).toBe(403);
    }
    const own = await post(secretUrl(), { [REQUEST_HEADER]: '1' });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a form-encoded body on the dashboard API, even with the header', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: secretUrl(),
      headers: asOwner({ 'content-type': 'text/plain', [REQUEST_HEADER]: '1' }),
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
  });

  it("takes a shop form only from the shop's own pages, and the shop script's JSON with the header", async () => {
    await seedCatalog(suite.database.db);
    const form = (headers: Record<string, string>) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/shop/customer/logout',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
        payload: '',
      });
    expect((await form({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect((await form({ 'sec-fetch-site': 'same-site', origin: 'http://localhost:9999' })).statusCode).toBe(
      403,
    );
    expect((await form({ origin: 'http://localhost:9999' })).statusCode).toBe(403);
    expect((await form({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
    expect((await form({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(303);
    const json = (headers: Record<string, string>) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/shop/customer/logout',
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{}',
      });
    expect((await json({})).statusCode).toBe(403);
    expect((await json({ [REQUEST_HEADER]: '1' })).statusCode).toBe(204);
  });

  it('sends nosniff on every answer, and no-framing and a policy on the dashboard and shop pages', async () => {
    const health = await suite.get('/healthz');
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    const api = await suite.get('/api/admin/me', { cookie: suite.cookie });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    for (const page of ['/app/', '/app/leads', '/']) {
      const response = await suite.get(page);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
    }
  });
});
