import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { eq, sql, webhookTables } from '@hookline/db';
import { ZAdminDelivery, ZAdminIntegration, type TIntegrationProvider } from '@hookline/schema';
import { adminSuite } from '../admin/testing.ts';
import type { IntegrationUrlKey } from '../config.ts';
import { createWorker, webhookOptions, webhooksOf } from '../webhooks/index.ts';
import type { WebhookWorker } from '../webhooks/worker.ts';
import type { FakeAnswer, FakeApi } from './fakes/fake-api.ts';
import { startFakeGoogle } from './fakes/google.ts';
import { startFakeHubSpot } from './fakes/hubspot.ts';
import { startFakeKlaviyo } from './fakes/klaviyo.ts';
import { KLAVIYO_REVISION } from './providers/klaviyo.ts';

/**
 * Klaviyo, HubSpot and Google Sheets end to end (issue 28), as integrations.test.ts does for
 * Mailchimp: each connected through the admin API, a visitor's conversion sent by the delivery
 * worker to the provider's fake, and the delivery log showing what happened — a 429 waited out for
 * its `Retry-After`, a 5xx retried without storing the lead twice, a refused key shown as revoked
 * until the owner gives a new one. One table row per provider; the tests are the same for each.
 */

/** A provider's fake as these tests drive it, whatever the provider. */
interface Harness {
  fake: FakeApi;
  /** The create body: provider, credentials and settings, flat. */
  connect: Record<string, unknown>;
  /** The secret the owner typed, which no answer may contain. */
  secret: string;
  /** The request that stores the lead, where a 429 or a 5xx is made to land. */
  storingCall: RegExp;
  /** The provider refuses the key from now on. */
  revoke(): void;
  /** The owner makes a new key at the provider: the PUT body that gives it to Hookline. */
  newCredentials(): Record<string, unknown>;
  /** Asserts that the lead reached the fake as the provider documents the call, first name included. */
  expectSent(email: string): void;
  /** How many records the fake stores for this email (a subscription, a contact, a row). */
  stored(email: string): number;
}

interface ProviderCase {
  provider: TIntegrationProvider;
  label: string;
  urlKey: IntegrationUrlKey;
  /** What the lead's send is, as the provider documents it. */
  call: string;
  start(): Promise<Harness>;
  /** The provider's own 429, with `Retry-After: 120`. */
  tooManyRequests: FakeAnswer;
  /** Its words, as the integrations page shows them. */
  throttledWords: RegExp;
  /** The provider's words when the key is refused, and the status code the log keeps. */
  revokedWords: RegExp;
  revokedStatusCode: number;
}

const RETRY_AFTER_SECONDS = 120;
const OUTAGE: FakeAnswer = {
  status: 503,
  body: 'Service Unavailable',
  headers: { 'content-type': 'text/html' },
};

const KLAVIYO_LIST = { id: 'Xy7kLm', name: 'Newsletter' };
const HUBSPOT_PROPERTIES = [{ name: 'coupon_code', label: 'Coupon code' }];
const GOOGLE_ACCOUNT = 'hookline-leads@demo-project.iam.gserviceaccount.com';
const SPREADSHEET = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
const TAB = 'Leads 2026';

function rsaKeys() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

async function klaviyoHarness(): Promise<Harness> {
  const apiKey = 'pk_live_3f9a1c2b7d8e4f60a1b2c3d4e5f6a7b8';
  const fake = await startFakeKlaviyo({ apiKey, lists: [KLAVIYO_LIST] });
  return {
    fake,
    connect: { provider: 'klaviyo', api_key: apiKey, list_id: KLAVIYO_LIST.id },
    secret: apiKey,
    storingCall: /\/api\/profile-subscription-bulk-create-jobs/,
    revoke: () => fake.revoke(),
    newCredentials() {
      const rotated = 'pk_live_0000aaaa1111bbbb2222cccc3333dddd';
      fake.issueKey(rotated);
      return { api_key: rotated };
    },
    expectSent(email) {
      const imported = fake.requests.find(
        (r) =>
          r.method === 'POST' &&
          r.path === '/api/profile-import' &&
          (r.body as { data: { attributes: { email: string } } }).data.attributes.email === email,
      );
      expect(imported!.headers).toMatchObject({
        authorization: `Klaviyo-API-Key ${apiKey}`,
        revision: KLAVIYO_REVISION,
      });
      expect(imported!.body).toMatchObject({
        data: { type: 'profile', attributes: { email, first_name: 'Ann' } },
      });
      expect(fake.profiles.get(email)!.attributes).toMatchObject({ first_name: 'Ann' });
      expect(fake.subscriptions.filter((s) => s.email === email)).toEqual([
        expect.objectContaining({ listId: KLAVIYO_LIST.id, consent: 'SUBSCRIBED' }),
      ]);
    },
    stored: (email) => fake.subscriptions.filter((s) => s.email === email).length,
  };
}

async function hubSpotHarness(): Promise<Harness> {
  const token = 'pat-eu1-7c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f';
  const fake = await startFakeHubSpot({ token, customProperties: HUBSPOT_PROPERTIES });
  let current = token;
  return {
    fake,
    connect: { provider: 'hubspot', access_token: token },
    secret: token,
    storingCall: /\/crm\/v3\/objects\/contacts\/batch\/upsert/,
    revoke: () => fake.revoke(),
    newCredentials() {
      current = 'pat-eu1-00000000-1111-2222-3333-444455556666';
      fake.issueToken(current);
      return { access_token: current };
    },
    expectSent(email) {
      const upsert = fake.requests.find(
        (r) =>
          r.method === 'POST' &&
          r.path === '/crm/v3/objects/contacts/batch/upsert' &&
          (r.body as { inputs: { id: string }[] }).inputs[0]!.id === email,
      );
      expect(upsert!.headers.authorization).toBe(`Bearer ${current}`);
      expect(upsert!.body).toEqual({
        inputs: [{ idProperty: 'email', id: email, properties: { email, firstname: 'Ann' } }],
      });
      expect(fake.contacts.get(email)!.properties).toMatchObject({ email, firstname: 'Ann' });
    },
    stored: (email) => (fake.contacts.has(email) ? 1 : 0),
  };
}

async function googleHarness(): Promise<Harness> {
  const keys = rsaKeys();
  const fake = await startFakeGoogle({
    clientEmail: GOOGLE_ACCOUNT,
    publicKeyPem: keys.publicKey,
    spreadsheets: { [SPREADSHEET]: { title: 'Shop leads', tabs: ['Sheet1', TAB] } },
  });
  const rows = () => fake.rows(SPREADSHEET, TAB);
  return {
    fake,
    connect: {
      provider: 'google_sheets',
      // The key file's text, as the owner pastes it.
      service_account: JSON.stringify({
        type: 'service_account',
        project_id: 'demo-project',
        client_email: GOOGLE_ACCOUNT,
        private_key: keys.privateKey,
      }),
      spreadsheet_id: SPREADSHEET,
      sheet_name: TAB,
    },
    secret: keys.privateKey.split('\n')[1]!,
    storingCall: /:append\?/,
    revoke: () => fake.revoke(),
    newCredentials() {
      const rotated = rsaKeys();
      fake.issueKey(rotated.publicKey);
      return { service_account: { client_email: GOOGLE_ACCOUNT, private_key: rotated.privateKey } };
    },
    expectSent(email) {
      const exchanged = fake.requests.find((r) => r.method === 'POST' && r.path === '/token');
      expect(String(exchanged!.body)).toContain(
        'grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer',
      );
      const append = fake.requests.find(
        (r) => r.method === 'POST' && r.path.includes(':append?') && JSON.stringify(r.body).includes(email),
      );
      expect(append!.path).toBe(
        `/v4/spreadsheets/${SPREADSHEET}/values/${encodeURIComponent(`'${TAB}'!A1`)}:append?valueInputOption=USER_ENTERED&insertDataOption=INSERT_ROWS`,
      );
      expect(String(append!.headers.authorization)).toMatch(/^Bearer ya29\./);
      const [header = [], ...leads] = rows();
      const row = leads.find((cells) => cells[header.indexOf('Email')] === email);
      expect(row![header.indexOf('Name')]).toBe('Ann');
    },
    stored: (email) => rows().filter((cells) => cells.includes(email)).length,
  };
}

const CASES: ProviderCase[] = [
  {
    provider: 'klaviyo',
    label: 'Klaviyo',
    urlKey: 'klaviyo',
    call: 'the profile imported, then subscribed to the list',
    start: klaviyoHarness,
    tooManyRequests: {
      status: 429,
      headers: {
        'content-type': 'application/vnd.api+json',
        'retry-after': String(RETRY_AFTER_SECONDS),
      },
      body: {
        errors: [
          {
            id: '5d2c1b0a-0000-4000-8000-000000000429',
            status: 429,
            code: 'throttled',
            title: 'Request was throttled.',
            detail: `Request was throttled. Expected available in ${RETRY_AFTER_SECONDS} seconds.`,
            source: {},
          },
        ],
      },
    },
    throttledWords: /^Klaviyo: Request was throttled\. Expected available in 120 seconds\.$/,
    revokedWords: /Missing or invalid private key/,
    revokedStatusCode: 401,
  },
  {
    provider: 'hubspot',
    label: 'HubSpot',
    urlKey: 'hubspot',
    call: 'the contact upserted by email with its first name',
    start: hubSpotHarness,
    tooManyRequests: {
      status: 429,
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      body: {
        status: 'error',
        message: 'You have reached your daily limit.',
        errorType: 'RATE_LIMIT',
        correlationId: '9f0e5c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
        policyName: 'DAILY',
      },
    },
    throttledWords: /^HubSpot: You have reached your daily limit\.$/,
    revokedWords: /Authentication credentials not found/,
    revokedStatusCode: 401,
  },
  {
    provider: 'google_sheets',
    label: 'Google Sheets',
    urlKey: 'google',
    call: 'a row appended with the email',
    start: googleHarness,
    tooManyRequests: {
      status: 429,
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      body: {
        error: {
          code: 429,
          message:
            "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user'.",
          status: 'RESOURCE_EXHAUSTED',
        },
      },
    },
    throttledWords: /^Google Sheets: Quota exceeded for quota metric 'Write requests'/,
    // A deleted key: the token endpoint refuses its signed JWT (a 400 invalid_grant, Google's way).
    revokedWords: /Invalid JWT Signature/,
    revokedStatusCode: 400,
  },
];

describe.each(CASES)('$label through the delivery log', (providerCase) => {
  adminSuite(`${providerCase.label} deliveries`, (suite) => {
    let harness: Harness;
    let integrationId: string;
    /** A worker as another server process would run it, driven by the tests (`runOnce`). */
    let worker: WebhookWorker;

    beforeAll(async () => {
      harness = await providerCase.start();
      // As on a running stack: the provider's base address is read at each call.
      suite.ctx.config.integrations.urls[providerCase.urlKey] = harness.fake.url;
      // The tests drive the sends; the app's own worker stands in for a process that is down.
      await webhooksOf(suite.ctx)!.worker.stop();
      worker = createWorker(suite.ctx, { ...webhookOptions(suite.ctx.config.webhooks), random: () => 0.5 });
    });
    afterAll(() => harness.fake.close());

    const { call } = suite;
    const one = () => `/api/admin/integrations/${integrationId}`;
    let conversions = 0;
    const slug = providerCase.provider.replace('_', '-');
    /** A visitor's conversion on the owner's popup; answers the conversion's id. */
    const convert = async (email: string): Promise<string> => {
      const response = await suite.convert({
        url: 'http://localhost/landing',
        email,
        name: 'Ann',
        conversion_key: `${slug}-${Date.now()}-${conversions++}`,
      });
      expect(response.statusCode).toBe(200);
      return String(response.json().conversion_id);
    };
    const delivery = async (conversionId: string) => {
      const response = await call('GET', `${one()}/deliveries`);
      expect(response.statusCode).toBe(200);
      const rows = ZAdminDelivery.array().parse(response.json().rows);
      return rows.find((row) => row.conversion_id === conversionId)!;
    };
    const integration = async () => {
      const response = await call('GET', `/api/admin/sites/${suite.owner.site.clientId}/integrations`);
      return ZAdminIntegration.parse(
        response.json().integrations.find((i: { id: string }) => i.id === integrationId),
      );
    };
    /** The queued sends fall due now instead of after their backoff. */
    const dueNow = () =>
      suite.database.db.execute(
        sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending' and integration_id is not null`,
      );
    const runOnce = async () => {
      await dueNow();
      return worker.runOnce();
    };
    const databaseNow = async () => {
      const result = await suite.database.db.execute(sql`select now() as now`);
      return new Date((result as unknown as { rows: { now: string }[] }).rows[0]!.now).getTime();
    };
    const nextAttemptAt = async (deliveryId: string) => {
      const [row] = await suite.database.db
        .select({ nextAttemptAt: webhookTables.webhookDeliveries.nextAttemptAt })
        .from(webhookTables.webhookDeliveries)
        .where(eq(webhookTables.webhookDeliveries.id, BigInt(deliveryId)));
      return row!.nextAttemptAt.getTime();
    };

    it(`connects ${providerCase.label} through the admin API, answering only the key's hint`, async () => {
      const response = await call(
        'POST',
        `/api/admin/sites/${suite.owner.site.clientId}/integrations`,
        harness.connect,
      );
      expect(response.statusCode).toBe(201);
      const created = ZAdminIntegration.parse(response.json().integration);
      integrationId = created.id;
      expect(created).toMatchObject({
        provider: providerCase.provider,
        status: 'connected',
        enabled: true,
        last_error: null,
      });
      expect(response.body).not.toContain(harness.secret);
    });

    it(`sends a visitor's lead as ${providerCase.call}, and the log shows it delivered`, async () => {
      const email = `ann.${slug}@hookline.dev`;
      const conversionId = await convert(email);
      expect(await delivery(conversionId)).toMatchObject({ event: 'integration.lead', status: 'pending' });
      await runOnce();
      harness.expectSent(email);
      expect(harness.stored(email)).toBe(1);
      expect(await delivery(conversionId)).toMatchObject({
        status: 'delivered',
        attempts: 1,
        last_error: null,
        delivered_at: expect.any(String),
      });
      expect(await integration()).toMatchObject({
        status: 'connected',
        last_delivered_at: expect.any(String),
      });
    });

    it('waits out a 429 for its Retry-After, then delivers the lead', async () => {
      harness.fake.failNext(providerCase.tooManyRequests, 1, harness.storingCall);
      const email = `busy.${slug}@hookline.dev`;
      const conversionId = await convert(email);
      await runOnce();
      const waiting = await delivery(conversionId);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 429 });
      expect(await nextAttemptAt(waiting.id)).toBeGreaterThanOrEqual(
        (await databaseNow()) + (RETRY_AFTER_SECONDS - 1) * 1000,
      );
      expect(await integration()).toMatchObject({
        status: 'failing',
        last_error: expect.stringMatching(providerCase.throttledWords),
      });
      // Not due yet: a worker's run leaves it alone.
      expect(await worker.runOnce()).toBe(0);
      expect(harness.stored(email)).toBe(0);
      await runOnce();
      expect(await delivery(conversionId)).toMatchObject({ status: 'delivered', attempts: 2 });
      expect(harness.stored(email)).toBe(1);
      expect((await integration()).status).toBe('connected');
    });

    it('retries after 5xx answers, then delivers the lead once', async () => {
      harness.fake.failNext(OUTAGE, 2, harness.storingCall);
      const email = `outage.${slug}@hookline.dev`;
      const conversionId = await convert(email);
      await runOnce();
      const failed = await delivery(conversionId);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 503 });
      expect(Date.parse(failed.next_attempt_at!)).toBeGreaterThan(Date.parse(failed.last_attempt_at!));
      await runOnce();
      expect(await delivery(conversionId)).toMatchObject({ status: 'pending', attempts: 2 });
      await runOnce();
      expect(await delivery(conversionId)).toMatchObject({ status: 'delivered', attempts: 3 });
      expect(harness.stored(email)).toBe(1);
      // Delivered is final: later runs send nothing more.
      expect(await runOnce()).toBe(0);
      expect(harness.stored(email)).toBe(1);
    });

    it('shows a refused key as revoked, does not retry, and connects again with a new key', async () => {
      harness.revoke();
      const email = `revoked.${slug}@hookline.dev`;
      const conversionId = await convert(email);
      await runOnce();
      expect(await delivery(conversionId)).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_status_code: providerCase.revokedStatusCode,
        last_error: expect.stringMatching(providerCase.revokedWords),
      });
      expect((await delivery(conversionId)).last_error).toMatch(/^the key was revoked: /);
      expect(await integration()).toMatchObject({
        status: 'revoked',
        last_error: expect.stringMatching(providerCase.revokedWords),
      });
      expect(await runOnce()).toBe(0);
      expect(await delivery(conversionId)).toMatchObject({ status: 'failed', attempts: 1 });

      const changed = await call('PUT', one(), harness.newCredentials());
      expect(changed.statusCode).toBe(200);
      expect(changed.json().integration).toMatchObject({ status: 'connected', last_error: null });
      // The lead the old key could not send is queued again, and goes with the new one.
      expect(await delivery(conversionId)).toMatchObject({ status: 'pending' });
      await runOnce();
      expect(await delivery(conversionId)).toMatchObject({ status: 'delivered', attempts: 2 });
      expect(harness.stored(email)).toBe(1);
      expect((await integration()).status).toBe('connected');
    });
  });
});
