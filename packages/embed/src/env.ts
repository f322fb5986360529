import type { PopupChunk } from './popup/contract.ts';
import type { RuntimeChunk } from './runtime-contract.ts';
import type { StoreAdapterChunk, StoreIntegration } from './store/adapter.ts';

/** The part of `Storage` the loader uses; every call may throw (blocked or full storage). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type TimerHandle = ReturnType<typeof setTimeout>;

export interface Timers {
  setTimeout(run: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/**
 * Everything the loader takes from the browser, gathered in `globals.ts` and passed down, so that
 * tests run the loader over fakes and no other module touches a browser global.
 */
export interface LoaderEnv extends Timers {
  window: Window;
  document: Document;
  fetch: typeof fetch;
  /** Null when storage is blocked (privacy modes, sandboxed frames); opened on first use. */
  readonly localStorage: KeyValueStore | null;
  readonly sessionStorage: KeyValueStore | null;
  /** Runs `run` when the browser is idle (`requestIdleCallback`), or after `timeoutMs` at the latest. */
  whenIdle(run: () => void, timeoutMs: number): void;
  now(): number;
  random(): number;
  /** A new event id: 21 characters of [A-Za-z0-9_-]. */
  randomId(): string;
  loadPopupChunk(host: string): Promise<PopupChunk>;
  /** Loads the targeting runtime (triggers, display rules, the popup controller). */
  loadRuntimeChunk(host: string): Promise<RuntimeChunk>;
  /** Loads a store platform's adapter chunk (src/store/adapter.ts); asked only on its stores. */
  loadStoreAdapter(integration: StoreIntegration, host: string): Promise<StoreAdapterChunk>;
  /** `navigator.sendBeacon`, when the browser has it. */
  sendBeacon?(url: string, body: Blob): boolean;
}
