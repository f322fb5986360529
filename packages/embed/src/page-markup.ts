/**
 * Attributes that connect the host page's markup with the pixel. Host pages write the first two;
 * the popup chunk marks the popups it shows with the third (see the README's DOM contract).
 */

/** Click entry: `<button data-hookline-onclick="{13-character popup id}">` opens that popup. */
export const ONCLICK_ATTRIBUTE = 'data-hookline-onclick';
/** The attribute sites moving from Poptin already carry (the spec's name); it works the same. */
export const ONCLICK_ALIAS = 'onclick-poptin';
/** Embedded popups: `<div data-hookline-embedded="{popup id}"></div>` is where one renders. */
export const EMBEDDED_ATTRIBUTE = 'data-hookline-embedded';
/** Every popup's host element: `<div data-hookline-popup="{popup id}">`. */
export const POPUP_ATTRIBUTE = 'data-hookline-popup';

/** The placeholder of an embedded popup, or null when the page has none (yet). */
export function embeddedPlaceholder(document: Document, popupId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${EMBEDDED_ATTRIBUTE}="${popupId}"]`);
}

/** Whether a popup's host is in the page now. */
export function popupInPage(document: Document, popupId: string): boolean {
  return document.querySelector(`[${POPUP_ATTRIBUTE}="${popupId}"]`) !== null;
}
