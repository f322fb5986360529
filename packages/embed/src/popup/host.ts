import { EMBEDDED_ATTRIBUTE, embeddedPlaceholder, POPUP_ATTRIBUTE } from '../page-markup.ts';
import type { MountPopupOptions } from './contract.ts';
import { HOST_STYLE, INLINE_HOST_STYLE } from './styles.ts';

/**
 * The page's element that holds a popup's shadow root: fixed over the page at the end of `<body>`,
 * or, for an embedded popup, inline in the element that names it (which it replaces the children
 * of). Throws when an embedded popup has no such element.
 */
export function createHost(options: MountPopupOptions): HTMLElement {
  const { document, popup } = options;
  const host = document.createElement('div');
  host.setAttribute(POPUP_ATTRIBUTE, popup.id);
  if (popup.type === 'embedded') {
    const slot = options.container ?? embeddedPlaceholder(document, popup.id);
    if (!slot)
      throw new Error(
        `embedded popup ${popup.id} has no element [${EMBEDDED_ATTRIBUTE}="${popup.id}"] on this page`,
      );
    host.style.cssText = INLINE_HOST_STYLE;
    slot.replaceChildren(host);
    return host;
  }
  host.style.cssText = HOST_STYLE;
  document.body.appendChild(host);
  return host;
}

/** A `<style>` element holding `css`, for a popup's shadow root. */
export function styleElement(document: Document, css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  return style;
}
