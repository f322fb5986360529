/** A width the editor draws the page at: the shop's phone, tablet and desktop. */
export interface EditorViewport {
  width: number;
  height: number | 'auto';
  label: string;
}

/**
 * The canvas widths. Desktop is 1280, not the 1366 of the screenshots: the shop's content is at most
 * 72rem (1152 px) wide, so the page looks the same, and the canvas of a 1366 x 850 window then draws
 * it at more than 75 % (1366 would need the fields panel at 240 px for that).
 */
export const VIEWPORTS: readonly EditorViewport[] = [
  { width: 390, height: 844, label: 'Phone' },
  { width: 768, height: 1024, label: 'Tablet' },
  { width: 1280, height: 'auto', label: 'Desktop' },
];

/**
 * Below this window width the builder says it needs a larger screen instead of opening: the canvas,
 * the fields panel and one toolbar row need a laptop's or a landscape tablet's width.
 */
export const MIN_EDITOR_WIDTH = 1024;

/**
 * The width the editor opens at for a window this wide: the desktop page from 1200 px (a 1366
 * window draws it at 78 %), the tablet's below that (there a 1280 page would be drawn at half size).
 */
export function initialViewport(windowWidth: number): EditorViewport {
  return windowWidth >= 1200 ? VIEWPORTS[2]! : VIEWPORTS[1]!;
}

/**
 * The zoom Puck applies to the page, read from its canvas root's `transform: scale(…)`; 1 when it
 * draws the page at full size (no transform), null when there is no canvas yet.
 */
export function zoomFromTransform(transform: string | null | undefined): number | null {
  if (transform === null || transform === undefined) return null;
  if (transform === '' || transform === 'none') return 1;
  const match = /scale\(\s*([0-9.]+)/.exec(transform);
  return match ? Number(match[1]) : 1;
}
