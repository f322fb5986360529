/**
 * Preact for the popup chunks, as a chunk of its own (`preact-[hash].js`): the popup chunk and its
 * lazy chunks import it by its hashed name (build-chunks.ts), so one copy of Preact, and of its
 * hooks' state, serves them all. Only what the popup code uses is exported.
 */
export { Fragment, createContext, render } from 'preact';
export { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
export { jsx, jsxs } from 'preact/jsx-runtime';
