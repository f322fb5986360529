import type { KeyValueStore } from './env.ts';

/**
 * The storage behind `open`, or null when the browser refuses it: reading `localStorage` throws in
 * sandboxed frames and with cookies blocked, and writing throws in some privacy modes.
 */
export function usableStorage(open: () => Storage | null | undefined): KeyValueStore | null {
  try {
    const storage = open();
    if (!storage) return null;
    const probe = '__hookline_probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
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
