import { ACCENT, ERROR, FOCUS, MUTED, TEXT } from './palette.ts';

/** Each of `declarations` (`;`-separated) made `!important`. */
const important = (declarations: string) => declarations.replace(/;|$/g, '!important$&');

/**
 * The host element's inline style. `!important` inline declarations win over any rule of the host
 * page, so its CSS cannot hide or move the popup; fixed position keeps the page's layout unchanged.
 * Spec section 2: z-index 999999999999999 (browsers clamp it to their maximum).
 */
export const HOST_STYLE = important(
  'all:initial;display:block;position:fixed;top:0;left:0;width:0;height:0;margin:0;padding:0;border:0;opacity:1;visibility:visible;transform:none;z-index:999999999999999',
);

/** An embedded popup's host: in the flow of the page element that names it. */
export const INLINE_HOST_STYLE = important(
  'all:initial;display:block;position:relative;width:100%;margin:0;padding:0;border:0;opacity:1;visibility:visible',
);

/**
 * The popup's style sheet, inside its shadow root. `:host { all: initial }` stops inherited host
 * styles (fonts, colours, line height) at the boundary; every element gets explicit styles. The
 * placements other than a centred lightbox and the less common parts (coupon, countdown, Skip,
 * teaser, effects, arrangements, checkboxes, choice groups, message fields, right to left) are in
 * `layouts.ts`, loaded with the extras chunk.
 */
export const POPUP_CSS = `
:host{all:initial}
*,*::before,*::after{box-sizing:border-box}
.hl-overlay{position:fixed;top:0;left:0;width:100vw;height:100vh;height:100dvh;display:flex;align-items:center;justify-content:center;overflow:hidden;background:var(--hl-backdrop,rgba(17,20,28,.6));transition:opacity .2s ease-in}
.hl-overlay.hl-closing{opacity:0;pointer-events:none}
.hl-dialog{position:relative;flex:none;display:flex;flex-direction:column;justify-content:center;overflow:auto;margin:0;background-color:var(--hl-background-color,#fff);background-image:var(--hl-bg);border:var(--hl-border-width,0) solid var(--hl-border-color,#0000);border-radius:var(--hl-radius,14px);box-shadow:var(--hl-shadow,0 24px 64px rgba(0,0,0,.35));padding:var(--hl-padding,40px 56px);text-align:var(--hl-align,center);outline:none;font:16px/1.5 var(--hl-family,system-ui,sans-serif);color:var(--hl-text_color,${TEXT})}
.hl-screen{display:flex;flex-direction:column;gap:var(--hl-gap,14px);width:100%;max-width:560px;margin:0 auto}
.hl-heading{margin:0;font-weight:700;line-height:1.2;color:var(--hl-heading_color)}
h1.hl-heading{font-size:var(--hl-heading_size,40px)}
h2.hl-heading{font-size:var(--hl-heading_size,32px)}
h3.hl-heading{font-size:var(--hl-heading_size,24px)}
.hl-text{margin:0;font-size:var(--hl-text_size,17px);color:var(--hl-text_color,${MUTED});white-space:pre-line}
.hl-image{display:block;max-width:100%;max-height:180px;margin:0 auto;object-fit:contain}
.hl-fields{display:flex;flex-direction:column;gap:10px;text-align:start}
.hl-field{display:flex;flex-direction:column;gap:4px;flex:1}
.hl-label{font-size:14px;font-weight:600}
.hl-input{display:block;width:100%;height:48px;margin:0;padding:0 14px;border:1px solid #b9bdc9;border-radius:8px;background:#fff;color:${TEXT};font-family:inherit;font-size:16px;line-height:normal}
.hl-input::placeholder{color:#6b7184;opacity:1}
.hl-input:focus{outline:none;border-color:${FOCUS};box-shadow:0 0 0 3px rgba(31,95,191,.25)}
.hl-input[aria-invalid=true],.hl-highlight{border-color:${ERROR};box-shadow:0 0 0 3px rgba(179,38,30,.25)}
.hl-error{color:${ERROR};font-size:14px;font-weight:500}
.hl-button{display:inline-flex;align-items:center;justify-content:center;width:var(--hl-button-width,100%);min-height:48px;margin:0 auto;padding:0 24px;border:0;border-radius:var(--hl-button-radius,8px);background:var(--hl-button-background,${ACCENT});color:var(--hl-button-color,#fff);font-family:inherit;font-size:17px;font-weight:700;line-height:1.2;text-decoration:none;cursor:pointer}
.hl-button:hover{background:var(--hl-button-hover_background,color-mix(in srgb,var(--hl-button-background,${ACCENT}) 84%,#000))}
.hl-button:focus-visible,.hl-close:focus-visible{outline:3px solid ${FOCUS};outline-offset:2px}
.hl-close{position:absolute;top:6px;right:6px;z-index:2;display:flex;align-items:center;justify-content:center;width:44px;height:44px;margin:0;padding:0;border:0;border-radius:50%;background:transparent;color:${MUTED};cursor:pointer}
.hl-close:hover{background:rgba(0,0,0,.06)}
.hl-close svg{width:20px;height:20px}
.hl-dont-show{display:block;min-height:44px;margin:4px auto 0;border:0;background:none;color:${MUTED};font:inherit;text-decoration:underline;cursor:pointer}
.hl-credit{position:absolute;bottom:4px;right:10px;font-size:11px;color:#6b7184}
.hl-shake{animation:hl-shake .4s}
.hl-fade-in{animation:hl-fade-in .25s ease-out}
@keyframes hl-fade-in{from{opacity:0}}
@keyframes hl-shake{25%{transform:translateX(-6px)}75%{transform:translateX(6px)}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}}
`;
