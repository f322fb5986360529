import { ACCENT, FOCUS, MUTED, TEXT } from './palette.ts';

/**
 * The style of the extras chunk: the placements of the popup types other than a centred lightbox
 * (the frame spans the window but lets clicks through; only the box takes them), the format
 * arrangements, and the less common parts (coupon, countdown, Skip, note, teaser, effects,
 * checkboxes, choice groups, message fields), and right to left for Hebrew popups. A lightbox with a plain form never downloads it.
 */

export const LAYOUT_CSS = `
.hl-effect{position:absolute;inset:0;z-index:-1;display:block;width:100%;height:100%;pointer-events:none;border-radius:inherit}
.hl-dialog:has(>.hl-effect){isolation:isolate}
.hl-play:disabled{filter:grayscale(.6);cursor:default}
[dir=rtl] .hl-credit{right:auto;left:10px}
.hl-legend{font-size:14px;font-weight:600;padding:0}
textarea.hl-input{height:96px;padding:10px 14px;resize:vertical}
.hl-check{display:flex;gap:8px;align-items:flex-start;font-size:14px;cursor:pointer}
.hl-check input{width:18px;height:18px;margin:2px 0 0;flex:none}
.hl-group{margin:0;padding:0;border:0;display:flex;flex-direction:column;gap:6px}
select.hl-input[multiple]{height:auto;padding:6px}
.hl-row{display:flex;gap:8px}
.hl-button[disabled]{opacity:.55;cursor:default}
.hl-note{position:absolute;top:18px;right:54px;margin:0;font-size:13px;color:${MUTED}}
[dir=rtl] .hl-note{right:auto;left:54px}
.hl-skip{margin:10px auto 0;width:auto;min-height:36px;background:transparent;color:${MUTED};border:1px solid #b9bdc9;font-size:15px}
.hl-skip:hover{background:rgba(0,0,0,.06)}
.hl-coupon{position:relative;display:inline-flex;align-self:center;margin:0 auto;padding:10px 22px;border:2px dashed var(--hl-btn-bg,${ACCENT});border-radius:8px;background:#fff7f3;color:${TEXT};font-family:ui-monospace,Menlo,Consolas,monospace;font-size:22px;font-weight:700;letter-spacing:.08em;cursor:pointer}
.hl-tooltip{position:absolute;bottom:calc(100% + 6px);left:50%;transform:translateX(-50%);padding:4px 10px;border-radius:6px;background:${TEXT};color:#fff;font-family:system-ui,sans-serif;font-size:13px;letter-spacing:normal;white-space:nowrap;opacity:1;transition:opacity .3s}
.hl-tooltip.hl-fading{opacity:0}
.hl-social{display:flex;gap:10px;justify-content:center;flex-wrap:wrap}
.hl-link{color:${FOCUS};font-size:15px;font-weight:600}
.hl-coupon:focus-visible,.hl-link:focus-visible,.hl-teaser:focus-visible,.hl-check input:focus-visible{outline:3px solid ${FOCUS};outline-offset:2px}
.hl-html{text-align:start}
.hl-countdown{display:flex;gap:10px;justify-content:center;font-variant-numeric:tabular-nums}
.hl-unit{display:flex;flex-direction:column;align-items:center;min-width:56px;padding:6px 8px;border-radius:8px;background:${TEXT};color:#fff;font-size:26px;font-weight:700;line-height:1.1}
.hl-unit small{font-size:11px;font-weight:500;opacity:.8}
.hl-countdown-0 .hl-unit{background:none;color:${TEXT};min-width:0;padding:0}
.hl-drag{cursor:move;touch-action:none}
.hl-teaser{position:fixed;bottom:0;left:24px;padding:10px 18px;border:0;border-radius:10px 10px 0 0;background:${ACCENT};color:#fff;font-family:system-ui,sans-serif;font-size:15px;font-weight:700;cursor:pointer;animation:hl-slide-up 1s ease-out,hl-blink 3s 1s infinite}
.hl-teaser.hl-triangle{width:0;height:0;padding:0;border-style:solid;border-width:0 0 64px 64px;border-color:transparent transparent ${ACCENT} transparent;border-radius:0;background:none;font-size:0;left:0}
.hl-in-fade{animation:hl-fade-in .8s ease-out}
.hl-in-zoom{animation:hl-zoom-in .8s ease-out}
.hl-in-bounce{animation:hl-bounce-in .8s}
.hl-in-slide-down{animation:hl-slide-down .8s ease-out}
.hl-in-slide-up{animation:hl-slide-up .8s ease-out}
.hl-in-slide-left{animation:hl-slide-left .8s ease-out}
.hl-in-slide-right{animation:hl-slide-right .8s ease-out}
.hl-out-fade,.hl-out-zoom,.hl-out-bounce,.hl-out-slide-down,.hl-out-slide-up,.hl-out-slide-left,.hl-out-slide-right{animation-duration:.8s;animation-fill-mode:forwards;animation-direction:reverse;pointer-events:none}
.hl-out-fade{animation-name:hl-fade-in}
.hl-out-zoom,.hl-out-bounce{animation-name:hl-zoom-in}
.hl-out-slide-down{animation-name:hl-slide-down}
.hl-out-slide-up{animation-name:hl-slide-up}
.hl-out-slide-left{animation-name:hl-slide-left}
.hl-out-slide-right{animation-name:hl-slide-right}
@keyframes hl-zoom-in{from{opacity:0;scale:.6}}
@keyframes hl-bounce-in{0%{opacity:0;scale:.3}50%{opacity:1;scale:1.05}70%{scale:.95}}
@keyframes hl-slide-down{from{opacity:0;translate:0 -60px}}
@keyframes hl-slide-up{from{opacity:0;translate:0 60px}}
@keyframes hl-slide-left{from{opacity:0;translate:60px 0}}
@keyframes hl-slide-right{from{opacity:0;translate:-60px 0}}
@keyframes hl-blink{0%,90%,100%{opacity:1}95%{opacity:.4}}
.hl-arr-split:has(>.hl-image),.hl-arr-split-end:has(>.hl-image){display:grid;grid-template-columns:1fr 1fr;grid-auto-flow:dense;column-gap:28px;align-items:center;max-width:none}
.hl-arr-split>.hl-image,.hl-arr-split-end>.hl-image{grid-row:1/span 12;max-height:none}
.hl-arr-split>:not(.hl-image){grid-column:2}
.hl-arr-split-end>:not(.hl-image){grid-column:1}
.hl-arr-split-end>.hl-image{grid-column:2}
.hl-arr-cover>.hl-image{position:absolute;inset:0;width:100%;height:100%;max-height:none;object-fit:cover;opacity:.25;z-index:0}
.hl-arr-cover>*{position:relative;z-index:1}
.hl-arr-row{flex-direction:row;flex-wrap:wrap;align-items:center;justify-content:center;max-width:none}
.hl-arr-row .hl-fields{flex-direction:row}
.hl-arr-row .hl-button{width:auto}
.hl-frame{position:fixed;top:0;left:0;width:100vw;height:100vh;height:100dvh;pointer-events:none;background:none}
.hl-frame>.hl-dialog{position:absolute;pointer-events:auto;margin:0}
.hl-place-top>.hl-dialog,.hl-place-bottom>.hl-dialog{left:50%;width:100%!important;max-width:1920px;border-radius:0;padding:12px 64px;translate:-50% 0;transform:none!important}
.hl-place-top>.hl-dialog{top:0}
.hl-place-bottom>.hl-dialog{bottom:0}
.hl-place-top .hl-screen,.hl-place-bottom .hl-screen{max-width:1400px}
.hl-place-bottom-right>.hl-dialog{right:16px;bottom:16px;transform-origin:bottom right}
.hl-place-bottom-left>.hl-dialog{left:16px;bottom:16px;transform-origin:bottom left}
.hl-place-top-right>.hl-dialog{right:16px;top:16px;transform-origin:top right}
.hl-place-top-left>.hl-dialog{left:16px;top:16px;transform-origin:top left}
.hl-place-bottom-center>.hl-dialog{left:50%;bottom:16px;translate:-50% 0;transform-origin:bottom center}
.hl-place-middle-right>.hl-dialog{right:0;top:50%;translate:0 -50%;transform-origin:right center;border-radius:14px 0 0 14px}
.hl-place-middle-left>.hl-dialog{left:0;top:50%;translate:0 -50%;transform-origin:left center;border-radius:0 14px 14px 0}
.hl-place-side-right>.hl-dialog,.hl-place-side-left>.hl-dialog{top:0;height:100%!important;border-radius:0;transform-origin:top right}
.hl-place-side-right>.hl-dialog{right:0}
.hl-place-side-left>.hl-dialog{left:0;transform-origin:top left}
.hl-frame .hl-dialog{padding:var(--hl-padding,28px 32px)}
.hl-frame .hl-dialog h2.hl-heading{font-size:24px}
.hl-overlay.hl-place-fullpage{position:absolute;height:100vh;background:#fff}
.hl-place-fullpage>.hl-dialog{flex:none;border-radius:0;box-shadow:none}
.hl-place-inline{position:relative;width:100%;height:auto;display:block;background:none;overflow:visible}
.hl-place-inline>.hl-dialog{width:100%!important;height:auto!important;min-height:var(--hl-min-height);max-width:var(--hl-max-width);margin:0 auto;transform:none!important;box-shadow:0 2px 12px rgba(0,0,0,.12)}
.hl-arr-top>.hl-image{order:-1}
.hl-close{top:var(--hl-close-top,6px);right:var(--hl-close-right,6px);left:var(--hl-close-left,auto);box-shadow:var(--hl-close-shadow,none);color:var(--hl-close-color,${MUTED});background:var(--hl-close-background,#0000)}
.hl-input{border:solid var(--hl-input-border_color,#b9bdc9);border-width:var(--hl-input-lines,1px);border-radius:var(--hl-input-radius,8px);background:var(--hl-input-background,#fff);color:var(--hl-input-color,${TEXT})}
[dir=rtl] .hl-close{right:var(--hl-close-left,auto);left:var(--hl-close-right,6px)}
.hl-dialog{overflow:var(--hl-dialog-overflow,auto);background-position:var(--hl-bg-at,0 0);background-size:cover}
.hl-overlay,.hl-frame{container-type:inline-size}
.hl-media{flex:none;background:var(--hl-media) var(--hl-media-at)/cover no-repeat #e9ebf0}
.hl-dialog:has(>.hl-media-split,>.hl-media-top){padding:0;justify-content:flex-start}
.hl-dialog:has(>.hl-media-split){flex-direction:row}
.hl-dialog:has(>.hl-media-split,>.hl-media-top)>.hl-screen{flex:1 1 0;min-width:0;justify-content:center;padding:var(--hl-padding,32px 40px)}
.hl-media-split{width:42%;border-radius:var(--hl-radius,14px) 0 0 var(--hl-radius,14px)}
[dir=rtl] .hl-media-split{border-radius:0 var(--hl-radius,14px) var(--hl-radius,14px) 0}
.hl-media-top{height:40%;border-radius:var(--hl-radius,14px) var(--hl-radius,14px) 0 0}
.hl-media-cover{position:absolute;inset:0;border-radius:inherit}
.hl-media-cover::after{content:'';position:absolute;inset:0;border-radius:inherit;background:linear-gradient(rgba(0,0,0,.15),rgba(0,0,0,.6))}
.hl-dialog:has(>.hl-media-cover)>.hl-screen{position:relative;z-index:1}
@container (max-width:600px){.hl-dialog:has(>.hl-media-split){flex-direction:column}.hl-media-split{width:auto;height:38%;border-radius:var(--hl-radius,14px) var(--hl-radius,14px) 0 0}}
`;
