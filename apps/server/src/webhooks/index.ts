import type { FastifyInstance } from 'fastify';
import { enqueueConversionDeliveries, type ConversionToDeliver, type PopupRef } from '@hookline/db';
import { CONVERSION_META_KEYS } from '@hookline/schema';
import type { WebhookSettings } from '../config.ts';
import type { AppContext } from '../context.ts';
import { DEFAULT_BACKOFF } from './backoff.ts';
import { WebhookWorker, type WorkerOptions } from './worker.ts';

/**
 * Webhooks in the server process: `conversionRecorded` queues a delivery for each new conversion
 * (batched, off the display path's critical path), and a `WebhookWorker` sends them.
 */
export interface Webhooks {
  conversionRecorded(conversion: {
    id: string;
    popup: Pick<PopupRef, 'siteId' | 'clientId' | 'publicId'>;
    fields: Record<string, string>;
    payload: Record<string, string>;
  }): void;
  worker: WebhookWorker;
  /** Writes what is queued in memory. */
  flush(): Promise<void>;
}

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

/** The JSON body of a conversion's webhook (docs/webhooks.md). */
export function conversionBody(
  conversion: Parameters<Webhooks['conversionRecorded']>[0],
  createdAt: Date,
): string {
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

/** Starts the worker with the app and stops it (after writing what is queued) when the app closes. */
export function startWebhooks(
  app: FastifyInstance,
  ctx: AppContext,
  options: WorkerOptions = webhookOptions(ctx.config.webhooks),
): Webhooks {
  const log = options.log ?? ((message: string, detail?: unknown) => app.log.error({ err: detail }, message));
  const worker = new WebhookWorker(ctx.database.db, { ...options, log });
  let queue: ConversionToDeliver[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const items = queue;
    queue = [];
    if (items.length === 0) return writing;
    writing = writing
      .then(() => enqueueConversionDeliveries(ctx.database.db, items))
      .then((queued) => {
        if (queued > 0) worker.kick();
      })
      .catch((error: unknown) => log('queueing webhook deliveries failed', error));
    return writing;
  };

  const service: Webhooks = {
    worker,
    flush,
    conversionRecorded(conversion) {
      try {
        const createdAt = new Date();
        queue.push({
          siteId: conversion.popup.siteId,
          conversionId: conversion.id,
          body: () => conversionBody(conversion, createdAt),
        });
        // Conversions arriving within a few milliseconds share one insert.
        if (queue.length >= 500) void flush();
        else timer ??= setTimeout(() => void flush(), 5);
      } catch (error) {
        log('queueing a webhook delivery failed', error);
      }
    },
  };
  services.set(ctx, service);
  worker.start();
  app.addHook('onClose', async () => {
    await flush();
    await worker.stop();
  });
  return service;
}
