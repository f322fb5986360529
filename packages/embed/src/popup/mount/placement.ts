import type { PopupBox } from '@hookline/rules';
import { loadSmallScreen } from '../lazy-parts.ts';
import { lightboxBox } from '../needs.ts';
import type { PopupSession } from '../session.ts';

/** Spec section 9: resize debounce. */
export const RESIZE_DEBOUNCE_MS = 100;

/** The window's size, which a popup's box fits in. */
export const viewportOf = (window: Window) => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * Where and how big a popup shows in a window of this `viewport`: its type's place and size (the
 * extras chunk's `session`), else a centred lightbox of its `size`, scaled to fit.
 */
export const popupBoxIn = (
  viewport: { width: number; height: number },
  size: { width: number; height: number },
  session: PopupSession | null,
): PopupBox => session?.box(viewport) ?? lightboxBox(size, viewport);

/**
 * Lays out a popup whose box is fluid (a phone's) for the small screen: the small-screen chunk's
 * reflowed layout and keyboard handling, loaded only then, so that a desktop visitor never
 * downloads it. Resolves once done, or once its failure is logged.
 */
export const fitSmallScreen = (
  host: HTMLElement,
  shadow: ShadowRoot,
  window: Window,
  log: (message: string, detail?: unknown) => void,
): Promise<void> =>
  loadSmallScreen().then(
    (chunk) => chunk.fitSmallScreen(host, shadow, window),
    (error: unknown) => log('a popup part failed to load', error),
  );
