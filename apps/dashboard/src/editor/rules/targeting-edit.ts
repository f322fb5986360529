import type { TTargeting } from '@hookline/schema';
import type { PopupDocument } from '../../api/popups.ts';
import { withRules } from '../edit.ts';

/** The popup's targeting, `{}` when it has none. */
export const targetingOf = (document: PopupDocument): TTargeting =>
  (document.display_rules.targeting ?? {}) as TTargeting;

/**
 * Sets targeting rules; `undefined` (or an empty list) removes a rule, and a targeting left
 * without rules is removed, so that a popup without targeting never loads the filters chunk.
 */
export const withTargeting =
  (patch: Partial<TTargeting>) =>
  (document: PopupDocument): PopupDocument => {
    const next: Record<string, unknown> = { ...targetingOf(document), ...patch };
    for (const [key, value] of Object.entries(next))
      if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
    return withRules({ targeting: Object.keys(next).length ? (next as TTargeting) : undefined })(document);
  };

/** What each part of the targeting section gets: the targeting, and how to change some of it. */
export interface TargetingFieldsProps {
  targeting: TTargeting;
  /** Sets rules; edits with the same `key` in quick succession are one undo step. */
  set(patch: Partial<TTargeting>, key?: string): void;
}
