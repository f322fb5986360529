import { EXIT_EFFECT_MS, FAST_FADE_MS, removalDelayMs } from '@hookline/rules';
import { render } from 'preact';

/** The fade before the dialog leaves the page (the host element may linger longer, spec section 4). */
export const EXIT_MS = FAST_FADE_MS;

/** Takes a popup out of the page at once: its view, then its host element. */
export function removePopup(root: HTMLElement, host: HTMLElement): void {
  render(null, root);
  host.remove();
}

/**
 * Takes a popup that is fading out (or playing its exit effect) off the page: the dialog leaves
 * when the fade or effect ends, and the host element lingers as long as spec section 4 says
 * (`removalDelayMs`: longer before a teaser tab, shorter for a close the visitor asked for).
 */
export function removeAfterExit(
  root: HTMLElement,
  host: HTMLElement,
  exitClass: string | undefined,
  teaser: boolean,
  forced: boolean,
): void {
  setTimeout(() => render(null, root), exitClass ? EXIT_EFFECT_MS : FAST_FADE_MS);
  setTimeout(
    () => removePopup(root, host),
    removalDelayMs({ exitEffect: exitClass !== undefined, teaser, forced }),
  );
}
