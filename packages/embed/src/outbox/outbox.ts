import type { KeyValueStore, TimerHandle, Timers } from '../env.ts';
import {
  OUTBOX_LIMITS,
  parseStoredEntries,
  trimEntries,
  type OutboxEntry,
  type OutboxEvent,
} from './entries.ts';
import { deliveryOutcome, retryDelayMs, type DeliveryOutcome } from './policy.ts';

export const OUTBOX_STORAGE_KEY = 'hookline_outbox';
/** How long a page's claim on an event it is sending holds against other tabs. */
export const LEASE_MS = 20_000;
/** keepalive requests share a 64 KiB budget per page; larger bodies go without it. */
const KEEPALIVE_MAX_BODY = 32 * 1024;

export interface OutboxOptions {
  /** The pixel's host; event paths are relative to it. */
  endpoint: string;
  fetch: typeof fetch;
  /** Null keeps events in memory only (blocked storage). */
  storage: KeyValueStore | null;
  timers: Timers;
  now(): number;
  random?(): number;
  /** Tells this outbox's claims from other tabs'. */
  ownerId: string;
  storageKey?: string;
  /**
   * `navigator.sendBeacon`: when the page is being left, a conversion too large for a keepalive
   * request (or any conversion in a browser without keepalive) goes by beacon.
   */
  beacon?(url: string, body: Blob): boolean;
  /** Called once per delivered event with the server's answer. */
  onDelivered?(entry: OutboxEntry, response: Response): void;
  log?(message: string, detail?: unknown): void;
}

export interface Outbox {
  /** Stores the event (before anything is sent), then sends it. */
  enqueue(event: OutboxEvent): void;
  /**
   * Sends the events that are due; `force` sends every waiting event now, ignoring backoff.
   * `claim: false` (the page is being left) sends without claiming, and gives up this page's claims
   * so that the next page can send at once whatever is still unacknowledged.
   */
  flush(options?: { force?: boolean; claim?: boolean }): void;
  /** The events waiting for delivery, as stored. */
  pending(): OutboxEntry[];
  /** Retries when the browser is back online; sends what is left when the page is hidden or left. */
  listen(
    window: Pick<Window, 'addEventListener'>,
    document?: Pick<Document, 'addEventListener' | 'visibilityState'>,
  ): void;
  /** Stops timers (tests, page teardown). */
  stop(): void;
}

const FORM = 'application/x-www-form-urlencoded';

/** Whether `fetch` can outlive the page here (`keepalive`); older browsers drop the option. */
const keepaliveWorks = () => typeof Request === 'function' && 'keepalive' in Request.prototype;

function requestFor(entry: OutboxEntry): RequestInit & { body: string } {
  const form = entry.kind === 'conversion';
  const body = form ? new URLSearchParams(entry.body).toString() : JSON.stringify(entry.body);
  return {
    method: 'POST',
    headers: { 'content-type': form ? FORM : 'application/json' },
    body,
    keepalive: body.length <= KEEPALIVE_MAX_BODY,
    credentials: 'omit',
  };
}

/**
 * The event outbox: every viewed, closed and conversion event is written to storage before it is
 * sent and removed only when the server acknowledges it (2xx). Network errors, 408, 429 and 5xx are
 * retried with exponential backoff (1 s doubling to 60 s); other 4xx are dropped and logged. Events
 * left by an earlier page are sent by the next one. An event is never sent twice at once: this
 * outbox tracks what it has in flight, and a lease in storage keeps other tabs off it; the event id
 * makes any remaining repeat harmless on the server.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const key = options.storageKey ?? OUTBOX_STORAGE_KEY;
  const random = options.random ?? (() => 0.5);
  const log = options.log ?? (() => undefined);
  const inFlight = new Set<string>();
  let memory: OutboxEntry[] = [];
  let storage = options.storage;
  let timer: TimerHandle | undefined;
  let stopped = false;

  function write(entries: OutboxEntry[]): void {
    memory = entries;
    if (!storage) return;
    try {
      if (entries.length > 0) storage.setItem(key, JSON.stringify(entries));
      else storage.removeItem(key);
    } catch (error) {
      storage = null;
      log('storage is full or blocked; events are kept for this page only', error);
    }
  }

  function read(): OutboxEntry[] {
    if (!storage) return memory;
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      storage = null;
      return memory;
    }
    const { entries, dropped } = parseStoredEntries(raw, options.now());
    if (dropped > 0) {
      log(`dropped ${dropped} unreadable or expired stored event(s)`);
      write(entries);
    }
    return entries;
  }

  const leasedElsewhere = (entry: OutboxEntry, now: number) =>
    entry.lease_owner !== undefined &&
    entry.lease_owner !== options.ownerId &&
    (entry.lease_until ?? 0) > now;

  const unclaimed = ({ lease_owner: _owner, lease_until: _until, ...entry }: OutboxEntry): OutboxEntry =>
    entry;

  function schedule(): void {
    if (timer !== undefined) options.timers.clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const now = options.now();
    let soonest = Infinity;
    for (const entry of read()) {
      if (inFlight.has(entry.id)) continue;
      const at = leasedElsewhere(entry, now) ? (entry.lease_until ?? now) : entry.next_at;
      soonest = Math.min(soonest, at);
    }
    if (soonest === Infinity) return;
    timer = options.timers.setTimeout(() => flush(), Math.max(10, soonest - now));
  }

  function settle(entry: OutboxEntry, outcome: DeliveryOutcome, response: Response | undefined): void {
    const now = options.now();
    const entries = read();
    if (outcome === 'retry') {
      write(
        entries.map((stored) => {
          if (stored.id !== entry.id) return stored;
          const attempts = stored.attempts + 1;
          return { ...unclaimed(stored), attempts, next_at: now + retryDelayMs(attempts, random()) };
        }),
      );
    } else {
      write(entries.filter((stored) => stored.id !== entry.id));
    }
    if (outcome === 'refused') {
      log(`${entry.kind} event refused by the server (${response?.status ?? '?'}); dropped`);
    }
    if (outcome === 'delivered' && response && options.onDelivered) {
      try {
        options.onDelivered(entry, response);
      } catch (error) {
        log('handling a delivered event failed', error);
      }
    }
  }

  /**
   * Hands a conversion to the browser's beacon queue while the page is being left, when a
   * keepalive request cannot carry it. A beacon's answer is never known, so the entry stays stored
   * and the next page sends it again; its conversion key makes the server store it once.
   */
  function beaconed(entry: OutboxEntry, request: ReturnType<typeof requestFor>, leaving: boolean): boolean {
    if (!leaving || entry.kind !== 'conversion' || !options.beacon) return false;
    if (request.keepalive && keepaliveWorks()) return false;
    try {
      return options.beacon(`${options.endpoint}${entry.path}`, new Blob([request.body], { type: FORM }));
    } catch {
      return false;
    }
  }

  async function send(entry: OutboxEntry, leaving = false): Promise<void> {
    const request = requestFor(entry);
    if (beaconed(entry, request, leaving)) return;
    inFlight.add(entry.id);
    let outcome: DeliveryOutcome = 'retry';
    let response: Response | undefined;
    try {
      response = await options.fetch(`${options.endpoint}${entry.path}`, request);
      outcome = deliveryOutcome(response.status);
    } catch {
      // A network error (offline, blocked, CORS): retried with backoff.
    }
    inFlight.delete(entry.id);
    try {
      settle(entry, outcome, response);
    } finally {
      schedule();
    }
  }

  function flush({ force = false, claim = true } = {}): void {
    if (stopped) return;
    const now = options.now();
    const due: OutboxEntry[] = [];
    let changed = false;
    const entries = read().map((entry) => {
      if (!claim && entry.lease_owner === options.ownerId) {
        // Leaving the page: whatever this page was sending is the next page's to finish.
        changed = true;
        entry = unclaimed(entry);
      }
      if (inFlight.has(entry.id) || leasedElsewhere(entry, now)) return entry;
      if (!force && entry.next_at > now) return entry;
      const sent = claim ? { ...entry, lease_owner: options.ownerId, lease_until: now + LEASE_MS } : entry;
      due.push(sent);
      changed ||= claim;
      return sent;
    });
    if (changed) write(entries);
    for (const entry of due) void send(entry, !claim);
    schedule();
  }

  function enqueue(event: OutboxEvent): void {
    const now = options.now();
    const entry: OutboxEntry = { ...event, created_at: now, attempts: 0, next_at: now };
    const entries = [...read().filter((stored) => stored.id !== event.id), entry];
    const kept = trimEntries(entries, OUTBOX_LIMITS.maxEntries);
    if (kept.length < entries.length)
      log(`outbox full; dropped ${entries.length - kept.length} old event(s)`);
    write(kept);
    flush();
  }

  return {
    enqueue,
    flush,
    pending: () => read(),
    listen(window, document) {
      const sendAll = (claim: boolean) => () => {
        try {
          flush({ force: true, claim });
        } catch (error) {
          log('sending events failed', error);
        }
      };
      window.addEventListener('online', sendAll(true));
      window.addEventListener('pagehide', sendAll(false));
      // A page restored from the back-forward cache takes its events back.
      window.addEventListener('pageshow', sendAll(true));
      document?.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') sendAll(true)();
      });
    },
    stop() {
      stopped = true;
      if (timer !== undefined) options.timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
