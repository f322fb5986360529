import type { FastifyInstance } from 'fastify';
import {
  leadsToDeliver,
  setDeliveryBodies,
  type ClaimedDelivery,
  type Db,
  type PopupRef,
} from '@hookline/db';
import { CONVERSION_META_KEYS } from '@hookline/schema';
import type { WebhookSettings } from '../config.ts';
import type { AppContext } from '../context.ts';
import { prepareIntegrationLeads, sendToIntegration } from '../integrations/deliver.ts';
import { DEFAULT_BACKOFF } from './backoff.ts';
import { WebhookWorker, type WorkerOptions } from './worker.ts';

/**
 * Webhooks in the server process. A new conversion's delivery is queued by the database, in the
 * transaction that stores the lead (migration 0016), so no acknowledged lead goes without it;
 * `conversionRecorded` only tells this process's `WebhookWorker` when it falls due, and the worker
 * makes its body from the stored lead at the first attempt.
 */
export interface Webhooks {
  conversionRecorded(): void;
  worker: WebhookWorker;
}

/** A lead's delivery is due this long after it was stored (its coupon code is stored by then too). */
const FIRST_ATTEMPT_MS = 1_000;

const services = new WeakMap<AppContext, Webhooks>();

/** The webhooks of the app with this context (undefined before `startWebhooks`). */
export const webhooksOf = (ctx: AppContext): Webhooks | undefined => services.get(ctx);

/** The worker's options from the server's webhook settings (`ServerConfig.webhooks`, docs/webhooks.md). */
export function webhookOptions(settings: WebhookSettings): WorkerOptions {
  return {
    allowPrivateTargets: settings.allowPrivateTargets,
    timeoutMs: settings.timeoutMs,
    pollMs: settings.pollMs,
    batchSize: 20,
    backoff: { ...DEFAULT_BACKOFF, baseMs: settings.retryBaseMs },
  };
}

const CONTEXT_KEYS = new Set<string>(CONVERSION_META_KEYS);
const HIDDEN_KEYS = new Set(['client_id', 'poptin_id', 'conversion_key']);

/** What a conversion's webhook tells. */
export interface ConversionToSend {
  id: string;
  popup: Pick<PopupRef, 'clientId' | 'publicId'>;
  fields: Record<string, string>;
  payload: Record<string, string>;
}

/** The JSON body of a conversion's webhook (docs/webhooks.md). */
export function conversionBody(conversion: ConversionToSend, createdAt: Date): string {
  const context = Object.fromEntries(
    Object.entries(conversion.payload).filter(([key]) => CONTEXT_KEYS.has(key) && !HIDDEN_KEYS.has(key)),
  );
  return JSON.stringify({
    event: 'conversion.created',
    conversion_id: conversion.id,
    created_at: createdAt.toISOString(),
    client_id: conversion.popup.clientId,
    popup_id: conversion.popup.publicId,
    email: conversion.fields.email ?? null,
    fields: conversion.fields,
    context,
  });
}

/** Makes the bodies of claimed lead deliveries from their stored leads, and keeps them for the retries. */
export async function prepareLeadBodies(db: Db, deliveries: ClaimedDelivery[]): Promise<void> {
  const unmade = deliveries.filter((d) => d.event === 'conversion.created' && d.body === '');
  if (unmade.length === 0) return;
  const leads = await leadsToDeliver(
    db,
    unmade.map((d) => d.id),
  );
  const bodies = leads.map((lead) => ({
    id: lead.deliveryId,
    body: conversionBody(
      {
        id: lead.conversionId,
        popup: { clientId: lead.clientId, publicId: lead.popupPublicId },
        fields: lead.fields,
        // `context.coupon` is the code the lead was handed: its unique code, or the popup's fixed one.
        payload: lead.couponCode ? { ...lead.payload, coupon: lead.couponCode } : lead.payload,
      },
      lead.createdAt,
    ),
  }));
  await setDeliveryBodies(db, bodies);
  const byId = new Map(bodies.map((made) => [made.id, made.body]));
  for (const delivery of unmade) delivery.body = byId.get(delivery.id) ?? '';
}

/**
 * A worker sending this app's webhook deliveries and integration sends: the app runs one
 * (`startWebhooks`); tests make more to show that two processes never send a lead twice.
 */
export function createWorker(ctx: AppContext, options: WorkerOptions): WebhookWorker {
  const db = ctx.database.db;
  return new WebhookWorker(db, {
    prepare: async (batch) => {
      await prepareLeadBodies(db, batch);
      await prepareIntegrationLeads(db, batch);
    },
    // Leads sent to integrations (issue 28) share the worker, its retries and its log.
    sendToIntegration: (delivery) => sendToIntegration(db, ctx.config, delivery),
    ...options,
  });
}

/** Starts the worker with the app and stops it (after recording the sends in flight) when the app closes. */
export function startWebhooks(
  app: FastifyInstance,
  ctx: AppContext,
  options: WorkerOptions = webhookOptions(ctx.config.webhooks),
): Webhooks {
  const log = options.log ?? ((message: string, detail?: unknown) => app.log.error({ err: detail }, message));
  const worker = createWorker(ctx, { ...options, log });
  const service: Webhooks = {
    worker,
    conversionRecorded: () => worker.kickIn(FIRST_ATTEMPT_MS + 50),
  };
  services.set(ctx, service);
  worker.start();
  app.addHook('onClose', async () => {
    await worker.stop();
  });
  return service;
}
