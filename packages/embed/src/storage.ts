import type { KeyValueStore } from './env.ts';

/**
 * The storage behind `open`, or null when the browser refuses it: reading `localStorage` throws in
 * sandboxed frames and with cookies blocked. The check only reads: a write probe on every page view
 * cost about 8 ms of main thread (4x slowdown), and writes are checked where they happen anyway
 * (`writeItem`; the visitor store moves to memory when one is refused, as in some privacy modes).
 */
export function usableStorage(open: () => Storage | null | undefined): KeyValueStore | null {
  try {
    const storage = open();
    if (!storage) return null;
    storage.getItem('');
    return storage;
  } catch {
    return null;
  }
}

/** The stored text under `key`, or null when absent or unreadable. */
export function readItem(storage: KeyValueStore | null, key: string): string | null {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when storage is missing, blocked or full. */
export function writeItem(storage: KeyValueStore | null, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
