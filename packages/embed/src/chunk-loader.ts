import type { PopupChunk } from './popup/contract.ts';
import type { RuntimeChunk } from './runtime-contract.ts';

/** The lazy chunks' hashed file names, written in by `build.ts` (esbuild `define`). */
declare const __HOOKLINE_POPUP_CHUNK__: string | undefined;
declare const __HOOKLINE_RUNTIME_CHUNK__: string | undefined;

export const POPUP_CHUNK_FILE =
  typeof __HOOKLINE_POPUP_CHUNK__ === 'string' ? __HOOKLINE_POPUP_CHUNK__ : 'popup.js';
export const RUNTIME_CHUNK_FILE =
  typeof __HOOKLINE_RUNTIME_CHUNK__ === 'string' ? __HOOKLINE_RUNTIME_CHUNK__ : 'runtime.js';

/** Where a lazy chunk lives: beside the loader, under `/embed/`. */
export function chunkUrl(host: string, fileName: string): string {
  return `${host}/embed/${fileName}`;
}

/**
 * Loads the popup renderer (Preact and the forms). The address is computed at run time, so the
 * bundler leaves this `import()` to the browser and the loader never contains the renderer.
 */
export function importPopupChunk(host: string): Promise<PopupChunk> {
  return import(/* @vite-ignore */ chunkUrl(host, POPUP_CHUNK_FILE)) as Promise<PopupChunk>;
}

/** Loads the targeting runtime, when the page has popups or a click asks for one. */
export function importRuntimeChunk(host: string): Promise<RuntimeChunk> {
  return import(/* @vite-ignore */ chunkUrl(host, RUNTIME_CHUNK_FILE)) as Promise<RuntimeChunk>;
}
