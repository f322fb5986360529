import type { KeyValueStore } from '../env.ts';
import { parseEntries, type OutboxEntry } from './entries.ts';

/** The storage key of the outbox's entries (the loader reads it to know whether events are left). */
export const OUTBOX_STORAGE_KEY = 'hookline_outbox';

/**
 * Where the outbox keeps its entries: `storage` under `hookline_outbox`, read back defensively
 * (`parseEntries`: malformed and expired entries are dropped); in memory from the first read or
 * write that storage refuses (blocked or full) for the rest of the page. Returns how to read them
 * and how to write them all.
 */
export function storedEntries(
  storage: KeyValueStore | null,
  now: () => number,
): [read: () => OutboxEntry[], write: (entries: OutboxEntry[]) => void] {
  let memory: OutboxEntry[] = [];
  return [
    () => {
      try {
        if (storage) return parseEntries(storage.getItem(OUTBOX_STORAGE_KEY), now());
      } catch {
        storage = null;
      }
      return memory;
    },
    (entries) => {
      memory = entries;
      try {
        if (entries.length) storage?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
        else storage?.removeItem(OUTBOX_STORAGE_KEY);
      } catch {
        storage = null;
      }
    },
  ];
}
