import { showOrderMeetings, type OrderedPopup } from '@hookline/rules';
import type { TShowOrderEntry } from '@hookline/schema';
import type { AdminPopup, PopupDocument } from '../api/popups.ts';
import { orderedPopup } from '../api/show-order.ts';
import { activationNotice } from './wording.ts';

/**
 * The popup being edited as the show order sees it: the draft's type, click setting, page rules
 * and devices, at its place in the order (an A/B variant at its parent's).
 */
export function editedInOrder(saved: AdminPopup, document: PopupDocument): OrderedPopup {
  const targeting = document.display_rules.targeting;
  return {
    id: saved.ab_test_parent_id ?? saved.id,
    name: document.name,
    type: document.type,
    status: saved.status,
    onClick: document.on_click,
    pages: targeting?.pages ?? null,
    devices: targeting?.devices ?? null,
  };
}

/** What activating `active` says, with the popups it waits behind in `order`. */
export function activationNoticeOf(active: AdminPopup, order: readonly TShowOrderEntry[]): string {
  return activationNotice(showOrderMeetings(editedInOrder(active, active), order.map(orderedPopup)).ahead);
}
