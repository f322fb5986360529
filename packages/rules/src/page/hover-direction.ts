export type HoverEdge = 'top' | 'right' | 'bottom' | 'left';

/**
 * The edge a pointer crossed to enter a grid item (for the directional hover overlay, which
 * slides in from that side): the edge nearest the entry point `x`, `y` (px from the item's top
 * left), each distance taken as a share of the item's size so wide and tall items read alike.
 * Ties go to top, then right, bottom, left.
 */
export function hoverEdge(x: number, y: number, width: number, height: number): HoverEdge {
  const w = width > 0 ? width : 1;
  const h = height > 0 ? height : 1;
  const distances: [HoverEdge, number][] = [
    ['top', y / h],
    ['right', (w - x) / w],
    ['bottom', (h - y) / h],
    ['left', x / w],
  ];
  return distances.reduce((best, next) => (next[1] < best[1] ? next : best))[0];
}
