import { createHash } from 'node:crypto';
import type { TIntegrationCredentials, TIntegrationSettings } from './types.ts';
import { callProvider, outcomeOf, type ProviderAnswer } from '../http.ts';
import type { CheckOutcome, IntegrationProvider, ProviderCall, SendOutcome } from '../provider.ts';

/**
 * Mailchimp (Marketing API 3.0, https://mailchimp.com/developer/marketing/api/): each lead is upserted
 * into the owner's audience (`PUT /3.0/lists/{list_id}/members/{md5 of the lower-cased email}`), then
 * tagged with the popup's name (`POST …/tags`: the upsert ignores `tags` for a member who already
 * exists). Basic auth with the API key; the data centre is the key's suffix (`…-us21`).
 */

type Credentials = TIntegrationCredentials<'mailchimp'>;
type Settings = TIntegrationSettings<'mailchimp'>;

const NAME = 'Mailchimp';

/** `https://us21.api.mailchimp.com`, unless `INTEGRATION_URL_MAILCHIMP` replaces it. */
export function mailchimpBase(call: ProviderCall, apiKey: string): string {
  if (call.baseUrl) return call.baseUrl;
  const dataCentre = apiKey.slice(apiKey.lastIndexOf('-') + 1).toLowerCase();
  return `https://${dataCentre}.api.mailchimp.com`;
}

/** Mailchimp's id of a member: the MD5 of the lower-cased address. */
export const subscriberHash = (email: string): string =>
  createHash('md5').update(email.trim().toLowerCase()).digest('hex');

const authorization = (apiKey: string) => `Basic ${Buffer.from(`hookline:${apiKey}`).toString('base64')}`;

/** Mailchimp's error body (RFC 7807 problem+json): `title` and `detail`, and per-field `errors`. */
export function mailchimpError(body: unknown): string | null {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body ? body.slice(0, 200) : null;
  const problem = body as {
    title?: unknown;
    detail?: unknown;
    errors?: { field?: string; message?: string }[];
  };
  const words = [problem.title, problem.detail].filter((part) => typeof part === 'string' && part !== '');
  const fields = Array.isArray(problem.errors)
    ? problem.errors.map((e) => [e.field, e.message].filter(Boolean).join(' ')).filter(Boolean)
    : [];
  const said = [words.join(': '), ...fields].filter(Boolean).join('; ');
  return said || null;
}

function get(call: ProviderCall, apiKey: string, path: string) {
  return callProvider({
    method: 'GET',
    url: `${mailchimpBase(call, apiKey)}${path}`,
    headers: { authorization: authorization(apiKey) },
    timeoutMs: call.timeoutMs,
  });
}

const failedCheck = (outcome: SendOutcome): CheckOutcome => ({
  ok: false,
  error: outcome.ok ? null : outcome.error,
  revoked: !outcome.ok && outcome.revoked === true,
  account: null,
  lists: [],
  fields: [],
});

export const mailchimp: IntegrationProvider<Credentials, Settings> = {
  id: 'mailchimp',
  envVar: 'INTEGRATION_URL_MAILCHIMP',
  hint: (credentials) => `…${credentials.api_key.slice(-4)}`,
  defaultFieldMap: { name: 'FNAME', first_name: 'FNAME', last_name: 'LNAME', phone: 'PHONE' },

  async check(call, credentials, settings) {
    const key = credentials.api_key;
    const root = await get(call, key, '/3.0/');
    const rootOutcome = outcomeOf(root, NAME, mailchimpError);
    if (!rootOutcome.ok) return failedCheck(rootOutcome);
    const account = stringField((root as ProviderAnswer).body, 'account_name');
    const lists = await get(call, key, '/3.0/lists?count=100&fields=lists.id,lists.name');
    const listsOutcome = outcomeOf(lists, NAME, mailchimpError);
    if (!listsOutcome.ok) return { ...failedCheck(listsOutcome), account };
    const choices = arrayField((lists as ProviderAnswer).body, 'lists').map((list) => ({
      id: String(list.id),
      name: String(list.name),
    }));
    if (!settings.list_id)
      return { ok: true, error: null, revoked: false, account, lists: choices, fields: [] };
    const merge = await get(
      call,
      key,
      `/3.0/lists/${encodeURIComponent(settings.list_id)}/merge-fields?count=100`,
    );
    const mergeOutcome = outcomeOf(merge, NAME, mailchimpError);
    if (!mergeOutcome.ok) return { ...failedCheck(mergeOutcome), account, lists: choices };
    const fields = arrayField((merge as ProviderAnswer).body, 'merge_fields').map((field) => ({
      id: String(field.tag),
      name: String(field.name),
    }));
    return { ok: true, error: null, revoked: false, account, lists: choices, fields };
  },

  async send(call, credentials, settings, lead) {
    const key = credentials.api_key;
    const member = `${mailchimpBase(call, key)}/3.0/lists/${encodeURIComponent(settings.list_id)}/members/${subscriberHash(lead.email)}`;
    const headers = { authorization: authorization(key) };
    const tags = lead.popupName ? [lead.popupName.slice(0, 100)] : [];
    const upsert = await callProvider({
      method: 'PUT',
      // Merge fields the list marks required but the popup does not collect must not refuse the lead.
      url: `${member}?skip_merge_validation=true`,
      headers,
      json: {
        email_address: lead.email,
        status_if_new: settings.double_opt_in ? 'pending' : 'subscribed',
        merge_fields: lead.mapped,
        tags,
      },
      timeoutMs: call.timeoutMs,
    });
    const upserted = outcomeOf(upsert, NAME, mailchimpError);
    if (!upserted.ok || tags.length === 0) return upserted;
    const tagged = await callProvider({
      method: 'POST',
      url: `${member}/tags`,
      headers,
      json: { tags: tags.map((name) => ({ name, status: 'active' })) },
      timeoutMs: call.timeoutMs,
    });
    return outcomeOf(tagged, NAME, mailchimpError);
  },
};

function stringField(body: unknown, name: string): string | null {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : null;
}

function arrayField(body: unknown, name: string): Record<string, unknown>[] {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
}
