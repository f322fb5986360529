import { mountPopupIslands, WIDGETS_STYLE_LINK } from '@hookline/widgets/popup-islands';

/**
 * The page-builder widgets inside a builder popup (docs/page-builder.md "Popups"): their islands
 * mounted on the popup's sanitised markup, in its Shadow DOM, with the widgets' style sheet linked
 * there (the shop's style sheets do not reach into it). Only popups whose HTML block holds widget
 * islands load this chunk.
 */

/** The widgets' style sheet, served with the shop's assets by the Hookline server the visitor script comes from. */
export const WIDGETS_STYLE_SHEET = '/shop-assets/popup-widgets.css';
/** How long the islands wait for the style sheet before they mount anyway (they measure their layout). */
export const STYLE_SHEET_WAIT_MS = 3000;

/** Links the widgets' style sheet once into the Shadow DOM `container` is in; resolves when it loaded, failed or took too long. */
function linkStyleSheet(container: HTMLElement, href: string): Promise<void> {
  const scope = container.getRootNode();
  if (!(scope instanceof ShadowRoot)) return Promise.resolve();
  if (scope.querySelector(`link[${WIDGETS_STYLE_LINK}]`)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(WIDGETS_STYLE_LINK, '');
  return new Promise((resolve) => {
    const done = () => resolve();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    setTimeout(done, STYLE_SHEET_WAIT_MS);
    scope.prepend(link);
  });
}

/** Mounts the widgets' islands under `container` (the popup's HTML block), after linking their style sheet. */
export async function mountBuilderIslands(container: HTMLElement, base = import.meta.url): Promise<void> {
  await linkStyleSheet(container, new URL(WIDGETS_STYLE_SHEET, base).href);
  await mountPopupIslands(container);
}
