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
  /** The outbox (page) sending it now, and until when the claim holds. */
  lease_owner?: string;
  lease_until?: number;
}

export const OUTBOX_LIMITS = {
  maxEntries: 100,
  /** Events older than a week are stale: the visitor's session and the campaign have moved on. */
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  maxBodyKeys: 120,
  maxValueLength: 10_000,
} as const;

const EVENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const PATHS: Record<OutboxKind, RegExp> = {
  viewed: /^\/api\/display\/viewed\/[a-z0-9]{13}$/,
  closed: /^\/api\/display\/closed\/[a-z0-9]{13}$/,
  conversion: /^\/api\/display\/conversion\/[a-z0-9]{13}$/,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whether `path` is the endpoint of `kind`: stored data can never send a request elsewhere. */
export function isOutboxPath(kind: OutboxKind, path: string): boolean {
  return PATHS[kind].test(path);
}

function stringBody(value: unknown): Record<string, string> | null {
  if (!isObject(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > OUTBOX_LIMITS.maxBodyKeys) return null;
  for (const [, field] of entries) {
    if (typeof field !== 'string' || field.length > OUTBOX_LIMITS.maxValueLength) return null;
  }
  return value as Record<string, string>;
}

/** One stored entry, checked field by field; null when anything is off. */
export function parseEntry(value: unknown, now: number): OutboxEntry | null {
  if (!isObject(value)) return null;
  const { kind, id, path } = value;
  if (kind !== 'viewed' && kind !== 'closed' && kind !== 'conversion') return null;
  if (typeof id !== 'string' || !EVENT_ID.test(id)) return null;
  if (typeof path !== 'string' || !isOutboxPath(kind, path)) return null;
  const body = stringBody(value.body);
  if (!body) return null;
  const { created_at, attempts, next_at, lease_owner, lease_until } = value;
  if (!isTime(created_at) || now - created_at > OUTBOX_LIMITS.maxAgeMs) return null;
  if (!isTime(attempts) || attempts < 0 || !isTime(next_at)) return null;
  const entry: OutboxEntry = { kind, id, path, body, created_at, attempts, next_at };
  if (typeof lease_owner === 'string' && isTime(lease_until)) {
    entry.lease_owner = lease_owner;
    entry.lease_until = lease_until;
  }
  return entry;
}

/**
 * Reads the stored outbox back. Storage belongs to the host page and may hold anything, so every
 * entry is checked: unreadable text, broken or expired entries and repeated ids are dropped and
 * counted, never trusted.
 */
export function parseStoredEntries(
  raw: string | null,
  now: number,
): { entries: OutboxEntry[]; dropped: number } {
  if (raw === null || raw === '') return { entries: [], dropped: 0 };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { entries: [], dropped: 1 };
  }
  if (!Array.isArray(data)) return { entries: [], dropped: 1 };
  const entries: OutboxEntry[] = [];
  const seen = new Set<string>();
  for (const item of data) {
    const entry = parseEntry(item, now);
    if (entry && !seen.has(entry.id)) {
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return { entries, dropped: data.length - entries.length };
}

/**
 * Keeps the outbox within `max` entries, dropping the oldest views and closes first: a lead is the
 * event a site owner can least afford to lose.
 */
export function trimEntries(entries: OutboxEntry[], max: number): OutboxEntry[] {
  let excess = entries.length - max;
  if (excess <= 0) return entries;
  const drop = new Set<string>();
  for (const kinds of [['viewed', 'closed'], ['conversion']]) {
    for (const entry of entries) {
      if (excess > 0 && kinds.includes(entry.kind)) {
        drop.add(entry.id);
        excess--;
      }
    }
  }
  return entries.filter((entry) => !drop.has(entry.id));
}
