import { firstField } from '../focus.ts';
import { onNextFrame, type Later } from '../timers.ts';

/** Spec section 2: focus moves to the first field after 2 s. */
export const FIRST_FIELD_FOCUS_MS = 2000;

/** When focus moves to the first field: `focus_delay_ms` (page-builder popups: 250 ms), else 2 s. */
const focusDelayMs = (design: { focus_delay_ms?: unknown }): number =>
  typeof design.focus_delay_ms === 'number' && design.focus_delay_ms >= 0
    ? design.focus_delay_ms
    : FIRST_FIELD_FOCUS_MS;

/** The popup's dialog in its shadow root, once drawn. */
export const dialogIn = (shadow: ShadowRoot) => shadow.querySelector<HTMLElement>('[role="dialog"]');

/**
 * Moves focus into a modal popup that has just shown: to its dialog once the first frame with it is
 * drawn, then to its first field after the design's focus delay, unless the visitor has moved focus
 * inside the popup by then.
 */
export function focusWhenShown(
  window: Window,
  shadow: ShadowRoot,
  design: { focus_delay_ms?: unknown },
  later: Later,
): void {
  // A timer from the frame's start: focusing right after mounting would make the browser lay the
  // popup out at once, inside this script.
  onNextFrame(window, () => later(() => dialogIn(shadow)?.focus({ preventScroll: true }), 0));
  later(() => {
    const dialog = dialogIn(shadow);
    const active = shadow.activeElement;
    if (dialog && (!active || active === dialog)) firstField(dialog)?.focus({ preventScroll: true });
  }, focusDelayMs(design));
}

/** Gives focus back to what had it before the popup showed, if that is still in the page. */
export function returnFocus(previous: Element | null): void {
  const element = previous as HTMLElement | null;
  if (element?.isConnected && typeof element.focus === 'function') element.focus({ preventScroll: true });
}
