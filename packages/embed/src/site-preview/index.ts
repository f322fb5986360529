import type { LoaderEnv } from '../env.ts';
import type { PopupController } from '../popup-controller.ts';
import type { TargetedPopup } from '../runtime/targeted-popup.ts';
import { writeItem } from '../storage.ts';
import { SITE_PREVIEW_KEY } from '../visitor/keys.ts';

/**
 * "Preview on my site" (issue 26), the `site-preview` chunk: loaded only when a page address holds
 * the dashboard's one-time token (or the tab keeps a preview under way). The display call already
 * answered the one popup (the server let this browser's key claim the token); this shows it at once
 * as a preview (no view, close or conversion is sent: popup-opener.ts), keeps the preview in the
 * tab's session storage so a reload shows it again, takes the token out of the address, and shows a
 * bar saying that only this browser sees it, with "Show again" and "End preview".
 */

export interface SitePreviewOptions {
  env: LoaderEnv;
  controller: PopupController;
  /** The previewed popup, or null when the link no longer works (expired, or claimed elsewhere). */
  target: TargetedPopup | null;
  /** The token and this browser's key, as the display call sent them. */
  previewId: string;
}

/** The bar's attribute (tests and the page's own scripts can find it). */
export const PREVIEW_BAR_ATTRIBUTE = 'data-hookline-preview-bar';

const BAR_CSS = `
:host{all:initial}
.bar{box-sizing:border-box;display:flex;flex-wrap:wrap;
align-items:center;justify-content:center;gap:8px 16px;padding:6px 12px;background:#1d2433;color:#fff;
font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.25)}
.text{margin:0;overflow-wrap:anywhere}
.text strong{font-weight:600}
.actions{display:flex;gap:8px}
button{min-height:44px;min-width:44px;padding:0 16px;border-radius:6px;border:1px solid rgba(255,255,255,.55);
background:transparent;color:#fff;font:inherit;font-size:15px;cursor:pointer}
button.primary{background:#fff;color:#1d2433;border-color:#fff}
button:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
`;

/** The bar's host: across the top of the window, over the page (and, as a popover, over any popup). */
const HOST_STYLE =
  'position:fixed;inset:0 0 auto 0;width:100%;height:auto;margin:0;padding:0;border:0;' +
  'background:transparent;overflow:visible;z-index:2147483647;display:block';

/** The address without the link's token, so that a reload uses the tab's preview rather than the spent link. */
function dropTokenFromAddress(window: Window): void {
  try {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(SITE_PREVIEW_KEY)) return;
    url.searchParams.delete(SITE_PREVIEW_KEY);
    // The prototype's own method: the pixel's route watcher (startup/route-changes.ts) wraps the
    // page's, and would take the shorter address for a route change and start the pixel again.
    const { replaceState } = Object.getPrototypeOf(window.history) as History;
    replaceState.call(window.history, window.history.state, '', url.toString());
  } catch {
    // An address the page's history refuses: the token stays, and a reload says it is spent.
  }
}

/** Starts the preview: the popup at once (when the link works), the bar, the tab's memory of it. */
export function startSitePreview({ env, controller, target, previewId }: SitePreviewOptions): void {
  const { window, document } = env;
  dropTokenFromAddress(window);
  if (target) writeItem(env.sessionStorage, SITE_PREVIEW_KEY, previewId);
  else removeStored(env);
  const show = () => controller.fire(target!, 'preview', { preview: true, again: true });
  // A single-page app's route change previews again: one bar still.
  document.querySelectorAll(`[${PREVIEW_BAR_ATTRIBUTE}]`).forEach((old) => old.remove());
  const host = document.createElement('div');
  host.setAttribute(PREVIEW_BAR_ATTRIBUTE, '');
  host.style.cssText = HOST_STYLE;
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = BAR_CSS;
  const bar = document.createElement('div');
  bar.className = 'bar';
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', 'Hookline preview');
  const text = document.createElement('p');
  text.className = 'text';
  const actions = document.createElement('div');
  actions.className = 'actions';
  const button = (label: string, onClick: () => void, primary = false) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    if (primary) element.className = 'primary';
    element.addEventListener('click', onClick);
    actions.append(element);
  };
  if (target) {
    const strong = document.createElement('strong');
    strong.textContent = 'Preview: only you see this.';
    text.append(strong, ` “${target.popup.name || 'Your popup'}” shows at once; nothing is counted.`);
    button('Show again', show);
  } else {
    text.textContent =
      'This preview link no longer works: it has expired or was opened in another browser. Open a new one from the popup editor.';
  }
  button(
    target ? 'End preview' : 'Close',
    () => {
      removeStored(env);
      controller.reset();
      host.remove();
    },
    true,
  );
  bar.append(text, actions);
  shadow.append(style, bar);
  document.body.append(host);
  // Above the page and the popup's backdrop: the browser's top layer where it has one.
  const popover = host as HTMLElement & { showPopover?: () => void };
  if (typeof popover.showPopover === 'function') {
    host.setAttribute('popover', 'manual');
    popover.showPopover();
  }
  if (target) show();
}

function removeStored(env: LoaderEnv): void {
  try {
    env.sessionStorage?.removeItem(SITE_PREVIEW_KEY);
  } catch {
    // Blocked storage: nothing was kept.
  }
}
