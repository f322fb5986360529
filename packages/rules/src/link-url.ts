import { fillRedirectPlaceholders } from './redirect.ts';

const KEPT_SCHEMES = /^(?:https?:\/\/|\/\/|tel:|sms:|mailto:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The page a link is followed from: `{conversion_url}` is its address, `{path_url}` its path plus query. */
export interface LinkPage {
  pageUrl: string;
  pathUrl: string;
}

/**
 * The address a link button opens (spec section 5): http(s), protocol-relative, tel:, sms: and
 * mailto: addresses are kept; a bare address (`example.com/offer`) gets a protocol-relative `//`
 * prefix; any other scheme (`javascript:`, `data:`) is refused with null, as is an empty address.
 * Given the page, `{conversion_url}` and `{path_url}` are replaced as in a redirect (spec section 4).
 */
export function linkButtonUrl(address: string, page?: LinkPage): string | null {
  const trimmed = address.trim();
  const url = page ? fillRedirectPlaceholders(trimmed, page.pageUrl, page.pathUrl) : trimmed;
  if (url === '') return null;
  if (KEPT_SCHEMES.test(url)) return url;
  if (ANY_SCHEME.test(url) && !/^[^:/]+:\d/.test(url)) return null;
  return `//${url}`;
}
