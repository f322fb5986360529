/** What the keyboard can reach inside a popup. */
export const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The elements Tab visits inside `root`, in document order. */
export function focusableIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('disabled') && element.getAttribute('tabindex') !== '-1',
  );
}

/**
 * Where Tab (or Shift-Tab when `backwards`) goes among `count` elements from position `current`
 * (-1 when focus is elsewhere): forward from the last wraps to the first and back from the first
 * wraps to the last, so focus never leaves the dialog. -1 when there is nothing to focus.
 */
export function nextFocusIndex(count: number, current: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return backwards ? count - 1 : 0;
  return (current + (backwards ? count - 1 : 1)) % count;
}

/** Numbers the tab order inside a popup from `base` + 1 (spec section 2: base 500, plus 100 per popup). */
export function numberTabOrder(root: ParentNode, base: number): void {
  focusableIn(root).forEach((element, index) => {
    element.tabIndex = base + 1 + index;
  });
}

/** The first field a visitor would type in, if any. */
export function firstField(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]),select:not([disabled]),textarea:not([disabled])',
  );
}

/**
 * Keeps Tab and Shift-Tab inside a modal dialog: focus goes to the next (or previous) element the
 * keyboard can reach in `dialog`, wrapping at either end, or to the dialog itself when none.
 */
export function trapTab(event: KeyboardEvent, dialog: HTMLElement, shadow: ShadowRoot): void {
  event.preventDefault();
  const items = focusableIn(dialog);
  const next =
    items[nextFocusIndex(items.length, items.indexOf(shadow.activeElement as HTMLElement), event.shiftKey)];
  (next ?? dialog).focus();
}
