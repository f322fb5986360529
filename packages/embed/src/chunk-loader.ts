import type { PopupChunk } from './popup/contract.ts';
import type { RuntimeChunk } from './runtime-contract.ts';
import type { StoreAdapterChunk, StoreIntegration } from './store/adapter.ts';

/** The lazy chunks' hashed file names, written in by `build.ts` (esbuild `define`). */
declare const __HOOKLINE_RUNTIME_CHUNK__: string | undefined;
declare const __HOOKLINE_SHOPIFY_CHUNK__: string | undefined;
declare const __HOOKLINE_SHOP_CHUNK__: string | undefined;

export const RUNTIME_CHUNK_FILE =
  typeof __HOOKLINE_RUNTIME_CHUNK__ === 'string' ? __HOOKLINE_RUNTIME_CHUNK__ : 'runtime.js';

/** Each store platform's adapter chunk. */
export const STORE_ADAPTER_FILES: Record<StoreIntegration, string> = {
  shopify: typeof __HOOKLINE_SHOPIFY_CHUNK__ === 'string' ? __HOOKLINE_SHOPIFY_CHUNK__ : 'shopify.js',
  hookline: typeof __HOOKLINE_SHOP_CHUNK__ === 'string' ? __HOOKLINE_SHOP_CHUNK__ : 'hookline-shop.js',
};

/** Where a lazy chunk lives: beside the loader, under `/embed/`. */
export function chunkUrl(host: string, fileName: string): string {
  return `${host}/embed/${fileName}`;
}

/**
 * Loads the runtime chunk: the targeting runtime and the popup renderer (the address is computed at
 * run time, so the bundler leaves this `import()` to the browser and the loader contains neither).
 */
export function importRuntimeChunk(host: string): Promise<RuntimeChunk & PopupChunk> {
  return import(/* @vite-ignore */ chunkUrl(host, RUNTIME_CHUNK_FILE)) as Promise<RuntimeChunk & PopupChunk>;
}

/** Loads a store platform's adapter chunk (consent, customer, cart); only ever on that platform's stores. */
export function importStoreAdapter(integration: StoreIntegration, host: string): Promise<StoreAdapterChunk> {
  return import(
    /* @vite-ignore */ chunkUrl(host, STORE_ADAPTER_FILES[integration])
  ) as Promise<StoreAdapterChunk>;
}
