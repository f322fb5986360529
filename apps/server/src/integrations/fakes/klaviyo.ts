import { randomUUID } from 'node:crypto';
import { startFakeApi, type FakeAnswer, type FakeApi, type RecordedRequest } from './fake-api.ts';

/**
 * Klaviyo's API as tests meet it (issue 28): `a.klaviyo.com/api/…` with a private key, the `revision`
 * header required, JSON:API bodies, JSON:API error bodies (`{errors:[{status, code, title, detail}]}`)
 * for a refused key (401), a bad profile (400) and an unknown list (404). It keeps the profiles
 * imported and the subscriptions made, for tests to assert on.
 */

export interface FakeKlaviyoProfile {
  id: string;
  email: string;
  attributes: Record<string, unknown>;
  properties: Record<string, unknown>;
}

export interface FakeKlaviyoSubscription {
  listId: string;
  email: string;
  consent: unknown;
  customSource: unknown;
}

export interface FakeKlaviyo extends FakeApi {
  /** Profiles by lower-cased email. */
  profiles: Map<string, FakeKlaviyoProfile>;
  subscriptions: FakeKlaviyoSubscription[];
  /** The key is revoked: every call now answers 401. */
  revoke(): void;
  /** A new private key the account takes from now on (the owner made one in Klaviyo). */
  issueKey(apiKey: string): void;
}

export interface FakeKlaviyoOptions {
  apiKey: string;
  lists: { id: string; name: string }[];
  organizationName?: string;
}

const PAGE_SIZE = 10;

function error(status: number, code: string, title: string, detail: string, pointer?: string): FakeAnswer {
  return {
    status,
    headers: { 'content-type': 'application/vnd.api+json' },
    body: {
      errors: [
        {
          id: randomUUID(),
          status,
          code,
          title,
          detail,
          source: pointer ? { pointer } : {},
          links: {},
          meta: {},
        },
      ],
    },
  };
}

const json = (status: number, body: unknown): FakeAnswer => ({
  status,
  body,
  headers: { 'content-type': 'application/vnd.api+json' },
});

interface State {
  options: FakeKlaviyoOptions;
  profiles: Map<string, FakeKlaviyoProfile>;
  subscriptions: FakeKlaviyoSubscription[];
  revoked: boolean;
  url: string;
}

export async function startFakeKlaviyo(options: FakeKlaviyoOptions): Promise<FakeKlaviyo> {
  const state: State = { options, profiles: new Map(), subscriptions: [], revoked: false, url: '' };
  const api = await startFakeApi((request) => handle(state, request));
  state.url = api.url;
  return {
    ...api,
    profiles: state.profiles,
    subscriptions: state.subscriptions,
    revoke() {
      state.revoked = true;
    },
    issueKey(apiKey) {
      state.options = { ...state.options, apiKey };
      state.revoked = false;
    },
  };
}

function handle(state: State, request: RecordedRequest): FakeAnswer {
  const auth = request.headers.authorization;
  if (state.revoked || auth !== `Klaviyo-API-Key ${state.options.apiKey}`) {
    return error(
      401,
      'not_authenticated',
      'Authentication credentials were not provided.',
      'Missing or invalid private key.',
      '/data/',
    );
  }
  const revision = request.headers.revision;
  if (typeof revision !== 'string' || !/^\d{4}-\d{2}-\d{2}(\.pre)?$/.test(revision)) {
    return error(400, 'invalid', 'Invalid input.', 'Missing or invalid revision header.');
  }
  const [path = '', query = ''] = request.path.split('?');
  if (request.method === 'GET' && path === '/api/accounts') return accounts(state);
  if (request.method === 'GET' && path === '/api/lists') return lists(state, new URLSearchParams(query));
  if (request.method === 'POST' && path === '/api/profile-import') return importProfile(state, request.body);
  if (request.method === 'POST' && path === '/api/profile-subscription-bulk-create-jobs')
    return subscribe(state, request.body);
  return error(404, 'not_found', 'Not found.', `The path ${path} could not be found.`);
}

function accounts({ options, url }: State): FakeAnswer {
  return json(200, {
    data: [
      {
        type: 'account',
        id: 'XyZ123',
        attributes: {
          test_account: false,
          contact_information: {
            default_sender_name: options.organizationName ?? 'Hookline demo shop',
            default_sender_email: 'hello@example.com',
            website_url: 'https://shop.example.com',
            organization_name: options.organizationName ?? 'Hookline demo shop',
            street_address: {},
          },
          industry: 'Retail',
          timezone: 'Europe/Paris',
          preferred_currency: 'EUR',
          public_api_key: 'XyZ123',
          locale: 'en-US',
        },
        links: { self: `${url}/api/accounts/XyZ123/` },
      },
    ],
    links: { self: `${url}/api/accounts`, next: null, prev: null },
  });
}

function lists({ options, url }: State, query: URLSearchParams): FakeAnswer {
  const start = Number(query.get('page[cursor]') ?? '0') || 0;
  const page = options.lists.slice(start, start + PAGE_SIZE);
  const next = start + PAGE_SIZE < options.lists.length ? start + PAGE_SIZE : null;
  return json(200, {
    data: page.map((list) => ({
      type: 'list',
      id: list.id,
      attributes: { name: list.name },
      links: { self: `${url}/api/lists/${list.id}/` },
    })),
    links: {
      self: `${url}/api/lists`,
      next: next === null ? null : `${url}/api/lists?page%5Bcursor%5D=${next}`,
      prev: null,
    },
  });
}

function importProfile({ profiles, url }: State, body: unknown): FakeAnswer {
  const data = (body as { data?: { type?: unknown; attributes?: Record<string, unknown> } } | null)?.data;
  if (data?.type !== 'profile' || !data.attributes) {
    return error(400, 'invalid', 'Invalid input.', "'data' must be a profile resource object.", '/data');
  }
  const { email, phone_number: phone, properties = {}, ...attributes } = data.attributes;
  if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    return error(400, 'invalid', 'Invalid input.', 'Invalid email address', '/data/attributes/email');
  }
  if (phone !== undefined && (typeof phone !== 'string' || !/^\+[1-9]\d{6,14}$/.test(phone))) {
    return error(
      400,
      'invalid',
      'Invalid input.',
      'Invalid phone number format (Example of a valid format: +12345678901)',
      '/data/attributes/phone_number',
    );
  }
  const key = email.toLowerCase();
  const existing = profiles.get(key);
  const profile: FakeKlaviyoProfile = {
    id: existing?.id ?? randomUUID().replace(/-/g, '').slice(0, 26).toUpperCase(),
    email: key,
    attributes: { ...existing?.attributes, ...attributes, ...(phone ? { phone_number: phone } : {}) },
    properties: { ...existing?.properties, ...(properties as Record<string, unknown>) },
  };
  profiles.set(key, profile);
  return json(existing ? 200 : 201, {
    data: {
      type: 'profile',
      id: profile.id,
      attributes: { email: key, ...profile.attributes, properties: profile.properties },
      links: { self: `${url}/api/profiles/${profile.id}/` },
    },
  });
}

function subscribe({ options, subscriptions }: State, body: unknown): FakeAnswer {
  const data = (
    body as {
      data?: {
        type?: unknown;
        attributes?: {
          custom_source?: unknown;
          profiles?: { data?: { attributes?: { email?: unknown; subscriptions?: unknown } }[] };
        };
        relationships?: { list?: { data?: { type?: unknown; id?: unknown } } };
      };
    } | null
  )?.data;
  if (data?.type !== 'profile-subscription-bulk-create-job') {
    return error(
      400,
      'invalid',
      'Invalid input.',
      "'type' must be profile-subscription-bulk-create-job.",
      '/data/type',
    );
  }
  const listId = data.relationships?.list?.data?.id;
  if (typeof listId !== 'string' || !options.lists.some((list) => list.id === listId)) {
    return error(404, 'not_found', 'Not found.', `A list with id ${String(listId)} does not exist.`);
  }
  const entries = data.attributes?.profiles?.data ?? [];
  if (entries.length === 0) {
    return error(
      400,
      'invalid',
      'Invalid input.',
      'At least one profile is required.',
      '/data/attributes/profiles',
    );
  }
  for (const entry of entries) {
    const email = entry.attributes?.email;
    if (typeof email !== 'string') {
      return error(400, 'invalid', 'Invalid input.', 'Invalid email address', '/data/attributes/profiles');
    }
    subscriptions.push({
      listId,
      email: email.toLowerCase(),
      consent: (entry.attributes?.subscriptions as { email?: { marketing?: { consent?: unknown } } })?.email
        ?.marketing?.consent,
      customSource: data.attributes?.custom_source,
    });
  }
  // A job accepted for processing: no body.
  return { status: 202 };
}
