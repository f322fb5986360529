import type { PopupBox } from '@hookline/rules';

/**
 * The dialog's style inside the page (an embedded popup, `placement: 'inline'`): as wide as its
 * element up to its own width, at least its own height (layouts.ts reads the two variables). Null
 * for the popups over the page, which the core sizes and scales.
 */
export function inlineDialogStyle(box: PopupBox): Record<string, string> | null {
  return box.placement === 'inline'
    ? { '--hl-max-width': `${box.size.width}px`, '--hl-min-height': `${box.size.height}px` }
    : null;
}
