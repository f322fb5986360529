import type { z } from 'zod';
import type { ZIntegrationCredentials, ZIntegrationSettings } from '@hookline/schema';
import { callProvider, outcomeOf, type ProviderAnswer } from '../http.ts';
import type {
  CheckOutcome,
  IntegrationLead,
  IntegrationProvider,
  ProviderCall,
  SendOutcome,
} from '../provider.ts';

/**
 * HubSpot (issue 28), through its CRM API with a private app's token: each lead's contact is
 * created or updated by email in one call (`POST /crm/v3/objects/contacts/batch/upsert` with
 * `idProperty: email`). Only the owner's mapped properties are sent besides the email: HubSpot
 * refuses a whole contact for one property it does not have, so nothing is sent to a property the
 * owner did not choose (the coupon code and the prize included).
 */

type HubSpotCredentials = z.infer<(typeof ZIntegrationCredentials)['hubspot']>;
type HubSpotSettings = z.infer<(typeof ZIntegrationSettings)['hubspot']>;

const PUBLIC_URL = 'https://api.hubapi.com';

/** HubSpot's prefix for a list of invalid property values, followed by that list as JSON. */
const INVALID_VALUES = 'Property values were not valid: ';

function headers(credentials: HubSpotCredentials): Record<string, string> {
  return { authorization: `Bearer ${credentials.access_token}` };
}

/**
 * HubSpot's error in its own words: the `message`, with the property errors it embeds as JSON read
 * out ("Property values were not valid: Property "coupon" does not exist"), and the scopes a token
 * lacks.
 */
export function describeHubSpotError(body: unknown): string | null {
  if (typeof body === 'string') return body === '' ? null : body.slice(0, 200);
  const error = body as {
    message?: unknown;
    category?: unknown;
    errors?: { message?: unknown; context?: { requiredGranularScopes?: unknown } }[];
  } | null;
  if (typeof error?.message !== 'string') return null;
  let message = error.message;
  if (message.startsWith(INVALID_VALUES)) {
    try {
      const invalid = JSON.parse(message.slice(INVALID_VALUES.length)) as { message?: unknown }[];
      const said = invalid.map((item) => item.message).filter((text) => typeof text === 'string');
      if (said.length > 0) message = `${INVALID_VALUES}${said.join('; ')}`;
    } catch {
      // Not the list it usually is: the message stays whole.
    }
  }
  const scopes = error.errors?.flatMap((item) => item.context?.requiredGranularScopes ?? []);
  if (error.category === 'MISSING_SCOPES' && Array.isArray(scopes) && scopes.length > 0) {
    message += ` (the private app needs the scope ${scopes.join(' or ')})`;
  }
  return message;
}

/** The contact's properties: the email, then the owner's mapped properties that have a value. */
export function hubSpotProperties(lead: IntegrationLead): Record<string, string> {
  const properties: Record<string, string> = { email: lead.email };
  for (const [property, value] of Object.entries(lead.mapped)) {
    if (value !== '' && property !== 'email') properties[property] = value;
  }
  return properties;
}

async function send(
  call: ProviderCall,
  credentials: HubSpotCredentials,
  _settings: HubSpotSettings,
  lead: IntegrationLead,
): Promise<SendOutcome> {
  const answer = await callProvider({
    method: 'POST',
    url: `${call.baseUrl ?? PUBLIC_URL}/crm/v3/objects/contacts/batch/upsert`,
    headers: headers(credentials),
    json: { inputs: [{ idProperty: 'email', id: lead.email, properties: hubSpotProperties(lead) }] },
    timeoutMs: call.timeoutMs,
  });
  // A batch answers 207 when some inputs failed: with one input, that is this lead refused.
  if (!('failure' in answer) && answer.status === 207) {
    const errors = (answer.body as { errors?: unknown[] } | null)?.errors ?? [];
    if (errors.length > 0) {
      const said = describeHubSpotError(errors[0]) ?? 'refused the contact';
      return { ok: false, statusCode: 207, error: `HubSpot: ${said}`.slice(0, 500), permanent: true };
    }
  }
  const outcome = outcomeOf(answer, 'HubSpot', describeHubSpotError);
  if (!outcome.ok && outcome.statusCode === 429 && outcome.retryAfterMs === undefined && 'body' in answer) {
    return { ...outcome, retryAfterMs: rateLimitWaitMs(answer.body) };
  }
  return outcome;
}

/**
 * How long to wait after a 429 without `Retry-After`, from the limit HubSpot names: its short
 * limits are rolling windows of (at most) ten seconds; the daily one resets at midnight in the
 * account's time zone, unknown here, so an hour at a time rather than the log's quick first retries.
 */
export function rateLimitWaitMs(body: unknown): number | undefined {
  const policy = (body as { policyName?: unknown } | null)?.policyName;
  if (typeof policy !== 'string') return undefined;
  if (policy === 'DAILY') return 60 * 60 * 1000;
  if (/SECONDLY/.test(policy)) return 10_000;
  return undefined;
}

function checkFailure(answer: ProviderAnswer | { failure: string }): CheckOutcome {
  const outcome = outcomeOf(answer, 'HubSpot', describeHubSpotError);
  return {
    ok: false,
    error: outcome.ok ? 'HubSpot: answered in an unexpected shape' : outcome.error,
    revoked: !outcome.ok && outcome.revoked === true,
    account: null,
    lists: [],
    fields: [],
  };
}

function isOk(answer: ProviderAnswer | { failure: string }): answer is ProviderAnswer {
  return !('failure' in answer) && answer.status >= 200 && answer.status < 300;
}

interface HubSpotProperty {
  name?: unknown;
  label?: unknown;
  hidden?: unknown;
  calculated?: unknown;
  modificationMetadata?: { readOnlyValue?: unknown };
}

/** Properties a lead can be written to: not hidden, not calculated, not read-only, not the email. */
function writable(property: HubSpotProperty): property is HubSpotProperty & { name: string } {
  return (
    typeof property.name === 'string' &&
    property.name !== 'email' &&
    property.hidden !== true &&
    property.calculated !== true &&
    property.modificationMetadata?.readOnlyValue !== true
  );
}

async function check(call: ProviderCall, credentials: HubSpotCredentials): Promise<CheckOutcome> {
  const base = call.baseUrl ?? PUBLIC_URL;
  const details = await callProvider({
    method: 'GET',
    url: `${base}/account-info/v3/details`,
    headers: headers(credentials),
    timeoutMs: call.timeoutMs,
  });
  if (!isOk(details)) return checkFailure(details);
  const portalId = (details.body as { portalId?: unknown } | null)?.portalId;

  const properties = await callProvider({
    method: 'GET',
    url: `${base}/crm/v3/properties/contacts`,
    headers: headers(credentials),
    timeoutMs: call.timeoutMs,
  });
  if (!isOk(properties)) return checkFailure(properties);
  const results = (properties.body as { results?: HubSpotProperty[] } | null)?.results ?? [];
  const fields = results
    .filter(writable)
    .map((property) => ({
      id: property.name,
      name: typeof property.label === 'string' && property.label !== '' ? property.label : property.name,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    ok: true,
    error: null,
    revoked: false,
    // HubSpot's API gives an account's id, not its name: the id is what its own pages show.
    account:
      typeof portalId === 'number' || typeof portalId === 'string' ? `HubSpot account ${portalId}` : null,
    lists: [],
    fields,
  };
}

export const hubspot: IntegrationProvider<HubSpotCredentials, HubSpotSettings> = {
  id: 'hubspot',
  envVar: 'INTEGRATION_URL_HUBSPOT',
  hint: (credentials) => `…${credentials.access_token.slice(-4)}`,
  defaultFieldMap: {
    name: 'firstname',
    first_name: 'firstname',
    last_name: 'lastname',
    phone: 'phone',
  },
  check: (call, credentials) => check(call, credentials),
  send,
};
