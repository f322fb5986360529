import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeKlaviyo, type FakeKlaviyo } from '../fakes/klaviyo.ts';
import type { IntegrationLead, ProviderCall } from '../provider.ts';
import { KLAVIYO_REVISION, klaviyo } from './klaviyo.ts';

const API_KEY = 'pk_0123456789abcdef0123456789abcdef01';
const LIST = { id: 'Y6nRLr', name: 'Newsletter' };

let fake: FakeKlaviyo;
let call: ProviderCall;

beforeEach(async () => {
  fake = await startFakeKlaviyo({ apiKey: API_KEY, lists: [LIST, { id: 'QwErTy', name: 'VIP' }] });
  call = { baseUrl: fake.url, timeoutMs: 5000, nowSeconds: () => 1_800_000_000 };
});
afterEach(() => fake.close());

function lead(overrides: Partial<IntegrationLead> = {}): IntegrationLead {
  return {
    conversionId: '1',
    email: 'ada@example.com',
    fields: { email: 'ada@example.com', name: 'Ada', phone: '+33 6 12 34 56 78', size: 'M' },
    mapped: { first_name: 'Ada', phone_number: '+33 6 12 34 56 78', shirt_size: 'M' },
    popupName: 'Welcome offer',
    popupId: 'p_1',
    couponCode: 'WELCOME-7K2Q',
    prize: '10 % off',
    pageUrl: 'https://shop.example.com/',
    createdAt: new Date('2026-12-02T10:00:00Z'),
    ...overrides,
  };
}

const send = (overrides: Partial<IntegrationLead> = {}, listId = LIST.id) =>
  klaviyo.send(call, { api_key: API_KEY }, { list_id: listId }, lead(overrides));

describe('Klaviyo send', () => {
  it('creates the profile with its fields, coupon and prize, then subscribes it to the list', async () => {
    expect(await send()).toEqual({ ok: true, statusCode: 202 });

    expect(fake.profiles.get('ada@example.com')).toMatchObject({
      attributes: { first_name: 'Ada', phone_number: '+33612345678' },
      properties: {
        shirt_size: 'M',
        coupon_code: 'WELCOME-7K2Q',
        prize: '10 % off',
        hookline_popup: 'Welcome offer',
      },
    });
    expect(fake.subscriptions).toEqual([
      {
        listId: LIST.id,
        email: 'ada@example.com',
        consent: 'SUBSCRIBED',
        customSource: 'Hookline: Welcome offer',
      },
    ]);
    for (const request of fake.requests) {
      expect(request.headers.authorization).toBe(`Klaviyo-API-Key ${API_KEY}`);
      expect(request.headers.revision).toBe(KLAVIYO_REVISION);
    }
  });

  it('updates the same profile for a returning visitor', async () => {
    await send();
    expect(await send({ mapped: { last_name: 'Lovelace' }, couponCode: null, prize: null })).toMatchObject({
      ok: true,
    });
    expect(fake.profiles.size).toBe(1);
    expect(fake.profiles.get('ada@example.com')?.attributes).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
  });

  it('keeps a phone number Klaviyo would refuse as a custom property instead of losing the lead', async () => {
    expect(await send({ mapped: { phone_number: '06 12 34 56 78' } })).toMatchObject({ ok: true });
    const profile = fake.profiles.get('ada@example.com');
    expect(profile?.attributes.phone_number).toBeUndefined();
    expect(profile?.properties.phone).toBe('06 12 34 56 78');
  });

  it('answers a 429 with the wait Klaviyo asked for', async () => {
    fake.failNext({
      status: 429,
      headers: { 'retry-after': '7' },
      body: {
        errors: [
          {
            status: 429,
            code: 'throttled',
            title: 'Request was throttled.',
            detail: 'Request was throttled. Expected available in 7 seconds.',
          },
        ],
      },
    });
    expect(await send()).toEqual({
      ok: false,
      statusCode: 429,
      error: 'Klaviyo: Request was throttled. Expected available in 7 seconds.',
      retryAfterMs: 7000,
    });
  });

  it('answers a 5xx as a failure to retry, even after the profile was imported', async () => {
    fake.failNext({ status: 503, body: 'Service Unavailable' }, 1, /subscription/);
    const outcome = await send();
    expect(outcome).toMatchObject({ ok: false, statusCode: 503 });
    expect(outcome).not.toHaveProperty('permanent');
    expect(outcome).not.toHaveProperty('revoked');
    expect(fake.profiles.size).toBe(1);
  });

  it('answers a revoked key as revoked', async () => {
    fake.revoke();
    expect(await send()).toEqual({
      ok: false,
      statusCode: 401,
      error: 'Klaviyo: Missing or invalid private key.',
      revoked: true,
    });
  });

  it('answers a lead Klaviyo refuses as permanent, in its words', async () => {
    expect(await send({ email: 'not-an-address' })).toEqual({
      ok: false,
      statusCode: 400,
      error: 'Klaviyo: Invalid email address',
      permanent: true,
    });
  });

  it('answers a list that no longer exists as permanent', async () => {
    expect(await send({}, 'Gone12')).toMatchObject({
      ok: false,
      statusCode: 404,
      error: 'Klaviyo: A list with id Gone12 does not exist.',
      permanent: true,
    });
  });
});

describe('Klaviyo check', () => {
  it('answers the account, every list (over several pages) and the profile fields', async () => {
    const many = Array.from({ length: 23 }, (_, index) => ({ id: `L${index}`, name: `List ${index}` }));
    const paged = await startFakeKlaviyo({ apiKey: API_KEY, lists: many, organizationName: 'Ada’s shop' });
    try {
      const outcome = await klaviyo.check({ ...call, baseUrl: paged.url }, { api_key: API_KEY }, {});
      expect(outcome.ok).toBe(true);
      expect(outcome.account).toBe('Ada’s shop');
      expect(outcome.lists).toEqual(many);
      expect(outcome.fields.map((field) => field.id)).toContain('first_name');
    } finally {
      await paged.close();
    }
  });

  it('says when the chosen list is not in the account', async () => {
    const outcome = await klaviyo.check(call, { api_key: API_KEY }, { list_id: 'Gone12' });
    expect(outcome).toMatchObject({ ok: false, revoked: false, error: expect.stringContaining('Gone12') });
  });

  it('answers a bad key as revoked', async () => {
    expect(await klaviyo.check(call, { api_key: 'pk_wrong_key_000000' }, {})).toEqual({
      ok: false,
      error: 'Klaviyo: Missing or invalid private key.',
      revoked: true,
      account: null,
      lists: [],
      fields: [],
    });
  });
});

describe('Klaviyo hint', () => {
  it('shows the key’s last four characters only', () => {
    expect(klaviyo.hint({ api_key: API_KEY })).toBe('…ef01');
  });
});
