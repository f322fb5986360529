/** The games of gamified popups (gift box, scratch card, spin wheel) and their style: loaded by gamified popups before they show. */
export * from '../game/index.ts';
