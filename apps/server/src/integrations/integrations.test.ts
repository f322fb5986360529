import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, integrationTables, sql, tables, webhookTables } from '@hookline/db';
import { ZAdminDelivery, ZAdminIntegration, ZIntegrationCheckResponse } from '@hookline/schema';
import { adminSuite, logIn } from '../admin/testing.ts';
import type { ServerConfig } from '../config.ts';
import { testApp, testConfig } from '../testing.ts';
import { createWorker, webhookOptions, webhooksOf } from '../webhooks/index.ts';
import type { WebhookWorker } from '../webhooks/worker.ts';
import { MAILCHIMP_ACCOUNT_NAME, startFakeMailchimp, type FakeMailchimp } from './fakes/mailchimp.ts';
import { subscriberHash } from './providers/mailchimp.ts';

/** Polled and retried quickly, for the first test's live worker; later tests drive workers by hand. */
const FAST: Partial<ServerConfig> = {
  webhooks: { ...testConfig().webhooks, retryBaseMs: 300, pollMs: 100 },
};

const API_KEY = '0123456789abcdef0123456789abcdef-us21';
const NEW_KEY = 'fedcba9876543210fedcba9876543210-us21';
const LIST = {
  id: 'a1b2c3d4e5',
  name: 'Newsletter',
  mergeFields: [
    { tag: 'FNAME', name: 'First Name' },
    { tag: 'LNAME', name: 'Last Name' },
    { tag: 'PHONE', name: 'Phone Number' },
    { tag: 'SIZE', name: 'Shoe size' },
  ],
};

adminSuite(
  'integrations',
  (suite) => {
    let fake: FakeMailchimp;
    let integrationId: string;
    let popupName: string;
    /** Workers as other server processes would run them, driven by the tests (`runOnce`). */
    let workers: WebhookWorker[];

    beforeAll(async () => {
      fake = await startFakeMailchimp({ apiKey: API_KEY, lists: [LIST] });
      // As a journey does on a running stack: the base address is read at each call.
      suite.ctx.config.integrations.urls.mailchimp = fake.url;
      const [popup] = await suite.database.db
        .select({ name: tables.popups.name })
        .from(tables.popups)
        .where(eq(tables.popups.id, suite.owner.popup.id));
      popupName = popup!.name;
      const options = { ...webhookOptions(suite.ctx.config.webhooks), random: () => 0.5 };
      workers = [createWorker(suite.ctx, options), createWorker(suite.ctx, options)];
    });
    afterAll(() => fake.close());

    const { call } = suite;
    const list = (clientId = suite.owner.site.clientId) => `/api/admin/sites/${clientId}/integrations`;
    const one = (id = integrationId) => `/api/admin/integrations/${id}`;
    const create = (body: Record<string, unknown> = {}, clientId?: string) =>
      call('POST', list(clientId), { provider: 'mailchimp', api_key: API_KEY, list_id: LIST.id, ...body });
    let conversions = 0;
    const convert = (email: string, fields: Record<string, string> = {}) =>
      suite.convert({
        url: 'http://localhost/landing',
        email,
        name: 'Ann',
        conversion_key: `integration-${Date.now()}-${conversions++}`,
        ...fields,
      });
    const deliveries = async () =>
      ZAdminDelivery.array().parse((await call('GET', `${one()}/deliveries`)).json().rows);
    const integration = async () =>
      ZAdminIntegration.parse(
        (await call('GET', list())).json().integrations.find((i: { id: string }) => i.id === integrationId),
      );
    const puts = () => fake.requests.filter((r) => r.method === 'PUT');
    /** The queued sends fall due now instead of in a second, or after their backoff. */
    const dueNow = () =>
      suite.database.db.execute(
        sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending' and integration_id is not null`,
      );
    const runOnce = async () => {
      await dueNow();
      return workers[0]!.runOnce();
    };
    const deliveryRow = async (id: string) => {
      const [row] = await suite.database.db
        .select()
        .from(webhookTables.webhookDeliveries)
        .where(eq(webhookTables.webhookDeliveries.id, BigInt(id)));
      return row!;
    };

    it('answers 409 when the server has no SECRET_KEY, saying what to set', async () => {
      const key = suite.ctx.config.secretKey;
      suite.ctx.config.secretKey = undefined;
      try {
        const response = await create();
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toMatch(/SECRET_KEY/);
      } finally {
        suite.ctx.config.secretKey = key;
      }
    });

    it.each([
      [
        'a key without its data centre',
        { api_key: '0123456789abcdef' },
        /api_key: must be a Mailchimp API key/,
      ],
      ['no list', { list_id: undefined }, /list_id/],
      ['an unknown field', { webhook: 'https://example.com' }, /webhook/],
      ['an unknown provider', { provider: 'mailerlite' }, /provider/],
      ['a field map to nothing', { field_map: { name: '' } }, /field_map/],
    ])('refuses %s with a 400', async (_name, body, message) => {
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it('refuses a body that is not JSON with a 415, and a popup of another site with a 422', async () => {
      const form = await suite.app.inject({
        method: 'POST',
        url: list(),
        headers: { cookie: suite.cookie, 'content-type': 'text/plain', 'x-requested-with': 'fetch' },
        payload: 'provider=mailchimp',
      });
      expect([400, 415]).toContain(form.statusCode);
      const theirs = await create({ excluded_popups: [suite.other.popup.publicId] });
      expect(theirs.statusCode).toBe(422);
      expect(theirs.json().message).toContain(suite.other.popup.publicId);
    });

    it('checks a key before saving: the account, its lists and the chosen list’s merge fields', async () => {
      const check = await call('POST', `${list()}/check`, { provider: 'mailchimp', api_key: API_KEY });
      expect(check.statusCode).toBe(200);
      expect(ZIntegrationCheckResponse.parse(check.json())).toEqual({
        ok: true,
        error: null,
        revoked: false,
        account: MAILCHIMP_ACCOUNT_NAME,
        lists: [{ id: LIST.id, name: LIST.name }],
        fields: [],
      });
      const withList = await call('POST', `${list()}/check`, {
        provider: 'mailchimp',
        api_key: API_KEY,
        list_id: LIST.id,
      });
      expect(withList.json().fields).toEqual(LIST.mergeFields.map((f) => ({ id: f.tag, name: f.name })));
      const wrong = await call('POST', `${list()}/check`, { provider: 'mailchimp', api_key: NEW_KEY });
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json()).toMatchObject({
        ok: false,
        revoked: true,
        error: expect.stringMatching(/API Key Invalid/),
      });
      const malformed = await call('POST', `${list()}/check`, { provider: 'mailchimp' });
      expect(malformed.statusCode).toBe(400);
    });

    it('connects Mailchimp: the key is stored encrypted and never answered, only its last four characters', async () => {
      const response = await create({ list_name: LIST.name });
      expect(response.statusCode).toBe(201);
      const created = ZAdminIntegration.parse(response.json().integration);
      integrationId = created.id;
      expect(created).toMatchObject({
        client_id: suite.owner.site.clientId,
        provider: 'mailchimp',
        enabled: true,
        status: 'connected',
        credential_hint: '…us21',
        // The list's name is kept as picked, so the card names it without asking Mailchimp.
        settings: { list_id: LIST.id, list_name: LIST.name, double_opt_in: false },
        field_map: {},
        excluded_popups: [],
        last_error: null,
      });
      expect(response.body).not.toContain(API_KEY);
      const listed = await call('GET', list());
      expect(listed.statusCode).toBe(200);
      expect(listed.body).not.toContain(API_KEY);
      expect(listed.json().integrations).toHaveLength(1);
      const [row] = await suite.database.db
        .select()
        .from(integrationTables.siteIntegrations)
        .where(eq(integrationTables.siteIntegrations.id, integrationId));
      expect(row!.credentials).toMatch(/^v1\./);
      expect(row!.credentials).not.toContain(API_KEY.slice(0, 16));
      const again = await create();
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/already connected to Mailchimp/);
    });

    it('sends a new lead as PUT /3.0/lists/{list_id}/members/{md5 of the email}, with basic auth, then tags it with the popup’s name', async () => {
      const started = Date.now();
      const response = await convert('Ann.Lead@Hookline.dev');
      expect(response.statusCode).toBe(200);
      await waitUntil(async () => (await deliveries())[0]?.status === 'delivered', 30_000);
      expect(Date.now() - started).toBeLessThan(30_000);
      const hash = subscriberHash('ann.lead@hookline.dev');
      const [put] = puts();
      expect(put!.path).toBe(`/3.0/lists/${LIST.id}/members/${hash}?skip_merge_validation=true`);
      const auth = String(put!.headers.authorization);
      expect(auth).toMatch(/^Basic /);
      expect(Buffer.from(auth.slice(6), 'base64').toString()).toMatch(new RegExp(`:${API_KEY}$`));
      expect(put!.body).toEqual({
        email_address: 'ann.lead@hookline.dev',
        status_if_new: 'subscribed',
        merge_fields: { FNAME: 'Ann' },
        tags: [popupName],
      });
      const tagged = fake.requests.find(
        (r) => r.method === 'POST' && r.path.endsWith(`/members/${hash}/tags`),
      );
      expect(tagged!.body).toEqual({ tags: [{ name: popupName, status: 'active' }] });
      expect(fake.members.get(LIST.id)!.get(hash)).toMatchObject({ status: 'subscribed', tags: [popupName] });
      const [delivery] = await deliveries();
      expect(delivery).toMatchObject({
        event: 'integration.lead',
        status: 'delivered',
        attempts: 1,
        last_status_code: 204,
        conversion_id: response.json().conversion_id,
      });
      expect(await integration()).toMatchObject({
        status: 'connected',
        last_delivered_at: expect.any(String),
      });
      // The webhook's log shows webhook deliveries only.
      const webhookLog = await call(
        'GET',
        `/api/admin/sites/${suite.owner.site.clientId}/webhook/deliveries`,
      );
      expect(webhookLog.json().total).toBe(0);
      // From here on the tests drive the sends (the app's worker stands in for a process that is down).
      await webhooksOf(suite.ctx)!.worker.stop();
    });

    it('sends the owner’s field map over the defaults, and pending for double opt-in', async () => {
      const changed = await call('PUT', one(), {
        field_map: { shoe_size: 'SIZE', name: 'LNAME' },
        double_opt_in: true,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().integration).toMatchObject({
        field_map: { shoe_size: 'SIZE', name: 'LNAME' },
        settings: { list_id: LIST.id, double_opt_in: true },
      });
      await convert('sized@hookline.dev', { shoe_size: '42', phone: '+44 20 7946 0000' });
      await runOnce();
      const put = puts().at(-1)!;
      expect(put.body).toMatchObject({
        email_address: 'sized@hookline.dev',
        status_if_new: 'pending',
        merge_fields: { LNAME: 'Ann', SIZE: '42', PHONE: '+44 20 7946 0000' },
      });
      await call('PUT', one(), { field_map: {}, double_opt_in: false });
    });

    it('honours a 429’s Retry-After: the next attempt is no sooner', async () => {
      fake.failNext(
        {
          status: 429,
          headers: { 'content-type': 'application/problem+json', 'retry-after': '120' },
          body: {
            title: 'Too Many Requests',
            status: 429,
            detail: 'You have exceeded the limit of 10 simultaneous connections.',
          },
        },
        1,
        /\/members\//,
      );
      await convert('busy@hookline.dev');
      await runOnce();
      const [delivery] = await deliveries();
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 429 });
      const row = await deliveryRow(delivery!.id);
      const result = await suite.database.db.execute(sql`select now() as now`);
      const now = new Date((result as unknown as { rows: { now: string }[] }).rows[0]!.now).getTime();
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now + 119_000);
      expect(await integration()).toMatchObject({
        status: 'failing',
        last_error: expect.stringMatching(/Too Many Requests/),
      });
      // Not due yet: nothing is sent.
      const before = puts().length;
      await workers[0]!.runOnce();
      expect(puts()).toHaveLength(before);
      await runOnce();
      expect((await deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 2 });
      expect((await integration()).status).toBe('connected');
    });

    it('retries after a 5xx, with the same lead', async () => {
      fake.failNext(
        { status: 503, body: 'Service Unavailable', headers: { 'content-type': 'text/html' } },
        1,
        /\/members\//,
      );
      await convert('outage@hookline.dev');
      await runOnce();
      const [failed] = await deliveries();
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 503 });
      expect(failed!.next_attempt_at).not.toBeNull();
      const [first, second] = [puts().length, 0];
      await runOnce();
      expect((await deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 2 });
      expect(puts().length).toBe(first + 1 + second);
      expect(puts().at(-1)!.body).toEqual(puts().at(-2)!.body);
    });

    it('gives a lead Mailchimp refuses for good up without retrying it', async () => {
      await convert('someone@example.com');
      await runOnce();
      expect((await deliveries())[0]).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_status_code: 400,
        last_error: expect.stringMatching(/looks fake or invalid/),
      });
      // The key works: the integration is not shown as failing (nothing of it will be retried).
      expect(await integration()).toMatchObject({
        status: 'connected',
        last_error: expect.stringMatching(/looks fake or invalid/),
      });
    });

    it('shows a revoked key as such, does not retry, and sends again once a new key is given', async () => {
      fake.revoke();
      await convert('revoked@hookline.dev');
      await runOnce();
      const [delivery] = await deliveries();
      expect(delivery).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 401 });
      const revoked = await integration();
      expect(revoked).toMatchObject({
        status: 'revoked',
        last_error: expect.stringMatching(/API Key Invalid/),
      });
      expect(await runOnce()).toBe(0);
      const test = await call('POST', `${one()}/test`);
      expect(test.json()).toMatchObject({ ok: false, revoked: true });
      // A lead that comes while the key is revoked is held: refused without a call to Mailchimp.
      const calls = fake.requests.length;
      await convert('meanwhile@hookline.dev');
      await runOnce();
      const [held] = await deliveries();
      expect(held).toMatchObject({
        status: 'failed',
        last_error: expect.stringMatching(/^the key was revoked/),
      });
      expect(fake.requests.length).toBe(calls);

      fake.issueKey(NEW_KEY);
      const wrongShape = await call('PUT', one(), { api_key: 'not-a-key' });
      expect(wrongShape.statusCode).toBe(400);
      const foreign = await call('PUT', one(), { access_token: 'pat-na1-0000000000' });
      expect(foreign.statusCode).toBe(400);
      const changed = await call('PUT', one(), { api_key: NEW_KEY });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().integration).toMatchObject({
        status: 'connected',
        last_error: null,
        credential_hint: '…us21',
      });
      expect((await deliveries()).find((d) => d.id === delivery!.id)).toMatchObject({ status: 'pending' });
      expect((await deliveries()).find((d) => d.id === held!.id)).toMatchObject({ status: 'pending' });
      await runOnce();
      expect((await deliveries()).find((d) => d.id === delivery!.id)).toMatchObject({
        status: 'delivered',
        attempts: 2,
      });
      // The held lead reaches the list too, once.
      expect((await deliveries()).find((d) => d.id === held!.id)).toMatchObject({ status: 'delivered' });
      const meanwhile = puts().filter(
        (r) => (r.body as { email_address: string }).email_address === 'meanwhile@hookline.dev',
      );
      expect(meanwhile).toHaveLength(1);
      const auth = String(puts().at(-1)!.headers.authorization);
      expect(Buffer.from(auth.slice(6), 'base64').toString()).toMatch(new RegExp(`:${NEW_KEY}$`));
      const retest = await call('POST', `${one()}/test`);
      expect(retest.json()).toMatchObject({ ok: true, account: MAILCHIMP_ACCOUNT_NAME });
    });

    it('sends nothing for a popup the owner left out, nor while the integration is off', async () => {
      const excluded = await call('PUT', one(), { excluded_popups: [suite.owner.popup.publicId] });
      expect(excluded.json().integration.excluded_popups).toEqual([suite.owner.popup.publicId]);
      const before = (await deliveries()).length;
      await convert('left-out@hookline.dev');
      await call('PUT', one(), { excluded_popups: [], enabled: false });
      await convert('turned-off@hookline.dev');
      expect((await deliveries()).length).toBe(before);
      await call('PUT', one(), { enabled: true });
    });

    it('sends a lead once even when two workers run at the same time', async () => {
      await convert('once@hookline.dev');
      await dueNow();
      const before = puts().length;
      await Promise.all(workers.map((worker) => worker.runOnce()));
      const hash = subscriberHash('once@hookline.dev');
      expect(
        puts()
          .slice(before)
          .filter((r) => r.path.includes(hash)),
      ).toHaveLength(1);
      // And the database holds one send per lead and integration.
      const [delivery] = await deliveries();
      await expect(
        suite.database.db.insert(webhookTables.webhookDeliveries).values({
          siteId: suite.owner.site.id,
          event: 'integration.lead',
          integrationId,
          conversionId: BigInt(delivery!.conversion_id!),
          body: '',
        }),
      ).rejects.toThrow();
    });

    it('retries a send now on request', async () => {
      const [delivery] = await deliveries();
      const retried = await call('POST', `${one()}/deliveries/${delivery!.id}/retry`);
      expect(retried.statusCode).toBe(202);
      expect(retried.json()).toMatchObject({ id: delivery!.id, status: 'pending' });
      expect((await call('POST', `${one()}/deliveries/999999999/retry`)).statusCode).toBe(404);
      await workers[0]!.runOnce();
      expect((await deliveries())[0]).toMatchObject({ status: 'delivered' });
    });

    it.each([
      ['GET', '', 'list'],
      ['POST', '', 'list'],
      ['POST', '/check', 'list'],
      ['PUT', '', 'one'],
      ['DELETE', '', 'one'],
      ['POST', '/test', 'one'],
      ['GET', '/deliveries', 'one'],
      ['POST', '/deliveries/1/retry', 'one'],
    ] as const)(
      'answers 404 to %s %s of another account, and 401 without a session',
      async (method, suffix, kind) => {
        const body =
          method === 'GET' || method === 'DELETE' || suffix.includes('retry') || suffix === '/test'
            ? undefined
            : { provider: 'mailchimp', api_key: API_KEY, list_id: LIST.id };
        const update = method === 'PUT' ? { enabled: false } : body;
        const otherCookie = await logIn(suite.app, suite.other.email);
        const url = kind === 'list' ? `${list(suite.other.site.clientId)}${suffix}` : `${one()}${suffix}`;
        const mine = kind === 'list' ? `${list()}${suffix}` : `${one()}${suffix}`;
        const asOther =
          kind === 'list'
            ? suite.call(method, url, update)
            : suite.call(method, url, update, { cookie: otherCookie });
        expect((await asOther).statusCode).toBe(404);
        expect((await suite.call(method, mine, update, {})).statusCode).toBe(401);
      },
    );

    it('answers 400 to an id that is not one', async () => {
      expect((await call('GET', '/api/admin/integrations/not-a-uuid/deliveries')).statusCode).toBe(400);
      expect((await call('PUT', one(), { provider: 'hubspot' })).statusCode).toBe(400);
      expect((await call('GET', `${one()}/deliveries?limit=1000`)).statusCode).toBe(400);
    });

    it('refuses to start without SECRET_KEY once an integration exists', async () => {
      await expect(testApp(suite.database, { ...FAST, secretKey: undefined })).rejects.toThrow(
        /SECRET_KEY.*docs\/integrations\.md/,
      );
    });

    it('removes the integration, and its sends with it', async () => {
      expect((await call('DELETE', one())).statusCode).toBe(204);
      expect((await call('GET', list())).json()).toEqual({ integrations: [] });
      expect((await call('DELETE', one())).statusCode).toBe(404);
      const all = await suite.database.db
        .select()
        .from(webhookTables.webhookDeliveries)
        .where(eq(webhookTables.webhookDeliveries.siteId, suite.owner.site.id));
      expect(all).toHaveLength(0);
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
