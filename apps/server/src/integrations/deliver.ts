import {
  leadsToDeliver,
  recordIntegrationOutcome,
  REVOKED_ERROR_PREFIX,
  setDeliveryBodies,
  type ClaimedDelivery,
  type Db,
  type LeadToDeliver,
} from '@hookline/db';
import { INTEGRATION_LABELS, type TIntegrationProvider } from '@hookline/schema';
import type { ServerConfig } from '../config.ts';
import type { IntegrationAttempt } from '../webhooks/worker.ts';
import { providerOf, URL_KEYS } from './providers/index.ts';
import type { IntegrationLead, ProviderCall } from './provider.ts';
import { secretBox } from './secret-box.ts';

/**
 * Leads on their way to integrations, through the webhooks' worker and delivery log: the lead is
 * made from the stored conversion at the first attempt and kept as the delivery's body (every retry
 * sends the same lead); each attempt maps its fields with the integration's field map as it is then,
 * calls the provider and tells the integration what came of it (connected, failing, revoked).
 */

/** How a call reaches the provider now: its base address is read at each call (tests change it on a running server). */
export function providerCall(config: ServerConfig, provider: TIntegrationProvider): ProviderCall {
  return {
    baseUrl: config.integrations.urls[URL_KEYS[provider]],
    timeoutMs: config.integrations.timeoutMs,
    nowSeconds: () => Math.floor(Date.now() / 1000),
  };
}

/** The lead as stored in a delivery's body: everything but the mapped fields, which each attempt maps. */
export type StoredLead = Omit<IntegrationLead, 'mapped' | 'createdAt'> & { createdAt: string };

/** Keys besides the popup's fields that an owner may map (to Mailchimp's `COUPON` merge field, say). */
export const LEAD_EXTRA_KEYS = ['coupon', 'prize', 'page_url'] as const;

export function storedLead(lead: LeadToDeliver): StoredLead | null {
  const email = lead.email ?? lead.fields.email;
  if (!email) return null;
  // The popup's fixed code is in the payload (`coupon`); a unique code made for the lead wins.
  const couponCode = lead.couponCode ?? nonEmpty(lead.payload.coupon);
  const prize = nonEmpty(lead.payload.prize_label) ?? nonEmpty(lead.fields.prize_label);
  return {
    conversionId: lead.conversionId,
    email: email.toLowerCase(),
    fields: lead.fields,
    popupName: lead.popupName,
    popupId: lead.popupPublicId,
    couponCode,
    prize,
    pageUrl: nonEmpty(lead.payload.url),
    createdAt: lead.createdAt.toISOString(),
  };
}

/**
 * The provider's fields for a lead: the provider's defaults overlaid with the owner's map (popup
 * field → provider field), for the values the lead has. `coupon`, `prize` and `page_url` can be
 * mapped like fields.
 */
export function mapLead(
  lead: StoredLead,
  defaults: Readonly<Record<string, string>>,
  ownerMap: Readonly<Record<string, string>>,
): Record<string, string> {
  const values: Record<string, string | null> = {
    ...lead.fields,
    coupon: lead.couponCode,
    prize: lead.prize,
    page_url: lead.pageUrl,
  };
  const map = { ...defaults, ...ownerMap };
  const mapped: Record<string, string> = {};
  for (const [field, target] of Object.entries(map)) {
    const value = values[field];
    if (field === 'email' || value === null || value === undefined || value === '') continue;
    mapped[target] ??= value;
  }
  return mapped;
}

/** Makes the lead of claimed integration deliveries queued without one, and keeps it for the retries. */
export async function prepareIntegrationLeads(db: Db, deliveries: ClaimedDelivery[]): Promise<void> {
  const unmade = deliveries.filter((d) => d.integrationId !== null && d.body === '');
  if (unmade.length === 0) return;
  const leads = await leadsToDeliver(
    db,
    unmade.map((d) => d.id),
  );
  const bodies = leads.flatMap((lead) => {
    const stored = storedLead(lead);
    return stored ? [{ id: lead.deliveryId, body: JSON.stringify(stored) }] : [];
  });
  await setDeliveryBodies(db, bodies);
  const byId = new Map(bodies.map((made) => [made.id, made.body]));
  for (const delivery of unmade) delivery.body = byId.get(delivery.id) ?? '';
}

/** What the owner reads when a lead is not sent because the key was refused. */
export const revokedError = (provider: TIntegrationProvider) =>
  `${REVOKED_ERROR_PREFIX}: reconnect ${INTEGRATION_LABELS[provider]} to send`;

/** One attempt of a lead's send to its integration (the worker's `sendToIntegration`). */
export async function sendToIntegration(
  db: Db,
  config: ServerConfig,
  delivery: ClaimedDelivery,
): Promise<IntegrationAttempt> {
  const integration = delivery.integration;
  const giveUp = (error: string): IntegrationAttempt => ({ ok: false, statusCode: null, error, final: true });
  if (!integration) return giveUp('the integration was removed');
  const id = integration.provider as TIntegrationProvider;
  const provider = providerOf(id);
  if (!provider) return giveUp(`${integration.provider} is not available on this server`);
  if (integration.status === 'revoked') return giveUp(revokedError(id));
  if (!integration.enabled) return giveUp(`the ${INTEGRATION_LABELS[id]} integration is turned off`);
  if (delivery.body === '') return giveUp('the lead was deleted');
  if (!config.secretKey) return giveUp('the server has no SECRET_KEY to open the credentials with');
  let credentials: unknown;
  try {
    credentials = JSON.parse(secretBox(config.secretKey).open(integration.credentials));
  } catch (error) {
    return giveUp((error as Error).message);
  }
  const lead = JSON.parse(delivery.body) as StoredLead;
  const outcome = await provider.send(providerCall(config, id), credentials, integration.settings, {
    ...lead,
    createdAt: new Date(lead.createdAt),
    mapped: mapLead(lead, provider.defaultFieldMap, integration.fieldMap),
  });
  if (outcome.ok) {
    await recordIntegrationOutcome(db, integration.id, { status: 'connected', error: null });
    return { ok: true, statusCode: outcome.statusCode, error: null, final: false };
  }
  // A lead the provider refuses for good (a 4xx for this lead) says nothing against the connection:
  // it stays connected, and the lead's refusal shows in its log. Only what is retried is "failing".
  await recordIntegrationOutcome(db, integration.id, {
    status: outcome.revoked ? 'revoked' : outcome.permanent ? 'connected' : 'failing',
    error: outcome.error,
  });
  return {
    ok: false,
    statusCode: outcome.statusCode,
    // Marked as a refused key whatever the status code (Google's token endpoint answers 400
    // invalid_grant), so that a new key queues this lead again (requeueRevokedDeliveries).
    error: outcome.revoked ? `${REVOKED_ERROR_PREFIX}: ${outcome.error}` : outcome.error,
    final: outcome.revoked === true || outcome.permanent === true,
    retryAfterMs: outcome.retryAfterMs,
  };
}

function nonEmpty(value: string | undefined | null): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
