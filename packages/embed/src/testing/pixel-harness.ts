import { Window } from 'happy-dom';
import { vi } from 'vitest';
import type { TPopupRecord } from '@hookline/schema';
import type { LoaderEnv } from '../env.ts';
import type { MountPopupOptions, PopupChunk } from '../popup/contract.ts';
import * as runtimeChunk from '../runtime/index.ts';
import * as shopifyChunk from '../shopify/index.ts';
import * as hooklineShopChunk from '../hookline-shop/index.ts';
import type { StoreAdapterChunk, StoreIntegration } from '../store/adapter.ts';
import { CLIENT_ID, popupRecord } from './fixtures.ts';

export const HOST = 'https://hookline.test';

export interface Sent {
  method: string;
  path: string;
  body: Record<string, string>;
  contentType: string;
}

type Answer = Response | (() => Response | Promise<Response>);

/**
 * A fake Hookline host: the display API answering with `records` (or `display`), the click calls
 * answering with the record of the popup asked for, and the event and activity endpoints.
 */
export function fakeApi(records: unknown[] = [popupRecord()], display: Answer | null = null) {
  const sent: Sent[] = [];
  const clickRecords = new Map<string, unknown>();
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const contentType = new Headers(init?.headers).get('content-type') ?? '';
    const raw = String(init?.body ?? '');
    const body = !raw
      ? {}
      : contentType.includes('json')
        ? (JSON.parse(raw) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(raw));
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, body, contentType });
    if (url.pathname === `/api/display/${CLIENT_ID}`) {
      if (display) return typeof display === 'function' ? display() : display;
      return Response.json({
        display: records.length > 0,
        message: '',
        is_client_restriction: false,
        client_restriction_setting: null,
        poptins: records,
        if_freemium: false,
        country: 'United States',
        country_code: 'US',
        cc: 'US',
        ip: '203.0.113.7',
        lang: 'en',
      });
    }
    if (url.pathname.startsWith('/api/display/click/')) {
      const id = url.pathname.split('/').pop()!;
      const record =
        clickRecords.get(id) ?? records.find((candidate) => (candidate as TPopupRecord).poptin_id === id);
      if (!record) return Response.json({ error: 'not_found', message: 'no' }, { status: 404 });
      return Response.json({ display: true, country: 'United States', lang: 'en', poptins: [record] });
    }
    if (url.pathname.startsWith('/api/display/viewed/')) return Response.json({ poptin_view_id: '7' });
    if (url.pathname.startsWith('/api/display/conversion/'))
      return Response.json({ success: true, conversion_id: '9', integration: { conversion_code: '' } });
    return Response.json({ success: true });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls: fetch,
    sent,
    /** Records the click calls answer for popups not in the display response. */
    clickRecords,
    to: (prefix: string) => sent.filter((request) => request.path.startsWith(prefix)),
    displayCalls: () => sent.filter((request) => request.path === `/api/display/${CLIENT_ID}`),
  };
}

/** A stand-in for the popup chunk: a bare host element per popup, and the options it was given. */
export function fakeChunk(supported: readonly string[] = ['lightbox', 'embedded', 'bar']) {
  const mounted: MountPopupOptions[] = [];
  const chunk: PopupChunk = {
    supportsType: (type) => supported.includes(type),
    mountPopup(options) {
      const host = options.document.createElement('div');
      host.setAttribute('data-hookline-popup', options.popup.id);
      (options.container ?? options.document.body).appendChild(host);
      mounted.push(options);
      let closed = false;
      return {
        close(trigger) {
          if (closed) return;
          closed = true;
          host.remove();
          options.onClose(trigger);
        },
      };
    },
  };
  return {
    chunk,
    mounted,
    /** The options of the last popup mounted with this id. */
    of: (id: string) => [...mounted].reverse().find((options) => options.popup.id === id),
  };
}

let ids = 0;

/** The store adapter chunks, from their sources (as the runtime chunk is). */
export const STORE_ADAPTER_CHUNKS: Record<StoreIntegration, StoreAdapterChunk> = {
  shopify: shopifyChunk,
  hookline: hooklineShopChunk,
};

/** A fresh page (its own window, storage and history) with the pixel's install tag, and its env. */
export function testPage(options: {
  fetch: typeof globalThis.fetch;
  chunk?: PopupChunk;
  url?: string;
  tag?: string;
  userAgent?: string;
  /** The document's ready state when the pixel starts; `complete` unless told. */
  readyState?: DocumentReadyState;
  /** Loads a store adapter chunk; the adapters' sources unless told (a fake, a failure). */
  loadStoreAdapter?: LoaderEnv['loadStoreAdapter'];
}) {
  const window = new Window({
    url: options.url ?? 'https://shop.example.com/',
    width: 1280,
    height: 800,
  });
  const document = window.document;
  Object.defineProperty(document, 'readyState', {
    value: options.readyState ?? 'complete',
    configurable: true,
  });
  Object.defineProperty(window.navigator, 'userAgent', {
    value:
      options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
    configurable: true,
  });
  document.title = 'Mugs';
  document.body.innerHTML = '<main>Host page</main>';
  const script = document.createElement('script');
  script.type = 'text/plain'; // keeps happy-dom from loading it
  script.id = 'hookline-pixel';
  script.setAttribute('src', options.tag ?? `${HOST}/pixel.js?id=${CLIENT_ID}`);
  document.head.appendChild(script);
  const chunk = options.chunk ?? fakeChunk().chunk;
  const env: LoaderEnv = {
    window: window as unknown as globalThis.Window,
    document: document as unknown as globalThis.Document,
    fetch: options.fetch,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    now: () => Date.now(),
    random: () => 0.5,
    randomId: () => `event-id-${++ids}`,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    // The test page is always idle.
    whenIdle: (run) => void setTimeout(run, 0),
    loadPopupChunk: async () => chunk,
    loadRuntimeChunk: async () => runtimeChunk,
    loadStoreAdapter: options.loadStoreAdapter ?? (async (integration) => STORE_ADAPTER_CHUNKS[integration]),
  };
  return {
    window,
    document: env.document,
    env,
    close: () => window.happyDOM.abort(),
  };
}

/** Dispatches an event made in the test page's window on any of its targets. */
export const dispatch = (target: { dispatchEvent(event: never): boolean }, event: unknown): boolean =>
  target.dispatchEvent(event as never);

/** Lets time pass, with promises settled in between. */
export const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
