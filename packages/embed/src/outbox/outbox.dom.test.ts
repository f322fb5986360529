import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStore } from '../env.ts';
import type { OutboxEvent } from './entries.ts';
import { createOutbox, OUTBOX_STORAGE_KEY, type Outbox } from './outbox.ts';
import { CLAIM_MS } from './policy.ts';

const HOST = 'https://hookline.test';
const POPUP = 'popupid123456';
const VIEWER = 'viewerid12345';

/** A fake display API: answers each request with the next scripted status (or throws for 'offline'). */
function fakeServer(script: (number | 'offline')[] = []) {
  const requests: { url: string; init: RequestInit }[] = [];
  let fallback: number | 'offline' = 200;
  const pending: (() => void)[] = [];
  let holding = false;
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    if (holding) await new Promise<void>((resolve) => pending.push(resolve));
    const status = script.length > 0 ? script.shift()! : fallback;
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ poptin_view_id: '42' }), { status });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    requests,
    /** Requests wait until `release` (a slow network). */
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      pending.splice(0).forEach((resolve) => resolve());
    },
    answerFromNowOn(status: number | 'offline') {
      fallback = status;
    },
  };
}

const outboxes: Outbox[] = [];

function openOutbox(
  server: ReturnType<typeof fakeServer>,
  storage: KeyValueStore | null = localStorage,
  beacon?: (url: string, body: Blob) => boolean,
) {
  const log = vi.fn();
  const onDelivered = vi.fn();
  const outbox = createOutbox({
    endpoint: HOST,
    fetch: server.fetch,
    beacon,
    storage,
    timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (handle) => clearTimeout(handle) },
    now: () => Date.now(),
    random: () => 0.5,
    onDelivered,
    log,
  });
  outboxes.push(outbox);
  return { outbox, log, onDelivered };
}

const conversion = (id = 'conversion-key-1'): OutboxEvent => ({
  kind: 'conversion',
  id,
  path: `/api/display/conversion/${VIEWER}`,
  body: { poptin_id: POPUP, client_id: 'clientid12345', email: 'jane@example.com', conversion_key: id },
});

const viewed = (id = 'view-event-1'): OutboxEvent => ({
  kind: 'viewed',
  id,
  path: `/api/display/viewed/${POPUP}`,
  body: { viewer_id: VIEWER, client_id: 'clientid12345', event_id: id },
});

/** Lets pending fetch promises and their continuations run. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const stored = () => JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]') as { id: string }[];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  outboxes.splice(0).forEach((outbox) => outbox.stop());
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('outbox', () => {
  it('stores an event before sending it and removes it once the server acknowledges', async () => {
    const server = fakeServer();
    server.hold();
    const { outbox, onDelivered } = openOutbox(server);
    outbox.enqueue(conversion());
    expect(stored().map((entry) => entry.id)).toEqual(['conversion-key-1']);
    server.release();
    await settle();
    expect(stored()).toEqual([]);
    expect(onDelivered).toHaveBeenCalledOnce();
  });

  it('posts conversions form-encoded and other events as JSON, with keepalive', async () => {
    const server = fakeServer();
    const { outbox } = openOutbox(server);
    outbox.enqueue(conversion());
    outbox.enqueue(viewed());
    await settle();
    const [form, json] = server.requests;
    expect(form!.url).toBe(`${HOST}/api/display/conversion/${VIEWER}`);
    expect(form!.init.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(new URLSearchParams(String(form!.init.body)).get('email')).toBe('jane@example.com');
    expect(form!.init.keepalive).toBe(true);
    expect(json!.url).toBe(`${HOST}/api/display/viewed/${POPUP}`);
    expect(JSON.parse(String(json!.init.body))).toMatchObject({ viewer_id: VIEWER });
  });

  it('a conversion made while the API is unreachable is delivered once after a reload', async () => {
    const offline = fakeServer();
    offline.answerFromNowOn('offline');
    const first = openOutbox(offline);
    first.outbox.enqueue(conversion());
    await settle();
    expect(stored()).toHaveLength(1);
    first.outbox.stop(); // the visitor leaves

    const online = fakeServer();
    const second = openOutbox(online);
    second.outbox.flush({ force: true });
    await settle();
    expect(online.requests).toHaveLength(1);
    expect(new URLSearchParams(String(online.requests[0]!.init.body)).get('conversion_key')).toBe(
      'conversion-key-1',
    );
    expect(stored()).toEqual([]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(online.requests).toHaveLength(1);
  });

  it('drops an event the server refuses with a 4xx, and logs it', async () => {
    const server = fakeServer([400]);
    const { outbox, log } = openOutbox(server);
    outbox.enqueue(conversion());
    await settle();
    expect(stored()).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('refused by the server (400)'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.requests).toHaveLength(1);
  });

  it.each([429, 500, 503, 'offline'] as const)(
    'retries after %s with a growing backoff, capped at 60 s',
    async (failure) => {
      const server = fakeServer();
      server.answerFromNowOn(failure);
      const { outbox } = openOutbox(server);
      outbox.enqueue(conversion());
      await settle();
      const sentAt: number[] = [Date.now()];
      const start = Date.now();
      while (Date.now() - start < 300_000) {
        const before = server.requests.length;
        await vi.advanceTimersByTimeAsync(100);
        if (server.requests.length > before) sentAt.push(Date.now());
      }
      const gaps = sentAt.slice(1).map((time, i) => time - sentAt[i]!);
      expect(gaps.slice(0, 4).map((gap) => Math.round(gap / 1000))).toEqual([1, 2, 4, 8]);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(60_100);
      expect(gaps.at(-1)).toBeGreaterThanOrEqual(59_900);
      expect(stored()).toHaveLength(1);

      server.answerFromNowOn(200);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(stored()).toEqual([]);
    },
  );

  it('sends waiting events at once when the browser comes back online', async () => {
    const server = fakeServer(['offline']);
    const { outbox } = openOutbox(server);
    outbox.listen(window, document);
    outbox.enqueue(conversion());
    await settle();
    expect(server.requests).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(server.requests).toHaveLength(2);
    expect(stored()).toEqual([]);
  });

  it('sends everything waiting when the page is hidden, ignoring the backoff', async () => {
    const server = fakeServer(['offline', 'offline']);
    const { outbox } = openOutbox(server);
    outbox.listen(window, document);
    outbox.enqueue(conversion());
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(server.requests).toHaveLength(2);
  });

  it('sends everything waiting when the page is hidden', async () => {
    const server = fakeServer(['offline']);
    const { outbox } = openOutbox(server);
    outbox.listen(window, document);
    outbox.enqueue(conversion());
    await settle();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(server.requests).toHaveLength(2);
    expect(stored()).toEqual([]);
  });

  it('never sends an event twice at once', async () => {
    const server = fakeServer();
    server.hold();
    const { outbox } = openOutbox(server);
    outbox.enqueue(conversion());
    outbox.flush({ force: true });
    outbox.flush({ force: true });
    window.dispatchEvent(new Event('online'));
    expect(server.requests).toHaveLength(1);
    server.release();
    await settle();
    expect(server.requests).toHaveLength(1);
  });

  it('two tabs sharing storage: one does not send what the other has in flight', async () => {
    const slow = fakeServer();
    slow.hold();
    const tabA = openOutbox(slow);
    tabA.outbox.enqueue(conversion());
    expect(slow.requests).toHaveLength(1);

    const other = fakeServer();
    const tabB = openOutbox(other);
    tabB.outbox.flush({ force: true });
    tabB.outbox.enqueue(viewed()); // B's own events still go at once
    await settle();
    expect(other.requests.map((request) => request.url)).toEqual([`${HOST}/api/display/viewed/${POPUP}`]);

    slow.release();
    await settle();
    expect(tabA.onDelivered).toHaveBeenCalledOnce();
    tabB.outbox.flush({ force: true });
    await vi.advanceTimersByTimeAsync(CLAIM_MS + 100);
    expect(other.requests).toHaveLength(1);
    expect(stored()).toEqual([]);
  });

  it('sends an event a closed tab left unacknowledged once its claim runs out', async () => {
    const slow = fakeServer();
    slow.hold();
    const tabA = openOutbox(slow);
    tabA.outbox.enqueue(conversion());
    tabA.outbox.stop(); // tab A is closed mid-request

    const other = fakeServer();
    const tabB = openOutbox(other);
    tabB.outbox.flush({ force: true });
    await vi.advanceTimersByTimeAsync(CLAIM_MS - 1_000);
    expect(other.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(other.requests).toHaveLength(1);
    expect(stored()).toEqual([]);
  });

  it('a page that is left hands what it was sending to the next page at once', async () => {
    const slow = fakeServer();
    slow.hold();
    const leaving = openOutbox(slow);
    leaving.outbox.listen(window, document);
    leaving.outbox.enqueue(conversion());
    window.dispatchEvent(new Event('pagehide'));
    leaving.outbox.stop();

    const next = fakeServer();
    const arriving = openOutbox(next);
    arriving.outbox.flush({ force: true });
    await settle();
    expect(next.requests).toHaveLength(1);
    expect(stored()).toEqual([]);
  });

  it('drops corrupt or tampered stored data instead of trusting it', async () => {
    const good = { ...conversion(), created_at: Date.now(), attempts: 0, next_at: 0 };
    localStorage.setItem(
      OUTBOX_STORAGE_KEY,
      JSON.stringify([
        good,
        { ...good, id: 'evil-event-1', path: 'https://evil.example/steal' },
        { ...good, id: 'bad-body-1', body: { email: { nested: true } } },
        'garbage',
      ]),
    );
    const server = fakeServer();
    server.hold();
    const { outbox } = openOutbox(server);
    outbox.flush({ force: true });
    expect(server.requests.map((request) => request.url)).toEqual([
      `${HOST}/api/display/conversion/${VIEWER}`,
    ]);
    expect(stored().map((entry) => entry.id)).toEqual(['conversion-key-1']);
    server.release();
    await settle();
    expect(stored()).toEqual([]);

    localStorage.setItem(OUTBOX_STORAGE_KEY, '{not json');
    outbox.flush({ force: true });
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('sends an event stored twice (tampered storage) once at a time', async () => {
    const entry = { ...conversion(), created_at: Date.now(), attempts: 0, next_at: 0 };
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([entry, entry]));
    const server = fakeServer();
    openOutbox(server).outbox.flush({ force: true });
    await settle();
    expect(server.requests).toHaveLength(1);
    expect(stored()).toEqual([]);
  });

  it('looks at a far-off retry time from tampered storage again within a minute (no timer overflow)', async () => {
    const entry = { ...conversion(), created_at: Date.now(), attempts: 3, next_at: Date.now() + 1e12 };
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([entry]));
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const server = fakeServer();
    const { outbox } = openOutbox(server);
    outbox.flush();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(Math.max(...timeouts.mock.calls.map(([, ms]) => ms ?? 0))).toBeLessThanOrEqual(60_000);
    expect(server.requests).toHaveLength(0);
    outbox.flush({ force: true });
    await settle();
    expect(server.requests).toHaveLength(1);
  });

  it('keeps at most 100 events, dropping views before conversions', async () => {
    const server = fakeServer();
    server.answerFromNowOn('offline');
    const { outbox } = openOutbox(server);
    outbox.enqueue(conversion());
    for (let i = 0; i < 100; i++) outbox.enqueue(viewed(`view-event-${String(i).padStart(3, '0')}`));
    await settle();
    const ids = stored().map((entry) => entry.id);
    expect(ids).toHaveLength(100);
    expect(ids[0]).toBe('conversion-key-1');
    expect(ids).not.toContain('view-event-000');
    expect(ids.at(-1)).toBe('view-event-099');
  });

  it('keeps working in memory when storage is blocked or full', async () => {
    const full: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const server = fakeServer(['offline']);
    const { outbox } = openOutbox(server, full);
    outbox.enqueue(conversion());
    await settle();
    expect(outbox.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(server.requests).toHaveLength(2);
    expect(outbox.pending()).toEqual([]);
  });

  describe('in a browser with keepalive', () => {
    beforeEach(() => {
      if (!('keepalive' in Request.prototype))
        Object.defineProperty(Request.prototype, 'keepalive', { get: () => true, configurable: true });
    });
    afterEach(() => {
      delete (Request.prototype as unknown as Record<string, unknown>).keepalive;
    });

    it('hands a conversion too large for keepalive to sendBeacon when the page is left; the next page confirms it', async () => {
      const beacons: { url: string; type: string; text: string }[] = [];
      const beacon = vi.fn((url: string, body: Blob) => {
        beacons.push({ url, type: body.type, text: '' });
        void body.text().then((text) => (beacons.at(-1)!.text = text));
        return true;
      });
      const server = fakeServer(['offline']);
      const page = openOutbox(server, localStorage, beacon);
      page.outbox.listen(window, document);
      const big = conversion();
      for (let i = 0; i < 4; i++) big.body[`message_${i}`] = 'x'.repeat(9_000);
      page.outbox.enqueue(big);
      await settle();
      expect(server.requests).toHaveLength(1); // tried (and failed) while the page was open
      window.dispatchEvent(new Event('pagehide'));
      await settle();
      expect(beacon).toHaveBeenCalledOnce();
      expect(beacons[0]).toMatchObject({
        url: `${HOST}/api/display/conversion/${VIEWER}`,
        type: 'application/x-www-form-urlencoded',
      });
      expect(beacons[0]!.text).toContain('conversion_key=conversion-key-1');
      expect(server.requests).toHaveLength(1); // the beacon carried it, not a second fetch
      page.outbox.stop();

      // A beacon's answer is never known: the next page sends it again, and its conversion key makes
      // the server store it once.
      expect(stored().map((entry) => entry.id)).toEqual(['conversion-key-1']);
      const next = fakeServer();
      openOutbox(next).outbox.flush({ force: true });
      await settle();
      expect(next.requests).toHaveLength(1);
      expect(stored()).toEqual([]);
    });

    it('sends small events with keepalive fetch on pagehide, not by beacon', async () => {
      const beacon = vi.fn(() => true);
      const server = fakeServer(['offline']);
      const page = openOutbox(server, localStorage, beacon);
      page.outbox.listen(window, document);
      page.outbox.enqueue(conversion());
      await settle();
      window.dispatchEvent(new Event('pagehide'));
      await settle();
      expect(beacon).not.toHaveBeenCalled();
      expect(server.requests).toHaveLength(2);
      expect(server.requests[1]!.init.keepalive).toBe(true);
    });

    it('falls back to fetch when the browser refuses the beacon', async () => {
      const beacon = vi.fn(() => false);
      const server = fakeServer(['offline']);
      const page = openOutbox(server, localStorage, beacon);
      page.outbox.listen(window, document);
      const big = conversion();
      for (let i = 0; i < 4; i++) big.body[`message_${i}`] = 'x'.repeat(9_000);
      page.outbox.enqueue(big);
      await settle();
      window.dispatchEvent(new Event('pagehide'));
      await settle();
      expect(beacon).toHaveBeenCalledOnce();
      expect(server.requests).toHaveLength(2);
      expect(server.requests[1]!.init.keepalive).toBe(false);
    });
  });

  it('uses sendBeacon for conversions on pagehide in a browser without keepalive', async () => {
    const beacon = vi.fn(() => true);
    const server = fakeServer(['offline', 'offline']);
    const page = openOutbox(server, localStorage, beacon);
    page.outbox.listen(window, document);
    page.outbox.enqueue(conversion());
    page.outbox.enqueue(viewed());
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(beacon).toHaveBeenCalledOnce(); // the conversion; the JSON view goes by fetch
    expect(server.requests.filter((request) => request.url.includes('/viewed/'))).toHaveLength(2);
  });

  it('takes its events back when the page returns from the back-forward cache', async () => {
    const server = fakeServer(['offline', 'offline']);
    const page = openOutbox(server);
    page.outbox.listen(window, document);
    page.outbox.enqueue(viewed());
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(server.requests).toHaveLength(2);
    server.answerFromNowOn(200);
    window.dispatchEvent(new Event('pageshow'));
    await settle();
    expect(server.requests).toHaveLength(3);
    expect(stored()).toEqual([]);
  });
});
