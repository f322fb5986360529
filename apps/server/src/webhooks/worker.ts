import {
  claimDueDeliveries,
  recordDeliveryAttempts,
  type AttemptOutcome,
  type ClaimedDelivery,
  type Db,
} from '@hookline/db';
import { retryDelayMs, type BackoffPolicy } from './backoff.ts';
import { sendWebhook, type SendOptions, type SendResult } from './sender.ts';
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signWebhook,
} from './signature.ts';

export interface WorkerOptions extends SendOptions {
  backoff: BackoffPolicy;
  /** How often the table is checked for due deliveries (retries, and deliveries of other processes). */
  pollMs: number;
  /** Deliveries sent at once. */
  batchSize: number;
  random?: () => number;
  log?: (message: string, detail?: unknown) => void;
  /** The clock for signatures' timestamps (seconds). */
  nowSeconds?: () => number;
  /**
   * Makes the bodies of claimed deliveries queued without one (a lead's, made from the stored lead
   * at its first attempt); a delivery left without a body fails for good (its lead was deleted).
   */
  prepare?: (deliveries: ClaimedDelivery[]) => Promise<void>;
  /**
   * Sends a lead to an integration (a delivery with an `integrationId`, issue 28); without it such
   * a delivery fails for good.
   */
  sendToIntegration?: (delivery: ClaimedDelivery) => Promise<IntegrationAttempt>;
}

/** What one send to an integration came to. */
export interface IntegrationAttempt {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  /** Not tried again (a revoked key, a lead the provider refuses for good, a removed integration). */
  final: boolean;
  /** The provider's `Retry-After`: the next attempt comes no sooner. */
  retryAfterMs?: number | undefined;
}

/**
 * The background sender in each server process. It polls for due deliveries every `pollMs` (and at
 * once when `kick` says some were queued here), claims a batch under a lease, sends them signed, and
 * records each outcome: delivered, due again after a backoff, or given up.
 */
export class WebhookWorker {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly options: WorkerOptions,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(this.options.pollMs);
  }

  /** Checks for due deliveries now (deliveries were just queued in this process). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Checks for due deliveries in `delayMs` at the latest (a delivery queued here is due then). */
  kickIn(delayMs: number): void {
    if (this.stopped || this.running) return;
    if (!this.timer || this.dueAt > Date.now() + delayMs) this.schedule(delayMs);
  }

  /** When the scheduled check runs. */
  private dueAt = 0;

  /** Stops polling and waits for the sends in flight to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends every due delivery, batch after batch; answers how many were attempted. */
  async runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await claimDueDeliveries(this.db, this.options.batchSize, this.leaseMs());
      if (batch.length > 0) await this.options.prepare?.(batch);
      // Sent side by side; their outcomes are written together.
      const outcomes = await Promise.all(batch.map((delivery) => this.deliver(delivery)));
      await recordDeliveryAttempts(this.db, outcomes);
      attempted += batch.length;
      if (batch.length < this.options.batchSize || this.stopped) return attempted;
    }
  }

  private leaseMs(): number {
    // Longer than any attempt can take, so a live sender never loses its claim.
    return this.options.timeoutMs * 2 + 10_000;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.dueAt = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log?.('webhook worker failed', error))
        .finally(() => {
          this.running = null;
          const next = this.again ? 0 : this.options.pollMs;
          this.again = false;
          this.schedule(next);
        });
    }, delayMs);
    this.timer.unref?.();
  }

  private async deliver(delivery: ClaimedDelivery): Promise<AttemptOutcome & { id: string }> {
    if (delivery.integrationId !== null) return this.deliverToIntegration(delivery);
    const result = await this.attempt(delivery);
    const attempts = delivery.attempts + 1;
    const retryInMs = result.ok
      ? null
      : retryDelayMs(attempts, this.options.backoff, (this.options.random ?? Math.random)());
    return {
      id: delivery.id,
      delivered: result.ok,
      statusCode: result.statusCode,
      error: result.error,
      retryInMs: delivery.url && delivery.enabled && delivery.body !== '' ? retryInMs : null,
    };
  }

  private async deliverToIntegration(delivery: ClaimedDelivery): Promise<AttemptOutcome & { id: string }> {
    let result: IntegrationAttempt;
    try {
      result = this.options.sendToIntegration
        ? await this.options.sendToIntegration(delivery)
        : { ok: false, statusCode: null, error: 'integrations are not sent here', final: true };
    } catch (error) {
      result = { ok: false, statusCode: null, error: (error as Error).message, final: false };
    }
    const backoff = retryDelayMs(
      delivery.attempts + 1,
      this.options.backoff,
      (this.options.random ?? Math.random)(),
    );
    const retryInMs =
      result.ok || result.final || backoff === null ? null : Math.max(backoff, result.retryAfterMs ?? 0);
    return {
      id: delivery.id,
      delivered: result.ok,
      statusCode: result.statusCode,
      error: result.error,
      retryInMs,
    };
  }

  private async attempt(delivery: ClaimedDelivery): Promise<SendResult> {
    if (delivery.body === '') return { ok: false, statusCode: null, error: 'the lead was deleted' };
    if (!delivery.url || !delivery.secret)
      return { ok: false, statusCode: null, error: 'the webhook was removed' };
    if (!delivery.enabled) return { ok: false, statusCode: null, error: 'the webhook is turned off' };
    const timestamp = Math.floor(this.options.nowSeconds?.() ?? Date.now() / 1000);
    const headers = {
      'user-agent': 'Hookline-Webhooks/1.0',
      [EVENT_HEADER]: delivery.event,
      [DELIVERY_HEADER]: delivery.id,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(delivery.secret, timestamp, delivery.body),
    };
    try {
      return await sendWebhook(delivery.url, headers, delivery.body, this.options);
    } catch (error) {
      return { ok: false, statusCode: null, error: (error as Error).message };
    }
  }
}
