import type { z } from 'zod';
import type { TProviderChoice, ZIntegrationCredentials, ZIntegrationSettings } from '@hookline/schema';
import { callProvider, outcomeOf, type ProviderAnswer } from '../http.ts';
import type {
  CheckOutcome,
  IntegrationLead,
  IntegrationProvider,
  ProviderCall,
  SendOutcome,
} from '../provider.ts';

/**
 * Klaviyo (issue 28), through its JSON:API with a private API key: each lead's profile is created or
 * updated by email (`POST /api/profile-import`), then subscribed to the owner's list with email
 * marketing consent (`POST /api/profile-subscription-bulk-create-jobs`). The list's own opt-in
 * setting decides whether Klaviyo asks the visitor to confirm first.
 */

type KlaviyoCredentials = z.infer<(typeof ZIntegrationCredentials)['klaviyo']>;
type KlaviyoSettings = z.infer<(typeof ZIntegrationSettings)['klaviyo']>;

const PUBLIC_URL = 'https://a.klaviyo.com';

/** The API revision every call names; Klaviyo keeps a revision working for two years. */
export const KLAVIYO_REVISION = '2026-01-15';

/** A profile's own attributes; any other mapped field goes into the profile's custom `properties`. */
const PROFILE_ATTRIBUTES = ['first_name', 'last_name', 'phone_number', 'organization', 'title'] as const;

const ATTRIBUTE_LABELS: Record<(typeof PROFILE_ATTRIBUTES)[number], string> = {
  first_name: 'First name',
  last_name: 'Last name',
  phone_number: 'Phone number',
  organization: 'Organization',
  title: 'Job title',
};

/**
 * Klaviyo refuses the whole profile (400) for a phone number that is not E.164, so a number typed
 * any other way ("06 12 34 56 78") is kept as a custom property instead of losing the lead.
 */
const E164 = /^\+[1-9]\d{6,14}$/;

/** At most this many pages of lists are read for Test connection (Klaviyo answers 10 a page). */
const MAX_LIST_PAGES = 20;

function headers(credentials: KlaviyoCredentials): Record<string, string> {
  return {
    authorization: `Klaviyo-API-Key ${credentials.api_key}`,
    revision: KLAVIYO_REVISION,
    accept: 'application/vnd.api+json',
    'content-type': 'application/vnd.api+json',
  };
}

/** Klaviyo's JSON:API errors in its own words: each error's `detail` (or `title`), joined. */
export function describeKlaviyoError(body: unknown): string | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return typeof body === 'string' && body !== '' ? body.slice(0, 200) : null;
  const said = errors
    .map((error: { detail?: unknown; title?: unknown }) =>
      typeof error.detail === 'string' ? error.detail : typeof error.title === 'string' ? error.title : null,
    )
    .filter((text): text is string => text !== null);
  return said.length > 0 ? [...new Set(said)].join('; ') : null;
}

/** The profile's attributes for `profile-import`: email, its own attributes, then custom properties. */
export function klaviyoProfileAttributes(lead: IntegrationLead): Record<string, unknown> {
  const attributes: Record<string, unknown> = { email: lead.email };
  const properties: Record<string, string> = {};
  for (const [field, value] of Object.entries(lead.mapped)) {
    // The email is the profile's key, sent once above; an empty answer is no answer.
    if (value === '' || field === 'email') continue;
    if (field === 'phone_number') {
      const compact = value.replace(/[\s().-]/g, '');
      if (E164.test(compact)) attributes.phone_number = compact;
      else properties.phone = value;
    } else if ((PROFILE_ATTRIBUTES as readonly string[]).includes(field)) attributes[field] = value;
    else properties[field] = value;
  }
  if (lead.couponCode !== null) properties.coupon_code = lead.couponCode;
  if (lead.prize !== null) properties.prize = lead.prize;
  properties.hookline_popup = lead.popupName;
  attributes.properties = properties;
  return attributes;
}

async function send(
  call: ProviderCall,
  credentials: KlaviyoCredentials,
  settings: KlaviyoSettings,
  lead: IntegrationLead,
): Promise<SendOutcome> {
  const base = call.baseUrl ?? PUBLIC_URL;
  const profile = await callProvider({
    method: 'POST',
    url: `${base}/api/profile-import`,
    headers: headers(credentials),
    json: { data: { type: 'profile', attributes: klaviyoProfileAttributes(lead) } },
    timeoutMs: call.timeoutMs,
  });
  const profiled = outcomeOf(profile, 'Klaviyo', describeKlaviyoError);
  if (!profiled.ok) return profiled;
  // A retry after a failed subscription imports the profile again: the import is an upsert.
  const subscription = await callProvider({
    method: 'POST',
    url: `${base}/api/profile-subscription-bulk-create-jobs`,
    headers: headers(credentials),
    json: {
      data: {
        type: 'profile-subscription-bulk-create-job',
        attributes: {
          custom_source: `Hookline: ${lead.popupName}`.slice(0, 100),
          profiles: {
            data: [
              {
                type: 'profile',
                attributes: {
                  email: lead.email,
                  subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } },
                },
              },
            ],
          },
        },
        relationships: { list: { data: { type: 'list', id: settings.list_id } } },
      },
    },
    timeoutMs: call.timeoutMs,
  });
  return outcomeOf(subscription, 'Klaviyo', describeKlaviyoError);
}

/** A check that failed on a provider's answer: its words, and whether the key was refused. */
function checkFailure(answer: ProviderAnswer | { failure: string }): CheckOutcome {
  const outcome = outcomeOf(answer, 'Klaviyo', describeKlaviyoError);
  return {
    ok: false,
    error: outcome.ok ? 'Klaviyo: answered in an unexpected shape' : outcome.error,
    revoked: !outcome.ok && outcome.revoked === true,
    account: null,
    lists: [],
    fields: [],
  };
}

function isOk(answer: ProviderAnswer | { failure: string }): answer is ProviderAnswer {
  return !('failure' in answer) && answer.status >= 200 && answer.status < 300;
}

async function check(
  call: ProviderCall,
  credentials: KlaviyoCredentials,
  settings: Partial<KlaviyoSettings>,
): Promise<CheckOutcome> {
  const base = call.baseUrl ?? PUBLIC_URL;
  const accounts = await callProvider({
    method: 'GET',
    url: `${base}/api/accounts`,
    headers: headers(credentials),
    timeoutMs: call.timeoutMs,
  });
  if (!isOk(accounts)) return checkFailure(accounts);
  const account = (
    accounts.body as {
      data?: { attributes?: { contact_information?: { organization_name?: string } } }[];
    } | null
  )?.data?.[0]?.attributes?.contact_information?.organization_name;

  const lists: TProviderChoice[] = [];
  let next: string | null = `${base}/api/lists?fields[list]=name`;
  for (let page = 0; next !== null && page < MAX_LIST_PAGES; page++) {
    const answer = await callProvider({
      method: 'GET',
      url: next,
      headers: headers(credentials),
      timeoutMs: call.timeoutMs,
    });
    if (!isOk(answer)) return checkFailure(answer);
    const body = answer.body as {
      data?: { id?: string; attributes?: { name?: string } }[];
      links?: { next?: string | null };
    } | null;
    for (const list of body?.data ?? []) {
      if (typeof list.id === 'string') lists.push({ id: list.id, name: list.attributes?.name ?? list.id });
    }
    // The next page's address is absolute; it is followed only on the same host, with the key.
    const link = body?.links?.next;
    next = typeof link === 'string' && link.startsWith(`${base}/`) ? link : null;
  }

  const fields = PROFILE_ATTRIBUTES.map((id) => ({ id, name: ATTRIBUTE_LABELS[id] }));
  const result: CheckOutcome = {
    ok: true,
    error: null,
    revoked: false,
    account: account ?? null,
    lists,
    fields,
  };
  if (settings.list_id !== undefined && !lists.some((list) => list.id === settings.list_id)) {
    return {
      ...result,
      ok: false,
      error: `Klaviyo: this account has no list with the id ${settings.list_id}`,
    };
  }
  return result;
}

export const klaviyo: IntegrationProvider<KlaviyoCredentials, KlaviyoSettings> = {
  id: 'klaviyo',
  envVar: 'INTEGRATION_URL_KLAVIYO',
  hint: (credentials) => `…${credentials.api_key.slice(-4)}`,
  defaultFieldMap: {
    name: 'first_name',
    first_name: 'first_name',
    last_name: 'last_name',
    phone: 'phone_number',
  },
  check,
  send,
};
