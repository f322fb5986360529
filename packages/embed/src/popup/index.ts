/**
 * The renderer's entry, part of the runtime chunk (`/embed/runtime-[hash].js`, ESM, see
 * src/chunks/runtime.ts). Everything Preact lives behind this file; heavier parts (the
 * extras, custom HTML, phone, date picker, countdown, custom select, dynamic text, the conversion
 * code) are lazy chunks of their own, loaded from here only when a popup needs them.
 */
export { mountPopup } from './mount.tsx';

/** Every popup type renders (gamified ones with the game chunk). */
export const supportsType = (): boolean => true;

/** The conversion's answer arrived: its `integration.conversion_code` goes into the page head (a lazy chunk). */
export function injectConversionCode(document: Document, answer: unknown): void {
  const code = (answer as { integration?: { conversion_code?: unknown } } | null)?.integration
    ?.conversion_code;
  if (typeof code !== 'string' || code.trim() === '') return;
  import('../chunks/conversion-code.ts')
    .then((module) => module.injectConversionCode(document, answer))
    .catch(() => undefined);
}
