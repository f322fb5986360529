/** The confetti background effect, with canvas-confetti: loaded by the effects chunk for it alone. */
export { confettiEffect } from '../effects/confetti.ts';
