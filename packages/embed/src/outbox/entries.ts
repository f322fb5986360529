/** The kinds of event the outbox carries, each with its endpoint and encoding. */
export type OutboxKind = 'viewed' | 'closed' | 'conversion';

/** An event to deliver: `id` is its event id or conversion key (what makes a retry idempotent). */
export interface OutboxEvent {
  kind: OutboxKind;
  id: string;
  /** `/api/display/{kind}/{popup or viewer id}`, on the pixel's host. */
  path: string;
  body: Record<string, string>;
}

/** An event as stored: the event plus its delivery state. */
export interface OutboxEntry extends OutboxEvent {
  created_at: number;
  /** Failed attempts so far. */
  attempts: number;
  /** When the next attempt is due (ms since epoch). */
  next_at: number;
  /** A tab is sending it: other tabs leave it alone until then (ms since epoch). */
  sending_until?: number | undefined;
}

/** The most events kept waiting. */
export const MAX_ENTRIES = 100;
/** Events older than a week are stale: the visitor's session and the campaign have moved on. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The path names the entry's kind: stored data can never send a request to another endpoint. */
const PATH = /^\/api\/display\/(viewed|closed|conversion)\/[a-z0-9]{13}$/;
const ID = /^[\w-]{8,64}$/;

/**
 * Reads the stored outbox back. Storage belongs to the host page and may hold anything, so every
 * entry is checked: unreadable text and malformed or expired entries are dropped, never trusted.
 */
export function parseEntries(raw: string | null, now: number): OutboxEntry[] {
  let list: unknown;
  try {
    list = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(list)
    ? list.filter((value): value is OutboxEntry => {
        const {
          kind,
          id,
          path,
          body,
          created_at,
          attempts,
          next_at,
          sending_until = 0,
        } = Object(value) as Record<string, unknown>;
        return (
          typeof path === 'string' &&
          PATH.exec(path)?.[1] === kind &&
          typeof id === 'string' &&
          ID.test(id) &&
          // A plain object (what JSON makes of `{...}`) of strings.
          (body as object | null)?.constructor === Object &&
          Object.values(body as object).every((field) => typeof field === 'string') &&
          [created_at, attempts, next_at, sending_until].every(Number.isFinite) &&
          now - (created_at as number) <= MAX_AGE_MS
        );
      })
    : [];
}

/**
 * Keeps `entries` (oldest first) within `MAX_ENTRIES`, in place: drops the oldest views and closes
 * first, and conversions only when nothing else is left: a lead is the event a site owner can least
 * afford to lose.
 */
export function trimEntries(entries: OutboxEntry[]): OutboxEntry[] {
  while (entries.length > MAX_ENTRIES) {
    const view = entries.findIndex((entry) => entry.kind !== 'conversion');
    entries.splice(Math.max(view, 0), 1); // -1: only conversions left, the oldest goes
  }
  return entries;
}
