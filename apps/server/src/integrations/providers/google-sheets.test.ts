import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../fakes/google.ts';
import type { IntegrationLead, ProviderCall } from '../provider.ts';
import { googleSheets } from './google-sheets.ts';

const CLIENT_EMAIL = 'hookline-leads@demo-project.iam.gserviceaccount.com';
const SPREADSHEET = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
const UNSHARED = '1ZzZzZzZzZzZzZzZzZzZzZzZzZzZzZzZzZzZzZzZzZz';

function keyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}
const keys = keyPair();

let fake: FakeGoogle;
let now: number;
let call: ProviderCall;
const credentials = { service_account: { client_email: CLIENT_EMAIL, private_key: keys.privateKey } };
const settings = { spreadsheet_id: SPREADSHEET, sheet_name: 'Leads' };

beforeEach(async () => {
  now = 1_800_000_000;
  fake = await startFakeGoogle({
    clientEmail: CLIENT_EMAIL,
    publicKeyPem: keys.publicKey,
    now: () => now,
    spreadsheets: {
      [SPREADSHEET]: { title: 'Shop leads', tabs: ['Leads', 'Archive'] },
      [UNSHARED]: { title: 'Private', tabs: ['Sheet1'], shared: false },
    },
  });
  call = { baseUrl: fake.url, timeoutMs: 5000, nowSeconds: () => now };
});
afterEach(() => fake.close());

function lead(overrides: Partial<IntegrationLead> = {}): IntegrationLead {
  return {
    conversionId: '1',
    email: 'ada@example.com',
    fields: { email: 'ada@example.com', name: 'Ada', phone: '0612345678' },
    mapped: { Name: 'Ada', Phone: '0612345678' },
    popupName: 'Welcome offer',
    popupId: 'p_1',
    couponCode: 'WELCOME-7K2Q',
    prize: '10 % off',
    pageUrl: 'https://shop.example.com/',
    createdAt: new Date('2026-12-02T10:00:00Z'),
    ...overrides,
  };
}

const send = (overrides: Partial<IntegrationLead> = {}, chosen = settings) =>
  googleSheets.send(call, credentials, chosen, lead(overrides));

describe('Google Sheets send', () => {
  it('writes a header to an empty tab, then appends one row per lead under it', async () => {
    expect(await send()).toEqual({ ok: true, statusCode: 200 });
    expect(
      await send({
        email: 'grace@example.com',
        mapped: { Name: '=HYPERLINK("x")' },
        couponCode: null,
        prize: null,
      }),
    ).toMatchObject({ ok: true });

    expect(fake.rows(SPREADSHEET, 'Leads')).toEqual([
      ['Date', 'Email', 'Name', 'Phone', 'Coupon code', 'Prize', 'Popup', 'Page'],
      [
        '2026-12-02T10:00:00.000Z',
        'ada@example.com',
        'Ada',
        '0612345678',
        'WELCOME-7K2Q',
        '10 % off',
        'Welcome offer',
        'https://shop.example.com/',
      ],
      // A visitor's formula stays text, as typed.
      [
        '2026-12-02T10:00:00.000Z',
        'grace@example.com',
        '=HYPERLINK("x")',
        '',
        '',
        '',
        'Welcome offer',
        'https://shop.example.com/',
      ],
    ]);
    const append = fake.requests.find((request) => request.path.includes(':append'));
    expect(append?.method).toBe('POST');
    expect(append?.path).toBe(
      `/v4/spreadsheets/${SPREADSHEET}/values/${encodeURIComponent("'Leads'!A1")}:append?valueInputOption=USER_ENTERED&insertDataOption=INSERT_ROWS`,
    );
    expect(append?.headers.authorization).toMatch(/^Bearer ya29\./);
  });

  it('follows the owner’s own columns, and adds a column the header lacks at its end', async () => {
    await send();
    // The owner reorders the header: later rows follow it.
    fake.rows(SPREADSHEET, 'Leads')[0] = [
      'Email',
      'Date',
      'Phone',
      'Name',
      'Coupon code',
      'Prize',
      'Popup',
      'Page',
    ];
    now += 301; // past the header's five minutes in cache
    await send({ email: 'grace@example.com', mapped: { Name: 'Grace', Company: 'Navy' } });
    const rows = fake.rows(SPREADSHEET, 'Leads');
    expect(rows[0]).toEqual([
      'Email',
      'Date',
      'Phone',
      'Name',
      'Coupon code',
      'Prize',
      'Popup',
      'Page',
      'Company',
    ]);
    expect(rows[2]?.slice(0, 4)).toEqual(['grace@example.com', '2026-12-02T10:00:00.000Z', '', 'Grace']);
    expect(rows[2]?.[8]).toBe('Navy');
  });

  it('exchanges one token for several sends, and a new one a minute before it expires', async () => {
    await send();
    await send({ email: 'grace@example.com' });
    expect(fake.tokensIssued()).toBe(1);

    now += 3599 - 61;
    await send({ email: 'linus@example.com' });
    expect(fake.tokensIssued()).toBe(1);

    now += 2; // within the last minute of the token's hour
    await send({ email: 'ken@example.com' });
    expect(fake.tokensIssued()).toBe(2);
    expect(fake.rows(SPREADSHEET, 'Leads')).toHaveLength(5);
  });

  it('exchanges a new token once when Sheets stops taking the cached one', async () => {
    await send();
    fake.failNext(
      {
        status: 401,
        body: {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            status: 'UNAUTHENTICATED',
          },
        },
      },
      1,
      /:append/,
    );
    expect(await send({ email: 'grace@example.com' })).toEqual({ ok: true, statusCode: 200 });
    expect(fake.tokensIssued()).toBe(2);
    expect(fake.rows(SPREADSHEET, 'Leads')).toHaveLength(3);
  });

  it('answers a 429 with the wait Google asked for', async () => {
    fake.failNext(
      {
        status: 429,
        headers: { 'retry-after': '30' },
        body: {
          error: {
            code: 429,
            message:
              "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user'.",
            status: 'RESOURCE_EXHAUSTED',
          },
        },
      },
      1,
      /:append/,
    );
    expect(await send()).toEqual({
      ok: false,
      statusCode: 429,
      error:
        "Google Sheets: Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user'.",
      retryAfterMs: 30_000,
    });
  });

  it('answers a 5xx, from Sheets or the token endpoint, as a failure to retry', async () => {
    fake.failNext(
      {
        status: 503,
        body: {
          error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' },
        },
      },
      1,
      /:append/,
    );
    const outcome = await send();
    expect(outcome).toEqual({
      ok: false,
      statusCode: 503,
      error: 'Google Sheets: The service is currently unavailable.',
    });

    const other = await startFakeGoogle({
      clientEmail: CLIENT_EMAIL,
      publicKeyPem: keys.publicKey,
      now: () => now,
      spreadsheets: {},
    });
    try {
      other.failNext(
        { status: 500, body: { error: 'internal_failure', error_description: 'Backend Error' } },
        1,
        /token/,
      );
      expect(await googleSheets.send({ ...call, baseUrl: other.url }, credentials, settings, lead())).toEqual(
        {
          ok: false,
          statusCode: 500,
          error: 'Google: Backend Error (internal_failure)',
        },
      );
    } finally {
      await other.close();
    }
  });

  it('answers a deleted key as revoked, even with a token still cached', async () => {
    await send();
    fake.revoke();
    expect(await send()).toEqual({
      ok: false,
      statusCode: 400,
      error: `Google: Invalid JWT Signature. (invalid_grant): the key of ${CLIENT_EMAIL} was refused`,
      revoked: true,
    });
  });

  it('answers a key that is not the account’s as revoked (the fake checks the signature)', async () => {
    const tampered = { service_account: { client_email: CLIENT_EMAIL, private_key: keyPair().privateKey } };
    expect(await googleSheets.send(call, tampered, settings, lead())).toMatchObject({
      ok: false,
      statusCode: 400,
      error: expect.stringContaining('Invalid JWT Signature.'),
      revoked: true,
    });
    expect(fake.tokensIssued()).toBe(0);
  });

  it('answers a sheet not shared with the account as permanent, naming the address to share it with', async () => {
    expect(await send({}, { spreadsheet_id: UNSHARED, sheet_name: 'Sheet1' })).toEqual({
      ok: false,
      statusCode: 403,
      error: `Google Sheets: the spreadsheet is not shared with ${CLIENT_EMAIL}; share it with that address as an editor`,
      permanent: true,
    });
  });

  it('answers a tab that does not exist as permanent, in Google’s words', async () => {
    expect(await send({}, { spreadsheet_id: SPREADSHEET, sheet_name: 'Gone' })).toEqual({
      ok: false,
      statusCode: 400,
      error: "Google Sheets: Unable to parse range: 'Gone'!1:1",
      permanent: true,
    });
  });
});

describe('Google Sheets check', () => {
  it('answers the spreadsheet’s title, its tabs and the chosen tab’s columns', async () => {
    await send({ mapped: { Name: 'Ada', Company: 'Analytical Engines' } });
    expect(await googleSheets.check(call, credentials, settings)).toEqual({
      ok: true,
      error: null,
      revoked: false,
      account: 'Shop leads',
      lists: [
        { id: 'Leads', name: 'Leads' },
        { id: 'Archive', name: 'Archive' },
      ],
      fields: [
        { id: 'Name', name: 'Name' },
        { id: 'Company', name: 'Company' },
      ],
    });
  });

  it('says when the chosen tab does not exist', async () => {
    expect(
      await googleSheets.check(call, credentials, { spreadsheet_id: SPREADSHEET, sheet_name: 'Gone' }),
    ).toMatchObject({
      ok: false,
      error: 'Google Sheets: the spreadsheet has no tab named Gone',
    });
  });

  it('answers a bad key as revoked', async () => {
    const bad = { service_account: { client_email: CLIENT_EMAIL, private_key: keyPair().privateKey } };
    expect(await googleSheets.check(call, bad, settings)).toMatchObject({
      ok: false,
      revoked: true,
      account: null,
      lists: [],
      fields: [],
    });
  });

  it('answers a private key that cannot sign as revoked, with what to do', async () => {
    const broken = {
      service_account: {
        client_email: CLIENT_EMAIL,
        private_key: '-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----',
      },
    };
    expect(await googleSheets.check(call, broken, settings)).toMatchObject({
      ok: false,
      revoked: true,
      error: expect.stringContaining('paste the key file again'),
    });
  });

  it('shows the service account’s email as the hint', () => {
    expect(googleSheets.hint(credentials)).toBe(CLIENT_EMAIL);
  });
});
