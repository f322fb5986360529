import type { Browser, BrowserContext } from 'playwright-core';

/**
 * Keeps the demo site's popups out of a journey that is not about them: the demo's welcome
 * lightbox would cover the page 3 s after it loads, on a slow machine over what the journey clicks
 * (the shop and the builder pages work the same without the pixel).
 */
export async function withoutPixel(context: BrowserContext): Promise<BrowserContext> {
  await context.route('**/pixel.js*', (route) => route.abort());
  return context;
}

/** A shopper's browser for the shop's own journeys: a new context without the demo's popups. */
export const shopperContext = (browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) =>
  browser.newContext(options).then(withoutPixel);
