import { importRuntimeChunk, importStoreAdapter } from './chunk-loader.ts';
import type { KeyValueStore, LoaderEnv } from './env.ts';
import { randomId } from './random-id.ts';
import { usableStorage } from './storage.ts';

/**
 * The one module that reaches browser globals. Everything else receives them as a `LoaderEnv`, so a
 * missing global (no fetch in an old browser, blocked storage) is handled here, once.
 */
export function browserEnv(): LoaderEnv | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  if (typeof window.fetch !== 'function') return null;
  const crypto = typeof window.crypto?.getRandomValues === 'function' ? window.crypto : undefined;
  // Opened on first use, when the pixel starts (page loaded, browser idle): the first touch of a
  // page's storage waits for the browser to load it, several ms of main thread at 4x slowdown.
  let local: KeyValueStore | null | undefined;
  let session: KeyValueStore | null | undefined;
  const idle =
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback.bind(window) : null;
  return {
    window,
    document,
    fetch: window.fetch.bind(window),
    get localStorage() {
      return local === undefined ? (local = usableStorage(() => window.localStorage)) : local;
    },
    get sessionStorage() {
      return session === undefined ? (session = usableStorage(() => window.sessionStorage)) : session;
    },
    whenIdle: (run, timeoutMs) => (idle ? idle(() => run(), { timeout: timeoutMs }) : setTimeout(run, 0)),
    now: () => Date.now(),
    random: () => Math.random(),
    randomId: () => randomId(crypto, Math.random),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    // The renderer travels in the runtime chunk (src/chunks/runtime.ts).
    loadPopupChunk: importRuntimeChunk,
    loadRuntimeChunk: importRuntimeChunk,
    loadStoreAdapter: importStoreAdapter,
    sendBeacon:
      typeof window.navigator.sendBeacon === 'function'
        ? (url, body) => window.navigator.sendBeacon(url, body)
        : undefined,
  };
}

/**
 * The script element running now. Only meaningful while the loader's first statement runs, so the
 * entry reads it before anything waits.
 */
export function runningScript(): Element | null {
  try {
    return typeof document === 'undefined' ? null : document.currentScript;
  } catch {
    return null;
  }
}
