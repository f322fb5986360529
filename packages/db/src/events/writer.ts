import { randomBytes } from 'node:crypto';
import type { Db } from '../client.ts';
import { asDb } from '../core/transaction.ts';
import {
  writeJobs,
  type CloseEvent,
  type ConversionEvent,
  type Job,
  type Recorded,
  type ViewEvent,
} from './group-insert.ts';

export type { CloseEvent, ConversionEvent, Recorded, ViewEvent } from './group-insert.ts';

interface Pending {
  job: Job;
  resolve(result: Recorded): void;
  reject(error: unknown): void;
}

export interface EventWriterOptions {
  /** How long the first event of a group waits for company before the group commits. */
  maxDelayMs?: number;
  /** Largest group written in one transaction. */
  maxBatch?: number;
  /**
   * Groups committing at once. 1 suits PGlite (one connection); a server database gains from a few,
   * since one group's commit (its fsync) overlaps the next group's inserts.
   */
  concurrency?: number;
}

/** An id for events that came without one of their own, so every row has a dedupe key. */
const serverEventId = () => `s_${randomBytes(12).toString('base64url')}`;

/**
 * Group-commit writer for views, closes and conversions. Events arriving within `maxDelayMs` of the
 * first, or while `concurrency` groups are committing, share the next transaction; each caller's promise settles
 * only after that transaction commits. A retried event (same client id) is stored once, and its
 * caller gets the first row's id. If a group fails, its events are retried one per transaction, so
 * one bad event cannot lose the others.
 */
export class EventWriter {
  private readonly maxDelayMs: number;
  private readonly maxBatch: number;
  private queue: Pending[] = [];
  private readonly concurrency: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    options: EventWriterOptions = {},
  ) {
    this.maxDelayMs = options.maxDelayMs ?? 2;
    this.maxBatch = options.maxBatch ?? 1000;
    this.concurrency = options.concurrency ?? 1;
  }

  recordView(event: ViewEvent): Promise<Recorded> {
    return this.enqueue({ kind: 'view', event: { ...event, eventId: event.eventId ?? serverEventId() } });
  }

  recordClose(event: CloseEvent): Promise<Recorded> {
    return this.enqueue({ kind: 'close', event: { ...event, eventId: event.eventId ?? serverEventId() } });
  }

  recordConversion(event: ConversionEvent): Promise<Recorded> {
    return this.enqueue({
      kind: 'conversion',
      event: { ...event, conversionKey: event.conversionKey ?? serverEventId() },
    });
  }

  /** Resolves once everything queued so far is committed (or failed). */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.inFlight.size > 0 || this.timer) {
      if (this.inFlight.size === 0) this.run();
      await Promise.all(this.inFlight);
    }
  }

  private enqueue(job: Job): Promise<Recorded> {
    return new Promise<Recorded>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      if (this.inFlight.size >= this.concurrency) return; // taken when a group commits
      if (this.queue.length >= this.maxBatch) this.run();
      else this.schedule();
    });
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run();
    }, this.maxDelayMs);
  }

  /** Starts groups while there are events and a free slot; each finished group starts the next. */
  private run(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.inFlight.size < this.concurrency && this.queue.length > 0) {
      const group = this.commitGroup(this.queue.splice(0, this.maxBatch)).finally(() => {
        this.inFlight.delete(group);
        if (this.queue.length > 0) this.run();
      });
      this.inFlight.add(group);
    }
  }

  private async commitGroup(group: Pending[]): Promise<void> {
    try {
      const results = await this.db.transaction((tx) =>
        writeJobs(
          asDb(tx),
          group.map((p) => p.job),
        ),
      );
      group.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      for (const pending of group) {
        try {
          const [result] = await this.db.transaction((tx) => writeJobs(asDb(tx), [pending.job]));
          pending.resolve(result!);
        } catch (singleError) {
          pending.reject(singleError);
        }
      }
    }
  }
}
