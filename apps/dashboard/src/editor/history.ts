/**
 * The editor's undo and redo: the document's past and future versions around the present one.
 * Edits with the same `key` within `COALESCE_MS` of each other (typing in one field) make one step,
 * so undo takes back a word or a sentence, not a letter.
 */

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The key and time of the last edit, for coalescing. */
  lastKey: string | null;
  lastAt: number;
}

export type HistoryAction<T> =
  | { type: 'edit'; update: (document: T) => T; key?: string | undefined; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A new saved version (after load or save): history is kept, the present replaced. */
  | { type: 'replace'; document: T };

export const COALESCE_MS = 1000;
/** Steps kept; older ones are dropped. */
export const HISTORY_LIMIT = 200;

export const startHistory = <T>(document: T): History<T> => ({
  past: [],
  present: document,
  future: [],
  lastKey: null,
  lastAt: 0,
});

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'edit': {
      const next = action.update(state.present);
      if (next === state.present) return state;
      const coalesce =
        action.key !== undefined && action.key === state.lastKey && action.at - state.lastAt < COALESCE_MS;
      return {
        past: coalesce ? state.past : [...state.past, state.present].slice(-HISTORY_LIMIT),
        present: next,
        future: [],
        lastKey: action.key ?? null,
        lastAt: action.at,
      };
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (previous === undefined) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        lastKey: null,
        lastAt: 0,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future: rest, lastKey: null, lastAt: 0 };
    }
    case 'replace':
      return { ...state, present: action.document, lastKey: null, lastAt: 0 };
  }
}

/** Deep equality of JSON values, ignoring key order (a draft and its saved version compare equal). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const left = Object.entries(a as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const right = b as Record<string, unknown>;
  const rightKeys = Object.keys(right).filter((k) => right[k] !== undefined);
  return left.length === rightKeys.length && left.every(([k, v]) => sameJson(v, right[k]));
}
