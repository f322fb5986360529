/** The background effects (wheel, starry-sky, ball, snow, rain, confetti): loaded by a popup with one once it shows. */
export { startBackgroundEffect } from '../effects/index.ts';
