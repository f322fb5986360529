export interface Size {
  width: number;
  height: number;
}

/** Room left around a scaled-down popup so that its shadow and edges stay on screen. */
export const POPUP_MARGIN_PX = 16;

/** The smallest text a phone visitor reads without zooming (phones also zoom into smaller inputs). */
export const MIN_TEXT_PX = 16;
/** The smallest control a thumb hits reliably (WCAG 2.5.5, Apple's guidelines): inputs, buttons, the close X. */
export const MIN_TOUCH_PX = 44;
/** The desktop design's smallest body text and smallest control (the close X): popup/styles.ts. */
export const DESIGN_TEXT_PX = 17;
export const DESIGN_CONTROL_PX = 48;

/**
 * The scale that fits a popup of `popup` size inside a `viewport` (spec section 2): lightbox and
 * mobile popups shrink to fit, keeping a small margin, but never grow above 1. A degenerate size
 * gives 1.
 */
export function popupScale(popup: Size, viewport: Size, margin = POPUP_MARGIN_PX): number {
  if (!(popup.width > 0 && popup.height > 0 && viewport.width > 0 && viewport.height > 0)) return 1;
  const room = {
    width: Math.max(viewport.width - 2 * margin, viewport.width / 2),
    height: Math.max(viewport.height - 2 * margin, viewport.height / 2),
  };
  return Math.min(1, room.width / popup.width, room.height / popup.height);
}

/**
 * The smallest scale a desktop design may shrink to and stay usable: its text at least
 * MIN_TEXT_PX and its controls at least MIN_TOUCH_PX. 16/17 for the default design.
 */
export function minUsableScale(textPx = DESIGN_TEXT_PX, controlPx = DESIGN_CONTROL_PX): number {
  return Math.min(1, Math.max(MIN_TEXT_PX / textPx, MIN_TOUCH_PX / controlPx));
}

/** Below this window width (a phone) every popup reflows, whatever its size: the desktop design's small print (labels, notes, the credit) is set below 16 px. */
export const NARROW_WINDOW_PX = 600;

export interface PopupFit {
  /** How much the desktop design shrinks (1 when it reflows). */
  scale: number;
  /**
   * The popup reflows to the window instead (full width with a margin, stacked, scrolling inside):
   * shrinking it to fit would take its text below 16 px or its controls below 44 px.
   */
  fluid: boolean;
}

/** Whether a window is a phone's: narrower than NARROW_WINDOW_PX. */
export const isNarrowWindow = (viewport: Size): boolean =>
  viewport.width > 0 && viewport.width < NARROW_WINDOW_PX;

/**
 * How a popup fits a window (docs/decisions.md, "Popups on phones"): on a phone it reflows; in a
 * wider window it takes the spec's shrink-to-fit (never above 1) while the shrunk design stays
 * readable and thumb-sized (text at least 16 px, controls at least 44 px), else it reflows too.
 * A 800x500 lightbox shrinks in windows down to about 785 px wide and reflows below that.
 */
export function popupFit(popup: Size, viewport: Size, textPx = DESIGN_TEXT_PX): PopupFit {
  const scale = popupScale(popup, viewport);
  const fluid = scale < minUsableScale(textPx) || isNarrowWindow(viewport);
  return { scale: fluid ? 1 : scale, fluid };
}
