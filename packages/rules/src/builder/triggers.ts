/**
 * The page-builder popup's own triggers (storefront spec section 4): scrolling up, scrolling to an
 * element, and the ad-blocker check with its bait. Pure: positions, sizes and random sources are
 * passed in.
 */

/** Scrolling up counts once the page moved up by this much (a jitter of a few pixels does not). */
export const SCROLL_UP_MIN_PX = 30;

/**
 * Follows the page's scroll position for the scroll-up trigger: `top` is the lowest position seen
 * since the last move up began. Fires when the page is at least {@link SCROLL_UP_MIN_PX} above it.
 */
export function scrollUpStep(lowest: number, scrollY: number): { lowest: number; fire: boolean } {
  if (scrollY >= lowest) return { lowest: scrollY, fire: false };
  return { lowest, fire: lowest - scrollY >= SCROLL_UP_MIN_PX };
}

/**
 * Whether an element has scrolled into view: its top is above the window's bottom edge and its
 * bottom below the top edge (a zero-height marker counts once its top is in the window).
 */
export function elementReached(rect: { top: number; bottom: number }, viewportHeight: number): boolean {
  return rect.top < viewportHeight && rect.bottom >= 0;
}

const BAIT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Spec section 9: the ad-block check uses a 6-character random id. */
export const BAIT_ID_LENGTH = 6;

/** A fresh 6-character id (letters and digits) for the ad-block bait, from `random` in [0, 1). */
export function adblockBaitId(random: () => number): string {
  let id = '';
  for (let i = 0; i < BAIT_ID_LENGTH; i += 1)
    id += BAIT_ALPHABET[Math.min(BAIT_ALPHABET.length - 1, Math.floor(random() * BAIT_ALPHABET.length))];
  return id;
}

/**
 * The bait's address on the Hookline server: a script whose path ad blockers' filter lists refuse
 * (`/ads/…/adsbygoogle.js`), carrying the id so that no cache answers for the network.
 */
export function adblockBaitPath(id: string): string {
  return `/embed/ads/${id}/adsbygoogle.js`;
}

/** What the bait tells: an ad blocker when the request failed or the bait element was hidden. */
export function adblockDetected(facts: { requestFailed: boolean; baitHidden: boolean }): boolean {
  return facts.requestFailed || facts.baitHidden;
}
