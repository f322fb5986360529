import type { BackgroundEffectName } from '@hookline/rules';
import { makeParticles, PARTICLE_EFFECTS } from './particles.ts';

export interface RunningEffect {
  stop(): void;
}

/** The canvas's pixel size for its CSS size, at the screen's density (at most 2x). */
function fit(canvas: HTMLCanvasElement): { width: number; height: number; ratio: number } {
  const ratio = Math.min(2, canvas.ownerDocument.defaultView?.devicePixelRatio || 1);
  const width = Math.max(1, canvas.clientWidth);
  const height = Math.max(1, canvas.clientHeight);
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  return { width, height, ratio };
}

/**
 * Draws a background effect on `canvas` (spec section 4) until `stop`: frames while the tab is
 * visible, paused while it is hidden (`visibilitychange`), one still frame for a visitor who
 * prefers reduced motion. The canvas's `data-effect-state` says which: running, paused, still or
 * stopped. Confetti is canvas-confetti's (its own chunk, loaded here).
 */
export function startBackgroundEffect(
  canvas: HTMLCanvasElement,
  effect: BackgroundEffectName,
): RunningEffect {
  const document = canvas.ownerDocument;
  const window = document.defaultView!;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  const state = (value: string) => canvas.setAttribute('data-effect-state', value);
  const hidden = () => document.visibilityState === 'hidden';
  let stopped = false;
  let paused: (() => void) | null = null;
  let resumed: (() => void) | null = null;
  const onVisibility = () => (hidden() ? paused?.() : resumed?.());
  document.addEventListener('visibilitychange', onVisibility);
  const stop = () => {
    if (stopped) return;
    paused?.();
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibility);
    state('stopped');
  };

  if (effect === 'confetti') {
    import('../chunks/confetti.ts').then(
      ({ confettiEffect }) => {
        if (stopped) return;
        const confetti = confettiEffect(canvas, fit(canvas), still);
        paused = () => {
          confetti.pause();
          if (!stopped) state('paused');
        };
        resumed = () => {
          if (!stopped) state(confetti.resume());
        };
        if (still) state('still');
        else if (hidden()) paused();
        else resumed();
      },
      () => state('stopped'),
    );
    return { stop };
  }

  const { width, height, ratio } = fit(canvas);
  const context = canvas.getContext('2d');
  if (!context) return { stop };
  context.scale(ratio, ratio);
  const particles = makeParticles(effect, width, height);
  const painter = PARTICLE_EFFECTS[effect];
  const draw = (time: number) => {
    context.clearRect(0, 0, width, height);
    painter.draw(context, particles, time);
  };
  draw(0);
  if (still) {
    state('still');
    return { stop };
  }
  let frame = 0;
  let last: number | null = null;
  const loop = (now: number) => {
    // A long gap (a frame after a pause) moves the particles at most 0.1 s on.
    const seconds = last === null ? 0 : Math.min(0.1, (now - last) / 1000);
    last = now;
    painter.step(particles, seconds, width, height);
    draw(now / 1000);
    frame = window.requestAnimationFrame(loop);
  };
  paused = () => {
    window.cancelAnimationFrame(frame);
    frame = 0;
    if (!stopped) state('paused');
  };
  resumed = () => {
    if (stopped || frame !== 0) return;
    last = null;
    state('running');
    frame = window.requestAnimationFrame(loop);
  };
  if (hidden()) paused();
  else resumed();
  return { stop };
}
