const PIXEL_TAG_ID = 'hookline-pixel';
const CLIENT_ID = /^[a-z0-9]{13}$/;

/** What the install tag says: whose popups to show, and the Hookline host to ask. */
export interface PixelInstall {
  clientId: string;
  /** The origin the loader was served from, e.g. `https://hookline.example`. */
  host: string;
  /** `&noConflict` (or `&noJqueryUi`) on the address: start without the 1.5 s delay (spec section 4). */
  noConflict: boolean;
}

function scriptSource(element: Element | null): string | null {
  if (!element || element.tagName !== 'SCRIPT') return null;
  const src = (element as HTMLScriptElement).src;
  return typeof src === 'string' && src !== '' ? src : null;
}

/**
 * The `src` of the pixel's install tag: the script with id `hookline-pixel`, else the script now
 * running or the first script whose address is a `/pixel.js`. Null when there is none: a copy of
 * the code loaded some other way (a bundle, a tag manager's wrapper) has no install tag to trust.
 */
export function findPixelSource(document: Document, running: Element | null): string | null {
  const tagged = scriptSource(document.getElementById(PIXEL_TAG_ID));
  if (tagged) return tagged;
  const current = scriptSource(running);
  if (current?.includes('/pixel.js')) return current;
  for (const script of Array.from(document.getElementsByTagName('script'))) {
    const src = scriptSource(script);
    if (src?.includes('/pixel.js')) return src;
  }
  return null;
}

/** Reads the client id (`?id=`), the no-conflict flag and host from the install tag's address; null when either is unusable. */
export function pixelInstall(src: string): PixelInstall | null {
  try {
    const url = new URL(src);
    const clientId = url.searchParams.get('id') ?? '';
    if (!CLIENT_ID.test(clientId) || !/^https?:$/.test(url.protocol)) return null;
    const flag = (name: string) =>
      url.searchParams.has(name) && !/^(0|false)$/.test(url.searchParams.get(name)!);
    return { clientId, host: url.origin, noConflict: flag('noConflict') || flag('noJqueryUi') };
  } catch {
    return null;
  }
}
