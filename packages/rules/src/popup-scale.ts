export interface Size {
  width: number;
  height: number;
}

/** Room left around a scaled-down popup so that its shadow and edges stay on screen. */
export const POPUP_MARGIN_PX = 16;

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
