const KEPT_SCHEMES = /^(?:https?:\/\/|\/\/|tel:|sms:|mailto:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The address a link button opens (spec section 5): http(s), protocol-relative, tel:, sms: and
 * mailto: addresses are kept; a bare address (`example.com/offer`) gets a protocol-relative `//`
 * prefix; any other scheme (`javascript:`, `data:`) is refused with null, as is an empty address.
 */
export function linkButtonUrl(address: string): string | null {
  const url = address.trim();
  if (url === '') return null;
  if (KEPT_SCHEMES.test(url)) return url;
  if (ANY_SCHEME.test(url) && !/^[^:/]+:\d/.test(url)) return null;
  return `//${url}`;
}
