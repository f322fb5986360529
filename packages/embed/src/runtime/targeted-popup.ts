import type { DisplayRuleSettings, PopupKind } from '@hookline/rules';
import { isPopupId, objectOr, parsePopupRecord } from '../display-response.ts';
import type { DisplayPopup } from '../popup/contract.ts';

/** A popup of the display response with what deciding when to show it needs. */
export interface TargetedPopup {
  popup: DisplayPopup;
  /** Its place in the display response (the tab index base). */
  index: number;
  /** `display_rules`, open: each rule reads its keys with type checks. */
  rules: DisplayRuleSettings;
  /** `triggers`, open: each trigger reads its setting with type checks. */
  triggers: Record<string, unknown>;
  /** Embedded or another type: the engagement filter's third part. */
  kind: PopupKind;
  /** The A/B test it belongs to (the parent popup's id), or null. */
  abParent: string | null;
}

/** Reads one popup record of the display response or a click call; null when it is unusable. */
export function targetedPopup(record: unknown, index: number): TargetedPopup | null {
  const popup = parsePopupRecord(record);
  if (!popup) return null;
  const { display_rules, triggers, ab_test_parent_id: parent, ab_test } = record as Record<string, unknown>;
  return {
    popup,
    index,
    rules: objectOr(display_rules),
    triggers: objectOr(triggers),
    kind: popup.type === 'embedded' ? 'embedded' : 'other',
    abParent: isPopupId(parent) ? parent : ab_test === true ? popup.id : null,
  };
}
