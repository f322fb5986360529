/** Spec section 2: when a popup's teaser tab shows. */
export type TeaserMode = 'always' | 'before_show' | 'after_close';
export type PopupPhase = 'before_show' | 'open' | 'closed';

/** Spec section 9: the tab slides in over 1 s and blinks every 3 s. */
export const TEASER_ANIMATION_MS = 1000;
export const TEASER_BLINK_EVERY_MS = 3000;

/** The teaser mode from the design (`poptin_design_teaser_mode`), or null when teasers are off. */
export function teaserMode(teasersOn: boolean, mode: unknown): TeaserMode | null {
  if (!teasersOn) return null;
  return mode === 'before_show' || mode === 'after_close' ? mode : 'always';
}

/**
 * Whether the teaser tab shows in a phase: `always` before and after (and, unless it is a triangle,
 * while the popup is open), `before_show` only before, `after_close` only after.
 */
export function teaserVisible(mode: TeaserMode | null, phase: PopupPhase, triangle: boolean): boolean {
  if (!mode) return false;
  if (phase === 'open') return mode === 'always' && !triangle;
  if (mode === 'always') return true;
  return phase === 'before_show' ? mode === 'before_show' : mode === 'after_close';
}
