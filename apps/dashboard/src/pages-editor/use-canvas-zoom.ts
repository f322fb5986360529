import { useEffect, useState, type RefObject } from 'react';
import { zoomFromTransform } from './viewports.ts';

/**
 * The zoom Puck draws the page at, as it is on the screen: read from its canvas root
 * (`#puck-canvas-root`, scaled to fit the canvas) whenever an element's style changes under
 * `container`. Null until the canvas is there.
 */
export function useCanvasZoom(container: RefObject<HTMLElement | null>): number | null {
  const [zoom, setZoom] = useState<number | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const read = () =>
      setZoom(zoomFromTransform(root.querySelector<HTMLElement>('#puck-canvas-root')?.style.transform));
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    return () => observer.disconnect();
  }, [container]);
  return zoom;
}
