import { coversPage } from './popup-layout.ts';

/**
 * The display slot of spec section 4: only one lightbox, gamified or fullpage popup is active at a
 * time; others wait in a queue (each once) and take the slot, in order, when it is freed. Mobile and
 * content popups cover the page too, so they share the slot: no popup ever opens over another that
 * covers the page (docs/decisions.md).
 */
export interface DisplaySlot {
  active: string | null;
  queue: readonly string[];
}

export const EMPTY_SLOT: DisplaySlot = { active: null, queue: [] };

/** Whether a popup type needs the slot: those that cover the page; the others show alongside. */
export const needsDisplaySlot: (type: string) => boolean = coversPage;

/**
 * Asks for the slot for `popupId`. It shows now when the slot is free; otherwise it is queued
 * unless it is already active or queued. The queue is kept in the owner's show order: `ranks` holds
 * each asking popup's place in it (its index in the display answer, which the server sends in that
 * order; every queued popup and `popupId` are in it), so of two waiting popups the one higher in the
 * order takes the slot first, and equal ranks wait in turn. An open popup is never interrupted.
 */
export function requestDisplaySlot(
  slot: DisplaySlot,
  popupId: string,
  ranks: ReadonlyMap<string, number>,
): { slot: DisplaySlot; show: boolean } {
  if (slot.active === null) return { slot: { ...slot, active: popupId }, show: true };
  if (slot.active === popupId || slot.queue.includes(popupId)) return { slot, show: false };
  // Array sort is stable: equal ranks keep the order they asked in.
  return {
    slot: { ...slot, queue: [...slot.queue, popupId].sort((a, b) => ranks.get(a)! - ranks.get(b)!) },
    show: false,
  };
}

/**
 * Frees the slot held by `popupId` and hands it to the first queued popup, which the caller shows.
 * Releasing a popup that does not hold the slot only takes it out of the queue.
 */
export function releaseDisplaySlot(
  slot: DisplaySlot,
  popupId: string,
): { slot: DisplaySlot; next: string | null } {
  if (slot.active !== popupId) {
    return { slot: { ...slot, queue: slot.queue.filter((id) => id !== popupId) }, next: null };
  }
  const [next = null, ...rest] = slot.queue;
  return { slot: { active: next, queue: rest }, next };
}

/**
 * Spec section 4: a popup already shown on this page, or active or waiting for the slot, never
 * fires again (until a single-page app's route change starts the page over).
 */
export function popupMayFire(popupId: string, shown: ReadonlySet<string>, slot: DisplaySlot): boolean {
  return !shown.has(popupId) && slot.active !== popupId && !slot.queue.includes(popupId);
}
