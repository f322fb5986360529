import { effectParticleCount } from '@hookline/rules';
import confetti from 'canvas-confetti';

/** A burst from each lower corner this often, while the tab is visible. */
const BURST_MS = 1600;
const COLORS = ['#e63946', '#f4a261', '#ffd166', '#2a9d8f', '#3d5a80', '#7b4fd6'];

/**
 * The confetti effect: canvas-confetti on the popup's canvas, bursts from both lower corners
 * while it runs. A visitor who prefers reduced motion gets a still scatter of pieces instead.
 * `resume` answers the state it left the effect in.
 */
export function confettiEffect(
  canvas: HTMLCanvasElement,
  area: { width: number; height: number; ratio: number },
  still: boolean,
): { pause(): void; resume(): 'running' | 'still' } {
  const window = canvas.ownerDocument.defaultView!;
  const count = effectParticleCount('confetti', area.width, area.height);
  if (still) {
    const context = canvas.getContext('2d');
    context?.scale(area.ratio, area.ratio);
    for (let index = 0; context && index < count; index++) {
      const spot = (salt: number) => Math.abs(Math.sin(index * 12.9898 + salt * 78.233) * 43758.5453) % 1;
      context.save();
      context.translate(spot(1) * area.width, spot(2) * area.height);
      context.rotate(spot(3) * Math.PI);
      context.fillStyle = COLORS[index % COLORS.length]!;
      context.fillRect(-4, -2, 8, 4);
      context.restore();
    }
    return { pause: () => undefined, resume: () => 'still' };
  }
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  let timer: number | undefined;
  const burst = () => {
    const shared = {
      particleCount: Math.ceil(count / 2),
      spread: 60,
      startVelocity: 42,
      ticks: 260,
      colors: COLORS,
    };
    void fire({ ...shared, angle: 60, origin: { x: 0, y: 0.75 } });
    void fire({ ...shared, angle: 120, origin: { x: 1, y: 0.75 } });
    timer = window.setTimeout(burst, BURST_MS);
  };
  return {
    pause() {
      window.clearTimeout(timer);
      timer = undefined;
      fire.reset();
    },
    resume() {
      if (timer === undefined) burst();
      return 'running';
    },
  };
}
