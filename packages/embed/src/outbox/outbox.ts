import type { KeyValueStore, TimerHandle, Timers } from '../env.ts';
import { trimEntries, type OutboxEntry, type OutboxEvent } from './entries.ts';
import { CLAIM_MS, MAX_RETRY_DELAY_MS, refused, retryDelayMs } from './policy.ts';
import { postEvent } from './post.ts';
import { storedEntries } from './stored-entries.ts';

export { OUTBOX_STORAGE_KEY } from './stored-entries.ts';

export interface OutboxOptions {
  /** The pixel's host; event paths are relative to it. */
  endpoint: string;
  fetch: typeof fetch;
  /** Null keeps events in memory only (blocked storage). */
  storage: KeyValueStore | null;
  timers: Timers;
  now(): number;
  /** In [0, 1): spreads retries. */
  random(): number;
  /**
   * `navigator.sendBeacon`: when the page is being left, a conversion too large for a keepalive
   * request (or any conversion in a browser without keepalive) goes by beacon.
   */
  beacon?(url: string, body: Blob): boolean;
  /** Called once per delivered event with the server's answer. */
  onDelivered(entry: OutboxEntry, response: Response): void;
  log(message: string): void;
}

export interface Outbox {
  /** Stores the event (before anything is sent), then sends it. */
  enqueue(event: OutboxEvent): void;
  /**
   * Sends the events that are due; `force` sends every waiting event now, ignoring backoff (but
   * not another tab's claim). `leaving` (the page is being left) sends without claiming and gives
   * up this page's claims, so that the next page sends at once whatever is still unacknowledged.
   */
  flush(options?: { force?: boolean; leaving?: boolean }): void;
  /** The events waiting for delivery, as stored. */
  pending(): OutboxEntry[];
  /**
   * Sends every waiting event at once when the browser is back online and when the page is shown,
   * hidden or left (`pagehide`, which hands this page's claims to the next page).
   */
  listen(
    window: Pick<Window, 'addEventListener'>,
    document?: Pick<Document, 'addEventListener' | 'visibilityState'>,
  ): void;
  /** Stops timers and sending (tests, page teardown). */
  stop(): void;
}

/**
 * The event outbox: every viewed, closed and conversion event is written to storage before it is
 * sent and removed only when the server acknowledges it (2xx). Network errors, 408, 429 and 5xx are
 * retried with backoff (1 s doubling to 60 s, ±10%); other 4xx are dropped and logged. Events left
 * by an earlier page are sent by the next one. One page never sends an event twice at once (it
 * knows what it has in flight), and a claim in storage (`sending_until`) keeps other tabs off it
 * meanwhile; the event id makes a rare repeat harmless on the server. Blocked or full storage
 * leaves the events in memory for the rest of the page.
 */
export function createOutbox({
  endpoint,
  fetch,
  storage,
  timers,
  now,
  random,
  beacon,
  onDelivered,
  log,
}: OutboxOptions): Outbox {
  const inFlight = new Set<string>();
  const [read, write] = storedEntries(storage, now);
  let timer: TimerHandle | undefined;
  let stopped = false;

  /** One attempt at `entry` (already marked in flight), then its fate: removed, or due again later. */
  async function send(entry: OutboxEntry, leaving?: boolean): Promise<void> {
    const posting = postEvent(entry, endpoint, fetch, beacon, leaving);
    const response = posting && (await posting);
    inFlight.delete(entry.id);
    const status = response?.status ?? 0;
    const refusal = refused(status);
    const retry = !response?.ok && !refusal;
    const entries = read().filter((stored) => retry || stored.id !== entry.id);
    for (const stored of entries) {
      if (stored.id === entry.id) {
        stored.attempts++;
        stored.next_at = now() + retryDelayMs(stored.attempts, random());
        stored.sending_until = undefined;
      }
    }
    write(entries);
    if (refusal) log(`${entry.kind} event refused by the server (${status}); dropped`);
    flush();
    if (response?.ok) onDelivered(entry, response);
  }

  function flush({ force, leaving }: { force?: boolean; leaving?: boolean } = {}): void {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const at = now();
    const entries = read();
    const due: OutboxEntry[] = [];
    let soonest = Infinity;
    for (const entry of entries) {
      if (inFlight.has(entry.id)) {
        // Leaving the page: what it is still sending is the next page's to finish.
        if (leaving) entry.sending_until = undefined;
        continue;
      }
      const claimEnd = entry.sending_until ?? 0;
      if (claimEnd > at || (!force && entry.next_at > at)) {
        soonest = Math.min(soonest, Math.max(claimEnd, entry.next_at));
      } else {
        entry.sending_until = leaving ? undefined : at + CLAIM_MS;
        inFlight.add(entry.id);
        due.push(entry);
      }
    }
    // Also takes unreadable, malformed and expired entries out of storage.
    write(entries);
    // A far-off time (a changed clock, tampered storage) is looked at again a minute later rather
    // than overflowing the timer.
    if (soonest < Infinity) timer = timers.setTimeout(flush, Math.min(soonest - at, MAX_RETRY_DELAY_MS));
    for (const entry of due) void send(entry, leaving);
  }

  return {
    enqueue(event) {
      const at = now();
      write(
        trimEntries([
          ...read().filter((stored) => stored.id !== event.id),
          { ...event, created_at: at, attempts: 0, next_at: at },
        ]),
      );
      flush();
    },
    flush,
    pending: read,
    listen(window, document) {
      for (const type of ['online', 'pageshow', 'pagehide'])
        window.addEventListener(type, () => flush({ force: true, leaving: type === 'pagehide' }));
      document?.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush({ force: true });
      });
    },
    stop() {
      stopped = true;
      flush(); // clears the timer
    },
  };
}
