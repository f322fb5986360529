import type { OutboxEntry } from './entries.ts';

/** keepalive requests share a 64 KiB budget per page; larger bodies go without it. */
const KEEPALIVE_MAX_BODY = 32 * 1024;
const FORM = 'application/x-www-form-urlencoded';

/**
 * One attempt at delivering `entry` to `endpoint`: a conversion form-encoded, the other events as
 * JSON, by `fetch` with keepalive when the body fits its budget. While the page is being left
 * (`leaving`), a conversion that keepalive cannot carry goes by `beacon` instead. The server's
 * answer, or undefined after a network error; nothing to wait for after a beacon (whose answer is
 * never known) or an error thrown at once, so that the entry's fate is settled while the page is
 * still there.
 */
export function postEvent(
  entry: OutboxEntry,
  endpoint: string,
  fetch: typeof globalThis.fetch,
  beacon: ((url: string, body: Blob) => boolean) | undefined,
  leaving: boolean | undefined,
): Promise<Response | undefined> | undefined {
  const form = entry.kind === 'conversion';
  const body = form ? String(new URLSearchParams(entry.body)) : JSON.stringify(entry.body);
  const type = form ? FORM : 'application/json';
  const url = endpoint + entry.path;
  const keepalive = body.length <= KEEPALIVE_MAX_BODY;
  try {
    // A beaconed conversion stays stored as if the attempt failed, and the next page sends it
    // again (its conversion key makes the server store it once).
    const beaconed =
      leaving &&
      form &&
      !(keepalive && 'keepalive' in Request.prototype) &&
      beacon?.(url, new Blob([body], { type }));
    if (!beaconed) {
      return fetch(url, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
        keepalive,
        credentials: 'omit',
      }).catch(() => undefined); // a network error (offline, blocked, CORS): retried
    }
  } catch {
    // As a network error.
  }
  return undefined;
}
