import type * as Extras from './extras.tsx';
import type * as Submit from '../chunks/submit.ts';
import type * as Game from '../chunks/game.ts';

/**
 * The popup's lazy chunks loaded from the core (each its own entry in build-chunks.ts): loaded with
 * `import()` only when a popup needs them, so a lightbox with an email form never downloads them.
 * Module-level constants, so that `Lazy` recognises a chunk it already loaded.
 */
export type ExtrasModule = typeof Extras;
let extras: ExtrasModule | null = null;
export const loadExtras = () => import('../chunks/extras.ts').then((module) => (extras = module));
/** The extras chunk once it has loaded (a preview then renders with it at once), else null. */
export const loadedExtras = () => extras;
export const loadHtml = () => import('../chunks/html.ts');
export const loadCountdown = () => import('../chunks/countdown.ts');
export const loadProducts = () => import('../chunks/products.ts');
export const loadDynamicText = () => import('../chunks/dynamic-text.ts');
export const loadEmailSuggest = () => import('../chunks/email-suggest.ts');

export type SubmitModule = typeof Submit;
let submitLoad: Promise<SubmitModule> | null = null;
let submitChunk: SubmitModule | null = null;
/** The `submit` chunk (the form's checks, the conversion event); a failed load is tried again on the next call. */
export const loadSubmit = () =>
  (submitLoad ??= import('../chunks/submit.ts').then(
    (module) => (submitChunk = module),
    (error: unknown) => {
      submitLoad = null;
      throw error;
    },
  ));
/** The `submit` chunk once it has loaded (a submit then runs at once), else null. */
export const loadedSubmit = () => submitChunk;

export type PhoneModule = Awaited<ReturnType<ExtrasModule['loadPhone']>>;
export const loadSmallScreen = () => import('../chunks/small-screen.ts');

/** The game chunk (gift box, scratch card, spin wheel), loaded by gamified popups before they show. */
export type GameModule = typeof Game;
let game: GameModule | null = null;
export const loadGame = () => import('../chunks/game.ts').then((module) => (game = module));
/** The game chunk once it has loaded (a preview then renders the game at once), else null. */
export const loadedGame = () => game;
/** The background effects chunk, loaded by popups with an effect once they show. */
export const loadEffects = () => import('../chunks/effects.ts');
