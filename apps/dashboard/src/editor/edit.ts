import type { TDesignProperties, TDisplayRules, TTriggers } from '@hookline/schema';
import type { PopupDocument } from '../api/popups.ts';

/**
 * How the forms change the document: an undoable edit. Edits sharing a `key` in quick succession
 * (typing in one field) become one undo step.
 */
export type Edit = (key: string | undefined, update: (document: PopupDocument) => PopupDocument) => void;

export interface FormProps {
  document: PopupDocument;
  edit: Edit;
}

/** Sets keys of `design_properties`; `undefined` removes a key. */
export const withDesign =
  (patch: Partial<TDesignProperties>) =>
  (document: PopupDocument): PopupDocument => ({
    ...document,
    design_properties: withoutUndefined({ ...document.design_properties, ...patch }) as TDesignProperties,
  });

export const withRules =
  (patch: Partial<TDisplayRules>) =>
  (document: PopupDocument): PopupDocument => ({
    ...document,
    display_rules: withoutUndefined({ ...document.display_rules, ...patch }) as TDisplayRules,
  });

export const withTriggers =
  (patch: Partial<TTriggers>) =>
  (document: PopupDocument): PopupDocument => ({
    ...document,
    triggers: withoutUndefined({ ...document.triggers, ...patch }) as TTriggers,
  });

function withoutUndefined<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}
