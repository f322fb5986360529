import type * as Extras from './extras.tsx';

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
export const loadDynamicText = () => import('../chunks/dynamic-text.ts');
export const loadEmailSuggest = () => import('../chunks/email-suggest.ts');

export type PhoneModule = Awaited<ReturnType<ExtrasModule['loadPhone']>>;
export const loadSmallScreen = () => import('../chunks/small-screen.ts');
