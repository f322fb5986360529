import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHubSpot, type FakeHubSpot } from '../fakes/hubspot.ts';
import type { IntegrationLead, ProviderCall } from '../provider.ts';
import { describeHubSpotError, hubspot } from './hubspot.ts';

const TOKEN = 'pat-eu1-0a1b2c3d-4e5f-6789-abcd-ef0123456789';

let fake: FakeHubSpot;
let call: ProviderCall;

beforeEach(async () => {
  fake = await startFakeHubSpot({
    token: TOKEN,
    portalId: 4242,
    customProperties: [
      { name: 'coupon_code', label: 'Coupon code' },
      { name: 'prize', label: 'Prize won' },
    ],
  });
  call = { baseUrl: fake.url, timeoutMs: 5000, nowSeconds: () => 1_800_000_000 };
});
afterEach(() => fake.close());

function lead(overrides: Partial<IntegrationLead> = {}): IntegrationLead {
  return {
    conversionId: '1',
    email: 'ada@example.com',
    fields: { email: 'ada@example.com', name: 'Ada', phone: '06 12 34 56 78' },
    mapped: { firstname: 'Ada', phone: '06 12 34 56 78' },
    popupName: 'Welcome offer',
    popupId: 'p_1',
    couponCode: 'WELCOME-7K2Q',
    prize: '10 % off',
    pageUrl: 'https://shop.example.com/',
    createdAt: new Date('2026-12-02T10:00:00Z'),
    ...overrides,
  };
}

const send = (overrides: Partial<IntegrationLead> = {}) =>
  hubspot.send(call, { access_token: TOKEN }, {}, lead(overrides));

describe('HubSpot send', () => {
  it('upserts the contact by email with its mapped properties and the bearer token', async () => {
    expect(await send()).toEqual({ ok: true, statusCode: 200 });
    expect(fake.contacts.get('ada@example.com')?.properties).toEqual({
      email: 'ada@example.com',
      firstname: 'Ada',
      phone: '06 12 34 56 78',
    });
    const [request] = fake.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.body).toEqual({
      inputs: [
        {
          idProperty: 'email',
          id: 'ada@example.com',
          properties: { email: 'ada@example.com', firstname: 'Ada', phone: '06 12 34 56 78' },
        },
      ],
    });
  });

  it('updates the same contact when the visitor comes back, and sends coupon and prize where mapped', async () => {
    await send();
    await send({ mapped: { lastname: 'Lovelace', coupon_code: 'WELCOME-7K2Q', prize: '10 % off' } });
    expect(fake.contacts.size).toBe(1);
    expect(fake.contacts.get('ada@example.com')?.properties).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lovelace',
      coupon_code: 'WELCOME-7K2Q',
      prize: '10 % off',
    });
  });

  it('answers a 429 with the wait HubSpot asked for', async () => {
    fake.failNext({
      status: 429,
      headers: { 'retry-after': '10' },
      body: {
        status: 'error',
        message: 'You have reached your ten_secondly_rolling limit.',
        errorType: 'RATE_LIMIT',
        correlationId: 'c0ffee',
        policyName: 'TEN_SECONDLY_ROLLING',
      },
    });
    expect(await send()).toEqual({
      ok: false,
      statusCode: 429,
      error: 'HubSpot: You have reached your ten_secondly_rolling limit.',
      retryAfterMs: 10_000,
    });
  });

  it('waits out the limit HubSpot names when its 429 has no Retry-After', async () => {
    const limited = (policyName: string) => ({
      status: 429,
      body: {
        status: 'error',
        message: `You have reached your ${policyName.toLowerCase()} limit.`,
        errorType: 'RATE_LIMIT',
        correlationId: 'c0ffee',
        policyName,
      },
    });
    fake.failNext(limited('TEN_SECONDLY_ROLLING'));
    expect(await send()).toMatchObject({ statusCode: 429, retryAfterMs: 10_000 });
    fake.failNext(limited('DAILY'));
    expect(await send()).toMatchObject({ statusCode: 429, retryAfterMs: 3_600_000 });
  });

  it('answers a 5xx as a failure to retry', async () => {
    fake.failNext({ status: 502, body: '<html>Bad Gateway</html>' });
    const outcome = await send();
    expect(outcome).toMatchObject({ ok: false, statusCode: 502 });
    expect(outcome).not.toHaveProperty('permanent');
    expect(outcome).not.toHaveProperty('revoked');
  });

  it('answers a revoked token as revoked', async () => {
    fake.revoke();
    expect(await send()).toMatchObject({
      ok: false,
      statusCode: 401,
      error: expect.stringContaining('HubSpot: Authentication credentials not found.'),
      revoked: true,
    });
  });

  it('answers a property the account does not have as permanent, naming it', async () => {
    expect(await send({ mapped: { favourite_colour: 'teal' } })).toEqual({
      ok: false,
      statusCode: 400,
      error: 'HubSpot: Property values were not valid: Property "favourite_colour" does not exist',
      permanent: true,
    });
    expect(fake.contacts.size).toBe(0);
  });
});

describe('HubSpot check', () => {
  it('answers the account and the properties a lead can be written to', async () => {
    const outcome = await hubspot.check(call, { access_token: TOKEN }, {});
    expect(outcome).toMatchObject({ ok: true, error: null, revoked: false, account: 'HubSpot account 4242' });
    expect(outcome.lists).toEqual([]);
    const ids = outcome.fields.map((field) => field.id);
    expect(ids).toEqual(expect.arrayContaining(['firstname', 'lastname', 'phone', 'coupon_code', 'prize']));
    // Not offered: the email (always sent), read-only, hidden and calculated properties.
    for (const id of ['email', 'hs_object_id', 'hs_calculated_merged_vids', 'num_notes']) {
      expect(ids).not.toContain(id);
    }
    expect(outcome.fields).toContainEqual({ id: 'prize', name: 'Prize won' });
  });

  it('answers a bad token as revoked', async () => {
    expect(await hubspot.check(call, { access_token: 'pat-eu1-wrong' }, {})).toMatchObject({
      ok: false,
      revoked: true,
      account: null,
      lists: [],
      fields: [],
    });
  });
});

describe('HubSpot errors', () => {
  it('names the scope a private app lacks', () => {
    expect(
      describeHubSpotError({
        status: 'error',
        message: 'This app hasn’t been granted all required scopes to make this call.',
        category: 'MISSING_SCOPES',
        errors: [
          {
            message: 'One or more of the following scopes are required.',
            context: { requiredGranularScopes: ['crm.objects.contacts.write'] },
          },
        ],
      }),
    ).toBe(
      'This app hasn’t been granted all required scopes to make this call. (the private app needs the scope crm.objects.contacts.write)',
    );
  });
});
