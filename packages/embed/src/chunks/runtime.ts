/**
 * The runtime chunk's entry (`/embed/runtime-[hash].js`, ESM), loaded by the loader when a page
 * has popups, a click asks for one, or events are left to send: the targeting runtime, the
 * renderer of a lightbox with a plain form, and Preact. They travel together because a popup's
 * trigger may go off at any moment (an exit intent, a click): the renderer is then already on the
 * page, and the popup shows at once rather than after one more download.
 */
// The renderer first: the code it shares with the runtime then comes before the runtime's, an
// order that compresses better (about 50 B gzip).
export { injectConversionCode, mountPopup, supportsType } from '../popup/index.ts';
export { createRuntime } from '../runtime/index.ts';
/**
 * Preact for the lazy chunks, which import it from this chunk (build-chunks.ts), so one copy of
 * Preact, and of its hooks' state, serves them all. Only what the popup code uses is exported.
 */
export { Fragment, createContext, render } from 'preact';
export { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
export { jsx, jsxs } from 'preact/jsx-runtime';
