/**
 * The games' style sheet (the game chunk's, added to a gamified popup's shadow root): the wheel with
 * its lights, pointer and hub, the gift boxes shaking and opening, the scratch card's ticket.
 */
export const GAME_CSS = `
.hl-game{display:flex;justify-content:center;width:100%;margin:0 auto 16px}
.hl-wheel{position:relative;direction:ltr;width:min(360px,100%);aspect-ratio:1;margin:10px auto 0}
.hl-wheel-disc{position:absolute;inset:0;will-change:transform}
.hl-wheel-disc svg{display:block;width:100%;height:100%;filter:drop-shadow(0 12px 22px rgba(0,0,0,.3))}
.hl-wheel-label{fill:#fff;font-family:system-ui,sans-serif;font-weight:800;paint-order:stroke;stroke:rgba(0,0,0,.22);stroke-width:3px}
.hl-light{fill:#ffe28a;animation:hl-bulb 1.2s infinite}
.hl-light-b{fill:#fff;animation-delay:.6s}
@keyframes hl-bulb{50%{opacity:.35}}
.hl-wheel-pointer{position:absolute;top:-14px;left:50%;z-index:1;width:38px;height:50px;transform:translateX(-50%);filter:drop-shadow(0 3px 4px rgba(0,0,0,.35))}
.hl-wheel-overlay{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;margin:0;padding:0;border:0;border-radius:50%;background:transparent;cursor:pointer}
.hl-wheel-overlay:disabled{cursor:default}
.hl-wheel-overlay:focus-visible{outline:3px solid #1f5fbf;outline-offset:4px}
.hl-wheel-hub{display:flex;align-items:center;justify-content:center;width:24%;aspect-ratio:1;border-radius:50%;background:radial-gradient(circle at 35% 30%,#fff,#f3f3f3 55%,#d5d9e0);box-shadow:0 0 0 5px #1d2433,0 6px 14px rgba(0,0,0,.35);color:#1d2433;font:800 17px system-ui,sans-serif;letter-spacing:.05em;text-transform:uppercase}
.hl-wheel-overlay:not(:disabled) .hl-wheel-hub{animation:hl-hub 1.6s ease-in-out infinite}
@keyframes hl-hub{50%{box-shadow:0 0 0 5px #1d2433,0 0 0 15px rgba(255,255,255,.45),0 6px 14px rgba(0,0,0,.35)}}
.hl-gifts{position:relative;display:flex;justify-content:center;gap:14px;width:100%;padding-top:34px}
.hl-gift{position:relative;flex:0 1 128px;min-width:0;min-height:44px;aspect-ratio:120/130;margin:0;padding:0;border:0;background:none;cursor:pointer;transform-origin:50% 92%;transition:transform .2s}
.hl-gift svg{position:relative;display:block;width:100%;height:100%;overflow:visible}
.hl-gift:not(:disabled):hover{transform:translateY(-4px)}
.hl-gift:disabled{cursor:default}
.hl-gift:focus-visible{outline:3px solid #1f5fbf;outline-offset:4px;border-radius:8px}
.hl-gift[data-state=shaking]{animation:hl-gift-shake .8s ease-in-out}
@keyframes hl-gift-shake{15%{transform:rotate(-8deg)}30%{transform:rotate(7deg)}45%{transform:rotate(-5deg)}60%{transform:rotate(3deg)}75%{transform:rotate(-1deg)}}
.hl-gift-lid{transform-box:view-box;transform-origin:60px 58px;transition:transform .6s cubic-bezier(.2,1.5,.4,1)}
.hl-gift[data-state=open] .hl-gift-lid{transform:translate(-12px,-38px) rotate(-22deg)}
.hl-gift[data-state=open]::before{content:'';position:absolute;left:50%;top:42%;width:170%;aspect-ratio:1;transform:translate(-50%,-50%);background:radial-gradient(circle,rgba(255,214,102,.9),rgba(255,214,102,0) 62%);animation:hl-glow .9s ease-out both}
@keyframes hl-glow{from{opacity:0;transform:translate(-50%,-50%) scale(.3)}}
.hl-gifts:has([data-state=open]) .hl-gift:not([data-state=open]){opacity:.45;filter:grayscale(.5)}
.hl-gift-prize{position:absolute;left:50%;top:14%;z-index:1;transform:translate(-50%,-50%);padding:6px 14px;border-radius:999px;background:#fff;color:#1d2433;font:800 17px system-ui,sans-serif;white-space:nowrap;box-shadow:0 6px 18px rgba(0,0,0,.28);animation:hl-rise .6s .15s both cubic-bezier(.2,1.5,.4,1)}
.hl-gift-empty{background:#1d2433;color:#fff}
@keyframes hl-rise{from{opacity:0;transform:translate(-50%,20%) scale(.5)}}
.hl-scratch{position:relative;width:min(400px,100%);aspect-ratio:2/1;margin:0 auto;border-radius:18px;overflow:hidden;background:#fff;box-shadow:0 12px 28px rgba(0,0,0,.25),0 0 0 5px #fff,0 0 0 7px rgba(0,0,0,.08)}
.hl-scratch-prize{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:10px;padding:12px;background:repeating-linear-gradient(45deg,#fff8e8 0 14px,#ffefcf 14px 28px);color:#1d2433;text-align:center}
.hl-scratch-prize strong{font-size:30px;line-height:1.1}
.hl-scratch-lost{background:#eef1f6;color:#4a5063}
.hl-scratch-code{padding:4px 16px;border:2px dashed #d9481f;border-radius:8px;background:#fff;font:700 20px ui-monospace,Menlo,Consolas,monospace;letter-spacing:.08em}
.hl-scratch-surface{position:absolute;inset:0;display:block;width:100%;height:100%;cursor:grab;touch-action:none;transition:opacity .5s}
.hl-scratch-surface[data-locked]{cursor:not-allowed}
.hl-scratch[data-revealed] .hl-scratch-surface{opacity:0;pointer-events:none}
.hl-game-result{display:contents}
.hl-win-prize{display:flex;flex-direction:column;align-items:center;gap:0;margin:0 auto 8px}
.hl-win-wheel{width:170px}
.hl-win-wheel .hl-wheel{width:100%;margin:8px auto 0}
.hl-win-wheel .hl-wheel-pointer{width:22px;height:30px;top:-8px}
.hl-win-wheel .hl-wheel-hub{font-size:16px;box-shadow:0 0 0 3px #1d2433}
.hl-wheel[data-still] g[data-segment]:not([data-won]){opacity:.38}
.hl-wheel[data-still] .hl-light{animation:none}
.hl-win-label{position:relative;z-index:1;margin:-14px 0 0;padding:6px 18px;border-radius:999px;font:800 20px/1.2 system-ui,sans-serif;box-shadow:0 6px 16px rgba(0,0,0,.25);text-align:center;overflow-wrap:anywhere}
.hl-win-next{display:flex;flex-wrap:wrap;justify-content:center;gap:10px;width:100%;margin-top:12px}
.hl-win-next .hl-button{flex:1 1 140px;width:auto;min-height:44px;margin:0}
.hl-win-shop{background:transparent!important;color:inherit!important;box-shadow:inset 0 0 0 2px currentColor!important}
.hl-fluid .hl-wheel{width:min(320px,100%)}
.hl-fluid .hl-gifts{gap:8px;padding-top:30px}
`;
