import type { PopupChunk } from './popup/contract.ts';

/** The popup chunk's hashed file name, written in by `build.ts` (esbuild `define`). */
declare const __HOOKLINE_POPUP_CHUNK__: string | undefined;

export const POPUP_CHUNK_FILE =
  typeof __HOOKLINE_POPUP_CHUNK__ === 'string' ? __HOOKLINE_POPUP_CHUNK__ : 'popup.js';

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
