import type { Page } from 'playwright-core';

/** One of the pixel's script chunks, which it loads with `import()`: `{host}/embed/{name}.js`. */
export const isPixelChunk = (url: string): boolean => /\/embed\/[^/?#]+\.js$/.test(url);

const chunksOf = new WeakMap<Page, Set<string>>();

/**
 * Starts keeping the addresses of the pixel chunks `page` requests (once per page): the set, which
 * grows as the page asks for more, holds those of the document now in the page (a new document
 * starts it afresh; a single-page app's route change keeps it). `settled` works from it, so a page
 * is watched before it loads the pixel: `pausedContext` watches each of its pages, `armed` the page
 * it is given.
 */
export function watchChunks(page: Page): ReadonlySet<string> {
  const known = chunksOf.get(page);
  if (known) return known;
  const chunks = new Set<string>();
  chunksOf.set(page, chunks);
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) return;
    // Another document: importing the last one's chunks into it would load what it never asked for.
    if (request.isNavigationRequest()) chunks.clear();
    else if (isPixelChunk(request.url())) chunks.add(request.url());
  });
  return chunks;
}

/**
 * In the page: `import()`s each address, which waits for the page's own import of it (one module
 * per address) and evaluates nothing again, then lets one task pass, so that the page's promise
 * callbacks waiting on those modules have run. Source text, so Vitest leaves its `import()` alone
 * (it rewrites dynamic imports in the test's own code); no timer in it, so a paused clock does
 * not hold it up.
 */
const settleInPage = (addresses: readonly string[]) => `(async (addresses) => {
  await Promise.allSettled(addresses.map((address) => import(address)));
  await new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  });
})(${JSON.stringify(addresses)})`;

/**
 * Resolves once `page` has done what the pixel chunks it asked for so far set off: each is
 * evaluated, and what waited on one has run (a popup a timer fired mounts its host element once
 * the renderer's module resolves; triggers are armed once their chunk has). No real time passes
 * for it, so a check that nothing showed, made after it, could have seen the popup had the page
 * shown it. The page must be watched (`watchChunks`) since before it loaded the pixel.
 */
export async function settled(page: Page): Promise<void> {
  const chunks = chunksOf.get(page);
  if (!chunks) throw new Error('settled: the page was not watched (watchChunks) before it loaded the pixel');
  await page.evaluate(settleInPage([...chunks]));
}
