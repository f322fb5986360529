/**
 * The popup chunk's entry (`/embed/popup-[hash].js`, ESM), loaded by the loader with `import()`
 * when a popup is about to show. Everything Preact lives behind this file.
 */
export { mountPopup } from './mount.tsx';
