/**
 * The popup's lazy chunks loaded from the core (each its own entry in build.ts): loaded with
 * `import()` only when a popup needs them, so a lightbox with an email form never downloads them.
 * Module-level constants, so that `Lazy` recognises a chunk it already loaded.
 */
export const loadExtras = () => import('./extras.tsx');
export const loadHtml = () => import('./html-block.tsx');
export const loadCountdown = () => import('./countdown.tsx');
export const loadDynamicText = () => import('./dynamic-fill.ts');
export const loadEmailSuggest = () => import('./email-suggest.tsx');

export type ExtrasModule = Awaited<ReturnType<typeof loadExtras>>;
export type PhoneModule = Awaited<ReturnType<ExtrasModule['loadPhone']>>;
