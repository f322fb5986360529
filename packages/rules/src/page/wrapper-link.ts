import { settingOn, settingText } from './setting-values.ts';

/** A link on a whole element (spec section 3, "Wrapper link"). */
export interface WrapperLinkSettings {
  url?: unknown;
  is_external?: unknown;
  nofollow?: unknown;
}

/** Where the element is: in the editor, in a carousel's slide, or in a filter plugin's template. */
export interface WrapperLinkPlace {
  editMode: boolean;
  insideCarousel: boolean;
  insideFilterTemplate: boolean;
}

const SAFE_SCHEME = /^(?:https?:|mailto:|tel:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BARE_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:[/?#]|$)/i;

/**
 * A link address an editor typed, made safe to open: http(s), mailto: and tel: addresses,
 * site-relative paths (`/journal/`, `?q`, `#top`, `../x`) and protocol-relative ones are kept; a
 * bare host (`example.com/sale`) gets `https://`; any other scheme (`javascript:`, `data:`) and an
 * empty address are null. Control characters and spaces at the ends are removed first (browsers
 * ignore them, so `java\tscript:` must not slip through).
 */
export function sanitizeLinkUrl(value: unknown): string | null {
  const url = [...settingText(value)]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('');
  if (url === '') return null;
  if (SAFE_SCHEME.test(url)) return url;
  if (BARE_HOST.test(url)) return `https://${url}`;
  if (ANY_SCHEME.test(url)) return null;
  return url;
}

/**
 * The click-through link of an element (spec sections 2, 3 and 7): null when there is none to
 * follow — no safe address, or the element is in the editor, inside a carousel (a swipe must not
 * open it) or inside a filter plugin's template; else its address, a new window when is_external
 * is on, and `rel` with nofollow when nofollow is on (and noopener for a new window).
 */
export function wrapperLink(
  settings: WrapperLinkSettings,
  place: WrapperLinkPlace,
): { href: string; target: '_blank' | '_self'; rel: string } | null {
  if (place.editMode || place.insideCarousel || place.insideFilterTemplate) return null;
  const href = sanitizeLinkUrl(settings.url);
  if (href === null) return null;
  const newWindow = settingOn(settings.is_external);
  const rel = [settingOn(settings.nofollow) ? 'nofollow' : '', newWindow ? 'noopener' : '']
    .filter(Boolean)
    .join(' ');
  return { href, target: newWindow ? '_blank' : '_self', rel };
}
