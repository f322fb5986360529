import type { Look } from './look-edit.ts';

/** What each group of the look's controls gets from the look section. */
export interface LookGroupProps {
  look: Look;
  /** An undoable change of the look; edits with the same key in a row are one undo step. */
  set(key: string, update: (look: Look) => Look): void;
  /** The handler that resets these keys to their defaults. */
  reset(keys: (keyof Look)[]): () => void;
  /** The colours offered beside each colour field. */
  swatches: readonly string[];
}

/** Whether the look sets any of these keys (its group then says "Changed"). */
export const setsAny = (look: Look, keys: (keyof Look)[]) => keys.some((key) => key in look);

/** A setter for some settings of one of the look's nested objects, keeping its other settings. */
export const nestedSetter =
  <K extends 'button' | 'input' | 'close' | 'overlay'>(set: LookGroupProps['set'], key: K) =>
  (patch: NonNullable<Look[K]>) =>
    set(key, (current) => ({ ...current, [key]: { ...current[key], ...patch } }));
