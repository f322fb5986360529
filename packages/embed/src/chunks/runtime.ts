/**
 * The runtime chunk's entry (`/embed/runtime-[hash].js`, ESM), loaded by the loader when a page
 * has popups, a click asks for one, or events are left to send: the targeting runtime, and the
 * renderer of a lightbox with a plain form. They travel together because a popup's trigger may go
 * off at any moment (an exit intent, a click): the renderer is then already on the page, and the
 * popup shows at once rather than after one more download. Preact is its own chunk, shared with
 * the lazy chunks.
 */
// The renderer first: the code it shares with the runtime then comes before the runtime's, an
// order that compresses better (about 50 B gzip).
export { injectConversionCode, mountPopup, supportsType } from '../popup/index.ts';
export { createRuntime } from '../runtime/index.ts';
