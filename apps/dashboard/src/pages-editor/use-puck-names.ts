import { useEffect, type RefObject } from 'react';

/**
 * Names what Puck draws without a name, for screen readers and the accessibility audit: the canvas'
 * frame gets a title, and Puck's loading spinner (an `aria-label` on a plain span, which assistive
 * technology ignores) the role that lets its label be read. Applied again when Puck adds them.
 */
export function usePuckNames(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const name = () => {
      for (const frame of root.querySelectorAll('iframe:not([title])'))
        frame.setAttribute('title', 'The page');
      for (const loader of root.querySelectorAll('span[aria-label]:not([role])'))
        loader.setAttribute('role', 'status');
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [container]);
}
