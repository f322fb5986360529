import { randomBytes } from 'node:crypto';
import type { Db } from '../client.ts';
import {
  eventTables,
  insertEvents,
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
  /** Largest group written in one statement. */
  maxBatch?: number;
  /**
   * Groups committing at once. 1 suits PGlite (one connection); a server database gains from
   * several, up to its pool size, since one group's commit (its WAL flush) overlaps the next
   * group's insert.
   */
  concurrency?: number;
}

/** An id for events that came without one of their own, so every row has a dedupe key. */
const serverEventId = () => `s_${randomBytes(12).toString('base64url')}`;

/**
 * Group-commit writer for views, closes and conversions. Events arriving within `maxDelayMs` of the
 * first, or while `concurrency` groups are committing, share the next group; a group is written with
 * one statement per kind of event (see `insertEvents`), each its own transaction, and each caller's
 * promise settles only after its statement commits. A retried event (same client id) is stored once,
 * and its caller gets the first row's id. If a statement fails, its events are written again in
 * halves, so one bad event cannot lose the others.
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

  /** Writes a group: one statement per kind of event in it. */
  private async commitGroup(group: Pending[]): Promise<void> {
    const byKind = new Map<Job['kind'], Pending[]>();
    for (const pending of group) {
      const list = byKind.get(pending.job.kind);
      if (list) list.push(pending);
      else byKind.set(pending.job.kind, [pending]);
    }
    await Promise.all([...byKind.values()].map((list) => this.commitKind(list)));
  }

  /**
   * Writes events of one kind in one statement. The statement is all or nothing, so when it fails
   * the events are written again in two halves, and so on down to the one that fails: a bad event
   * costs its group about 2·log2(size) more statements, and loses no other event.
   */
  private async commitKind(list: Pending[]): Promise<void> {
    try {
      const results = await insertEvents(
        this.db,
        eventTables[list[0]!.job.kind] as Parameters<typeof insertEvents>[1],
        list.map((p) => p.job.event),
      );
      list.forEach((pending, index) => {
        const result = results[index]!;
        if ('error' in result) pending.reject(result.error);
        else pending.resolve(result);
      });
    } catch (error) {
      if (list.length === 1) {
        list[0]!.reject(error);
        return;
      }
      const half = Math.ceil(list.length / 2);
      await this.commitKind(list.slice(0, half));
      await this.commitKind(list.slice(half));
    }
  }
}
