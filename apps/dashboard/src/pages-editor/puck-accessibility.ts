import { useEffect } from 'react';

/**
 * Names Puck leaves out of its own controls, added as Puck draws them (it has no option for
 * them): the canvas frame, the zoom select, the loading spinner. Each is [selector, attribute,
 * value], applied where the attribute is missing.
 */
const MISSING_NAMES: readonly (readonly [string, string, string])[] = [
  ['iframe#preview-frame', 'title', 'Page canvas'],
  ['select[class*="zoomSelect"]', 'aria-label', 'Zoom'],
  // A labelled span needs a role for its label to count (axe aria-prohibited-attr).
  ['span[class*="Loader"][aria-label]', 'role', 'img'],
];

/** Gives Puck's unnamed controls in `root` their names (see MISSING_NAMES). */
export function nameUnnamedPuckControls(root: ParentNode): void {
  for (const [selector, attribute, value] of MISSING_NAMES) {
    for (const element of root.querySelectorAll(`${selector}:not([${attribute}])`)) {
      element.setAttribute(attribute, value);
    }
  }
}

/**
 * While the page editor is open, names Puck's unnamed controls as they appear (an accessibility
 * audit of the page builder fails on them: frame-title, select-name, aria-prohibited-attr).
 */
export function usePuckAccessibility(): void {
  useEffect(() => {
    const root = document.body;
    nameUnnamedPuckControls(root);
    const observer = new MutationObserver(() => nameUnnamedPuckControls(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
