import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, webhookTables, tables } from '@hookline/db';
import { ZAdminDelivery, ZAdminWebhook } from '@hookline/schema';
import { adminSuite, logIn } from '../admin/testing.ts';
import type { ServerConfig } from '../config.ts';
import { testApp, testConfig } from '../testing.ts';
import { sendWebhook } from './sender.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from './signature.ts';
import { startReceiver, type Receiver } from './testing.ts';

/** Webhooks to the local receiver, retried and polled quickly. */
const FAST: Partial<ServerConfig> = {
  webhooks: { ...testConfig().webhooks, allowPrivateTargets: true, retryBaseMs: 300, pollMs: 100 },
};

adminSuite(
  'webhooks',
  (suite) => {
    let receiver: Receiver;
    let secret: string;

    beforeAll(async () => {
      receiver = await startReceiver();
    });
    afterAll(() => receiver.close());
    afterEach(() => {
      receiver.received.length = 0;
      receiver.answers.length = 0;
    });

    const { call } = suite;
    const hook = (clientId = suite.owner.site.clientId) => `/api/admin/sites/${clientId}/webhook`;
    let conversionCount = 0;
    const convert = (email: string, key = `conv-${Date.now()}-${conversionCount++}`) =>
      suite.convert({
        url: 'http://localhost/landing',
        visitor: 'desktop',
        email,
        name: 'Ann',
        conversion_key: key,
      });
    const deliveries = async () =>
      ZAdminDelivery.array().parse((await call('GET', `${hook()}/deliveries`)).json().rows);

    it('sets the webhook and shows its secret once', async () => {
      expect((await call('GET', hook())).json()).toEqual({ webhook: null });
      const created = await call('PUT', hook(), { url: receiver.url });
      expect(created.statusCode).toBe(200);
      secret = created.json().secret;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      const webhook = ZAdminWebhook.parse(created.json().webhook);
      expect(webhook).toMatchObject({
        url: receiver.url,
        enabled: true,
        secret_hint: `…${secret.slice(-4)}`,
      });

      const read = await call('GET', hook());
      expect(read.body).not.toContain(secret);
      // Changing the URL keeps the secret, and does not show it again.
      const changed = await call('PUT', hook(), { url: `${receiver.url}?v=2`, enabled: true });
      expect(changed.json().secret).toBeNull();
      await call('PUT', hook(), { url: receiver.url, enabled: true });
    });

    it('POSTs each conversion as JSON, signed with HMAC-SHA256 over the timestamp and the raw body', async () => {
      const response = await convert('ann@example.com');
      expect(response.statusCode).toBe(200);
      const [request] = await receiver.waitFor(1);
      const headers = request!.headers;
      expect(headers['content-type']).toBe('application/json');
      expect(headers['x-hookline-event']).toBe('conversion.created');
      expect(headers['x-hookline-delivery']).toMatch(/^\d+$/);
      expect(headers[SIGNATURE_HEADER]).toMatch(/^sha256=[0-9a-f]{64}$/);
      const signature = {
        signature: String(headers[SIGNATURE_HEADER]),
        timestamp: String(headers[TIMESTAMP_HEADER]),
      };
      expect(verifyWebhook(secret, signature, request!.body, Date.now() / 1000)).toBe(true);
      expect(verifyWebhook(secret, signature, request!.body.replace('ann@', 'eve@'), Date.now() / 1000)).toBe(
        false,
      );
      expect(verifyWebhook('whsec_wrong', signature, request!.body, Date.now() / 1000)).toBe(false);
      expect(verifyWebhook(secret, signature, request!.body, Date.now() / 1000 + 3600)).toBe(false);
      expect(JSON.parse(request!.body)).toEqual({
        event: 'conversion.created',
        conversion_id: response.json().conversion_id,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        client_id: suite.owner.site.clientId,
        popup_id: suite.owner.popup.publicId,
        email: 'ann@example.com',
        fields: { email: 'ann@example.com', name: 'Ann' },
        context: { url: 'http://localhost/landing', visitor: 'desktop' },
      });
      await waitUntil(async () => (await deliveries())[0]?.status === 'delivered');
      const [delivery] = await deliveries();
      expect(delivery).toMatchObject({
        status: 'delivered',
        attempts: 1,
        last_status_code: 200,
        conversion_id: response.json().conversion_id,
      });
    });

    it('sends a retried conversion (same conversion_key) once', async () => {
      await convert('once@example.com', 'same-key-0001');
      await convert('once@example.com', 'same-key-0001');
      await receiver.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.received).toHaveLength(1);
    });

    it('sends each custom field answer in the fields, under the field name', async () => {
      const response = await suite.convert({
        email: 'sizes@example.com',
        newExtraFields: JSON.stringify([
          { id: 'a', type: 'custom', name: 'shoe_size', placeholder: 'Size', value: '42' },
          { id: 'b', type: 'custom', name: 'UTM_source', placeholder: 'Source', value: 'newsletter' },
        ]),
        conversion_key: 'conv-extra-fields-1',
      });
      expect(response.statusCode).toBe(200);
      const [request] = await receiver.waitFor(1);
      expect(JSON.parse(request!.body)).toMatchObject({
        email: 'sizes@example.com',
        fields: { email: 'sizes@example.com', shoe_size: '42', UTM_source: 'newsletter' },
      });
    });

    it('sends the unique coupon code a lead was handed as context.coupon', async () => {
      const popups = tables.popups;
      const design = {
        coupon: { coupon_type: 'code', code: 'HOOK', unique: { kind: 'percent' as const, amount: 5 } },
      };
      await suite.database.db
        .update(popups)
        .set({ designProperties: design })
        .where(eq(popups.id, suite.owner.popup.id));
      await suite.ctx.sites.changed(suite.owner.site.clientId);
      try {
        const response = await convert('coded@example.com');
        const code = response.json().coupon_code as string;
        expect(code).toMatch(/^HOOK-/);
        const [request] = await receiver.waitFor(1);
        expect(JSON.parse(request!.body).context.coupon).toBe(code);
      } finally {
        await suite.database.db
          .update(popups)
          .set({ designProperties: {} })
          .where(eq(popups.id, suite.owner.popup.id));
        await suite.ctx.sites.changed(suite.owner.site.clientId);
      }
    });

    it('retries with backoff after a failing answer, and logs each attempt', async () => {
      receiver.answers.push(500);
      await convert('retry@example.com');
      const [first, second] = await receiver.waitFor(2);
      expect(second!.body).toBe(first!.body);
      expect(second!.headers['x-hookline-delivery']).toBe(first!.headers['x-hookline-delivery']);
      // base 300 ms ± 20 %, plus the polling interval
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(230);
      await waitUntil(async () => (await deliveries())[0]?.status === 'delivered');
      const [delivery] = await deliveries();
      expect(delivery).toMatchObject({
        status: 'delivered',
        attempts: 2,
        last_status_code: 200,
        last_error: null,
      });
    });

    it('keeps deliveries across a restart: a new process sends what the old one could not', async () => {
      receiver.answers.push(503);
      await convert('restart@example.com');
      await receiver.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await suite.app.close();
      const [pending] = await suite.database.db
        .select()
        .from(webhookTables.webhookDeliveries)
        .where(eq(webhookTables.webhookDeliveries.status, 'pending'));
      expect(pending).toMatchObject({
        attempts: 1,
        lastStatusCode: 503,
        lastError: 'the endpoint answered 503',
      });

      ({ app: suite.app } = await testApp(suite.database, FAST));
      suite.cookie = await logIn(suite.app, suite.owner.email);
      const [, again] = await receiver.waitFor(2);
      expect(JSON.parse(again!.body).email).toBe('restart@example.com');
    });

    it('sends a test event on request, and retries a delivery now on request', async () => {
      const test = await call('POST', `${hook()}/test`);
      expect(test.statusCode).toBe(202);
      const [request] = await receiver.waitFor(1);
      expect(JSON.parse(request!.body)).toMatchObject({
        event: 'webhook.test',
        client_id: suite.owner.site.clientId,
      });
      const id = ZAdminDelivery.parse(test.json()).id;
      await waitUntil(async () => (await deliveries()).find((d) => d.id === id)?.status === 'delivered');
      const retried = await call('POST', `${hook()}/deliveries/${id}/retry`);
      expect(retried.statusCode).toBe(202);
      await receiver.waitFor(2);
    });

    it('queues nothing while the webhook is off', async () => {
      await call('PUT', hook(), { url: receiver.url, enabled: false });
      const before = (await deliveries()).length;
      await convert('off@example.com');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await deliveries()).length).toBe(before);
      expect(receiver.received).toHaveLength(0);
      await call('PUT', hook(), { url: receiver.url, enabled: true });
    });

    it('makes a new secret on request; the old one no longer verifies', async () => {
      const response = await call('POST', `${hook()}/secret`);
      const fresh = response.json().secret as string;
      expect(fresh).not.toBe(secret);
      await convert('fresh@example.com');
      const [request] = await receiver.waitFor(1);
      const signature = {
        signature: String(request!.headers[SIGNATURE_HEADER]),
        timestamp: String(request!.headers[TIMESTAMP_HEADER]),
      };
      expect(verifyWebhook(fresh, signature, request!.body, Date.now() / 1000)).toBe(true);
      expect(verifyWebhook(secret, signature, request!.body, Date.now() / 1000)).toBe(false);
    });

    it.each([
      ['a URL that is not one', { url: 'hooks.example.com' }, /url: is not a URL/],
      ['another scheme', { url: 'ftp://example.com/' }, /https/],
      ['credentials in the URL', { url: 'https://u:p@example.com/' }, /user name/],
      ['an unknown field', { url: 'https://example.com/', events: ['all'] }, /events/],
    ])('refuses %s with a 400', async (_name, body, message) => {
      const response = await call('PUT', hook(), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it.each([
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/secret'],
      ['POST', '/test'],
      ['GET', '/deliveries'],
      ['POST', '/deliveries/1/retry'],
    ] as const)(
      'answers 404 to %s webhook%s of another account’s site, and 401 without a session',
      async (method, suffix) => {
        const body = method === 'PUT' ? { url: 'https://attacker.example/' } : undefined;
        const theirs = await call(method, `${hook(suite.other.site.clientId)}${suffix}`, body);
        expect(theirs.statusCode).toBe(404);
        expect((await call(method, `${hook()}${suffix}`, body, {})).statusCode).toBe(401);
      },
    );

    it('answers 404 to a retry of another site’s delivery', async () => {
      const [mine] = await deliveries();
      const otherCookie = await logIn(suite.app, suite.other.email);
      const response = await call(
        'POST',
        `${hook(suite.other.site.clientId)}/deliveries/${mine!.id}/retry`,
        undefined,
        { cookie: otherCookie },
      );
      expect(response.statusCode).toBe(404);
    });

    it('deletes the webhook', async () => {
      expect((await call('DELETE', hook())).statusCode).toBe(204);
      expect((await call('GET', hook())).json()).toEqual({ webhook: null });
      const rows = await suite.database.db
        .select()
        .from(tables.sites)
        .where(eq(tables.sites.id, suite.owner.site.id));
      expect(rows).toHaveLength(1);
    });
  },
  { config: FAST },
);

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('webhook targets on private networks', () => {
  it('refuses loopback and private addresses unless allowed', async () => {
    const receiver = await startReceiver();
    try {
      const options = { timeoutMs: 2_000, allowPrivateTargets: false };
      const refused = await sendWebhook(receiver.url, {}, '{}', options);
      expect(refused).toEqual({ ok: false, statusCode: null, error: '127.0.0.1 is a private address' });
      const named = await sendWebhook(receiver.url.replace('127.0.0.1', 'localhost'), {}, '{}', options);
      expect(named.ok).toBe(false);
      expect(named.error).toMatch(/private address|refused/);
      expect(receiver.received).toHaveLength(0);
      const allowed = await sendWebhook(receiver.url, {}, '{}', { ...options, allowPrivateTargets: true });
      expect(allowed).toEqual({ ok: true, statusCode: 200, error: null });
    } finally {
      await receiver.close();
    }
  });

  it('reports a timeout as a failure', async () => {
    const { createServer } = await import('node:http');
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const result = await sendWebhook(`http://127.0.0.1:${port}/`, {}, '{}', {
        timeoutMs: 200,
        allowPrivateTargets: true,
      });
      expect(result).toEqual({ ok: false, statusCode: null, error: 'no answer within 0.2 s' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
