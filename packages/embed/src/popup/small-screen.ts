/**
 * The small-screen chunk: how a popup reflows where shrinking its desktop design would take its
 * text below 16 px or its controls below 44 px (`popupFit` in @hookline/rules sets `fluid`, the
 * frame gets `hl-fluid`). Loaded only then, so a desktop visitor never downloads it.
 *
 * Every type: no scaling, the box as wide as the window (a margin around a centred one), stacked
 * (images on top and smaller), text at least 16 px, controls at least 44 px, content scrolling
 * inside the box when taller than the window. Corner and side-middle boxes become a bottom sheet, as
 * do the mobile type's bottom sheet and floating bar (its top banner goes to the top, its full
 * screen fills the window);
 * a fullpage popup fills the window; bars wrap their text and stack their form; embedded popups
 * grow with their content. The frame follows the visual viewport (`--hl-vh`, `--hl-vt`, set by
 * `followKeyboard`), so the on-screen keyboard does not cover the box. A tall box centres its content
 * with `safe center` (plain `flex-start` where a browser lacks `safe`): plain `center` would push the
 * top of the content out of reach.
 */
export const SMALL_SCREEN_CSS = `
.hl-fluid:not(.hl-place-inline,.hl-place-fullpage){top:var(--hl-vt,0);height:var(--hl-vh,100%)}
.hl-overlay.hl-fluid{padding:12px}
.hl-fluid>.hl-dialog{width:100%;height:auto;max-height:100%;transform:none;padding:52px 20px 24px;justify-content:flex-start;justify-content:safe center;overscroll-behavior:contain}
.hl-fluid .hl-screen{gap:12px}
.hl-fluid h1.hl-heading{font-size:28px}
.hl-fluid h2.hl-heading{font-size:24px}
.hl-fluid h3.hl-heading{font-size:20px}
.hl-fluid :is(.hl-label,.hl-error,.hl-legend,.hl-check,.hl-note,.hl-link,.hl-suggestion,.hl-unit small,.hl-credit){font-size:16px}
.hl-fluid .hl-credit{position:static;display:block;margin-top:12px}
.hl-fluid .hl-check{min-height:44px;align-items:center}
.hl-fluid .hl-check input{width:24px;height:24px;margin:0}
.hl-fluid :is(.hl-skip,.hl-suggestion,.hl-link){min-height:44px}
.hl-fluid .hl-link{display:inline-flex;align-items:center}
.hl-fluid .hl-close{top:4px;right:4px;width:48px;height:48px}
.hl-fluid [dir=rtl] .hl-close{right:auto;left:4px}
.hl-fluid .hl-coupon{max-width:100%;overflow-wrap:anywhere}
.hl-fluid .hl-drag{touch-action:auto;cursor:auto}
.hl-fluid :is(.hl-arr-split,.hl-arr-split-end){display:flex;flex-direction:column;align-items:stretch}
.hl-fluid :is(.hl-arr-split,.hl-arr-split-end)>.hl-image{order:-1;width:100%;max-height:160px;object-fit:cover;border-radius:8px}
.hl-fluid .hl-arr-row{flex-direction:column;align-items:stretch}
.hl-fluid :is(.hl-arr-row .hl-fields,.hl-row){flex-direction:column}
.hl-fluid .hl-arr-row .hl-button{width:100%}
.hl-fluid:is(.hl-place-bottom-right,.hl-place-bottom-left,.hl-place-top-right,.hl-place-top-left,.hl-place-middle-right,.hl-place-middle-left)>.hl-dialog{inset:auto 0 0;max-height:85%;translate:none;border-radius:14px 14px 0 0}
.hl-fluid:is(.hl-place-top,.hl-place-bottom)>.hl-dialog{padding:12px 56px 12px 16px}
.hl-fluid:is(.hl-place-top,.hl-place-bottom) .hl-screen{gap:8px}
.hl-fluid.hl-place-fullpage{padding:0}
.hl-fluid.hl-place-fullpage>.hl-dialog{height:100%;border-radius:0}
.hl-overlay.hl-fluid:has(>[data-type=mobile]:not([data-format="1"])){padding:0}
.hl-fluid>[data-type=mobile]:is([data-format="2"],[data-format="5"]){align-self:flex-end;max-height:85%;border-radius:14px 14px 0 0}
.hl-fluid>[data-type=mobile][data-format="3"]{align-self:flex-start;max-height:85%;border-radius:0 0 14px 14px}
.hl-fluid>[data-type=mobile][data-format="4"]{align-self:stretch;border-radius:0}
.hl-fluid.hl-place-inline{padding:0}
.hl-fluid.hl-place-inline>.hl-dialog{max-height:none;overflow:visible;padding:48px 16px 20px}
.hl-fluid .hl-input{scroll-margin:16px}
`;

/** How long the on-screen keyboard takes to slide in before the focused field is brought into view. */
const KEYBOARD_SETTLE_MS = 300;

/**
 * Lays a popup out for a small screen: adds the reflowed layout's style sheet last in its shadow
 * root (after the extras chunk's, which it overrides) and follows the keyboard.
 */
export function fitSmallScreen(host: HTMLElement, shadow: ShadowRoot, window: Window): void {
  const style = window.document.createElement('style');
  style.textContent = SMALL_SCREEN_CSS;
  shadow.insertBefore(style, shadow.lastChild);
  followKeyboard(host, shadow, window);
}

/**
 * Keeps the field being typed in view on a phone: the popup's frame follows the visual viewport
 * (which the on-screen keyboard shrinks, while fixed elements keep the layout viewport's height),
 * and the focused field scrolls into view inside the popup when it gets focus and when the
 * keyboard opens. Stops by itself once the popup has left the page.
 */
export function followKeyboard(host: HTMLElement, shadow: ShadowRoot, window: Window): void {
  const viewport = window.visualViewport;
  const reveal = () => {
    const field = shadow.activeElement;
    if (field?.matches('input,select,textarea')) field.scrollIntoView({ block: 'nearest' });
  };
  const follow = () => {
    if (!host.isConnected) {
      viewport?.removeEventListener('resize', follow);
      viewport?.removeEventListener('scroll', follow);
      return;
    }
    if (!viewport) return;
    host.style.setProperty('--hl-vh', `${viewport.height}px`);
    host.style.setProperty('--hl-vt', `${viewport.offsetTop}px`);
    reveal();
  };
  viewport?.addEventListener('resize', follow);
  viewport?.addEventListener('scroll', follow);
  shadow.addEventListener('focusin', () => window.setTimeout(reveal, KEYBOARD_SETTLE_MS));
  follow();
}
