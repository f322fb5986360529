import { randomUUID } from 'node:crypto';
import { startFakeApi, type FakeAnswer, type FakeApi, type RecordedRequest } from './fake-api.ts';

/**
 * HubSpot's CRM API as tests meet it (issue 28): `api.hubapi.com` with a private app's bearer token,
 * HubSpot's error bodies (`{status:'error', message, correlationId, category}`) for a refused token
 * (401), an unknown property or a bad email (400, the property errors embedded in the message as
 * JSON, as HubSpot does). It keeps the contacts upserted, for tests to assert on.
 */

export interface FakeHubSpotContact {
  id: string;
  properties: Record<string, string>;
}

export interface FakeHubSpot extends FakeApi {
  /** Contacts by lower-cased email. */
  contacts: Map<string, FakeHubSpotContact>;
  /** The token is revoked: every call now answers 401. */
  revoke(): void;
  /** A new private app token the account takes from now on (the owner rotated it in HubSpot). */
  issueToken(token: string): void;
}

export interface FakeHubSpotOptions {
  token: string;
  portalId?: number;
  /** The account's custom contact properties (e.g. `coupon_code`), besides HubSpot's own. */
  customProperties?: { name: string; label: string }[];
}

interface PropertyDefinition {
  name: string;
  label: string;
  hidden?: boolean;
  readOnly?: boolean;
  calculated?: boolean;
}

/** A few of HubSpot's own contact properties, a read-only and a hidden one among them. */
const BUILT_IN: PropertyDefinition[] = [
  { name: 'email', label: 'Email' },
  { name: 'firstname', label: 'First Name' },
  { name: 'lastname', label: 'Last Name' },
  { name: 'phone', label: 'Phone Number' },
  { name: 'company', label: 'Company Name' },
  { name: 'website', label: 'Website URL' },
  { name: 'hs_object_id', label: 'Record ID', readOnly: true },
  { name: 'hs_analytics_source', label: 'Original Source', readOnly: true },
  { name: 'hs_lead_status', label: 'Lead Status' },
  { name: 'hs_calculated_merged_vids', label: 'Merged Contact IDs', hidden: true, readOnly: true },
  { name: 'num_notes', label: 'Number of Sales Activities', calculated: true },
];

interface State {
  options: FakeHubSpotOptions;
  properties: PropertyDefinition[];
  contacts: Map<string, FakeHubSpotContact>;
  revoked: boolean;
  nextId: number;
}

const failure = (status: number, message: string, category: string, extra: object = {}): FakeAnswer => ({
  status,
  body: { status: 'error', message, correlationId: randomUUID(), category, ...extra },
});

export async function startFakeHubSpot(options: FakeHubSpotOptions): Promise<FakeHubSpot> {
  const state: State = {
    options,
    properties: [...BUILT_IN, ...(options.customProperties ?? [])],
    contacts: new Map(),
    revoked: false,
    nextId: 101,
  };
  const api = await startFakeApi((request) => handle(state, request));
  return {
    ...api,
    contacts: state.contacts,
    revoke() {
      state.revoked = true;
    },
    issueToken(token) {
      state.options = { ...state.options, token };
      state.revoked = false;
    },
  };
}

function handle(state: State, request: RecordedRequest): FakeAnswer {
  if (state.revoked || request.headers.authorization !== `Bearer ${state.options.token}`) {
    return failure(
      401,
      'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
      'INVALID_AUTHENTICATION',
    );
  }
  const path = request.path.split('?')[0];
  if (request.method === 'GET' && path === '/account-info/v3/details') {
    return {
      status: 200,
      body: {
        portalId: state.options.portalId ?? 12345678,
        accountType: 'STANDARD',
        timeZone: 'Europe/Paris',
        companyCurrency: 'EUR',
        additionalCurrencies: [],
        utcOffset: '+01:00',
        utcOffsetMilliseconds: 3_600_000,
        uiDomain: 'app-eu1.hubspot.com',
        dataHostingLocation: 'eu1',
      },
    };
  }
  if (request.method === 'GET' && path === '/crm/v3/properties/contacts') return properties(state);
  if (request.method === 'POST' && path === '/crm/v3/objects/contacts/batch/upsert') {
    return upsert(state, request.body);
  }
  return { status: 404, body: '' };
}

function properties(state: State): FakeAnswer {
  return {
    status: 200,
    body: {
      results: state.properties.map((property) => ({
        name: property.name,
        label: property.label,
        type: 'string',
        fieldType: 'text',
        groupName: 'contactinformation',
        hidden: property.hidden ?? false,
        calculated: property.calculated ?? false,
        modificationMetadata: {
          archivable: !property.readOnly,
          readOnlyDefinition: true,
          readOnlyValue: property.readOnly ?? false,
        },
      })),
    },
  };
}

/** HubSpot's 400 for property values: the list of invalid ones embedded in the message as JSON. */
function invalidValues(
  state: State,
  invalid: { name: string; error: string; message: string }[],
): FakeAnswer {
  const list = invalid.map((item) => ({
    isValid: false,
    message: item.message,
    error: item.error,
    name: item.name,
    localizedErrorMessage: item.message,
    portalId: state.options.portalId ?? 12345678,
  }));
  return failure(400, `Property values were not valid: ${JSON.stringify(list)}`, 'VALIDATION_ERROR');
}

function upsert(state: State, body: unknown): FakeAnswer {
  const inputs = (body as { inputs?: unknown } | null)?.inputs;
  if (!Array.isArray(inputs) || inputs.length === 0) {
    return failure(400, 'Invalid input JSON on line 1, column 1: inputs is required', 'VALIDATION_ERROR');
  }
  const startedAt = new Date().toISOString();
  const results = [];
  for (const input of inputs as { idProperty?: unknown; id?: unknown; properties?: unknown }[]) {
    if (input.idProperty !== 'email' || typeof input.id !== 'string') {
      return failure(400, 'idProperty must be a unique property such as email', 'VALIDATION_ERROR');
    }
    const values = (input.properties ?? {}) as Record<string, string>;
    const invalid = Object.keys(values)
      .filter((name) => !state.properties.some((property) => property.name === name && !property.readOnly))
      .map((name) => ({
        name,
        error: 'PROPERTY_DOESNT_EXIST',
        message: `Property "${name}" does not exist`,
      }));
    const email = input.id.toLowerCase();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      invalid.push({
        name: 'email',
        error: 'INVALID_EMAIL',
        message: `Email address ${input.id} is invalid`,
      });
    }
    if (invalid.length > 0) return invalidValues(state, invalid);
    const existing = state.contacts.get(email);
    const contact: FakeHubSpotContact = {
      id: existing?.id ?? String(state.nextId++),
      properties: { ...existing?.properties, ...values, email },
    };
    state.contacts.set(email, contact);
    results.push({
      id: contact.id,
      properties: contact.properties,
      createdAt: startedAt,
      updatedAt: startedAt,
      archived: false,
      new: !existing,
    });
  }
  return {
    status: 200,
    body: { status: 'COMPLETE', results, startedAt, completedAt: new Date().toISOString() },
  };
}
