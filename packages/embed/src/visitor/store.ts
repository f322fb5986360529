import { parseStoredValue, storedValue } from '@hookline/rules';
import type { KeyValueStore } from '../env.ts';
import { readItem, writeItem } from '../storage.ts';

/**
 * The visitor's storage as the pixel uses it: values in local storage that expire, and plain
 * values in session storage. Blocked storage falls back to memory, so the page still works and
 * the visitor is simply new on every page.
 */
export interface VisitorStore {
  /** A local value, or null when absent, expired or not written by the pixel. */
  get(key: string): string | null;
  /** Writes a local value that lives `lifetimeMs`. */
  set(key: string, value: string, lifetimeMs: number): void;
  session(key: string): string | null;
  setSession(key: string, value: string): void;
}

const memory = (): KeyValueStore => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
};

export function createVisitorStore(
  local: KeyValueStore | null,
  session: KeyValueStore | null,
  now: () => number,
): VisitorStore {
  let localStore = local ?? memory();
  let sessionStore = session ?? memory();
  // Storage is checked by reading only (see usableStorage): a refused write moves that store to
  // memory, so what the page wrote it still reads back.
  return {
    get: (key) => parseStoredValue(readItem(localStore, key), now()),
    set: (key, value, lifetimeMs) => {
      value = storedValue(value, now(), lifetimeMs);
      if (!writeItem(localStore, key, value)) writeItem((localStore = memory()), key, value);
    },
    session: (key) => readItem(sessionStore, key),
    setSession: (key, value) => {
      if (!writeItem(sessionStore, key, value)) writeItem((sessionStore = memory()), key, value);
    },
  };
}
