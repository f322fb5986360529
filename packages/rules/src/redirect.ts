import type { LinkPage } from './link-url.ts';

export interface RedirectOptions {
  /** Append the submitted form values as a query string (`poptin_design_redirect_send_form_data`). */
  sendFormData?: boolean;
  formData?: Readonly<Record<string, string>>;
  /** The page the visitor is on: `{conversion_url}`. */
  pageUrl?: string;
  /** Its path plus query: `{path_url}`. */
  pathUrl?: string;
}

/** Replaces the redirect placeholders of spec section 2: `{conversion_url}` and `{path_url}`, URL-encoded. */
export function fillRedirectPlaceholders(url: string, pageUrl = '', pathUrl = ''): string {
  return url
    .replace(/\{conversion_url\}/g, encodeURIComponent(pageUrl))
    .replace(/\{path_url\}/g, encodeURIComponent(pathUrl));
}

/**
 * Where a popup sends the visitor after a conversion (spec section 4): `tel:` and `sms:` addresses
 * as they are; web addresses with `http://` prepended when they have no scheme, the placeholders
 * filled, and optionally the form values appended as a query string. Other schemes (`javascript:`)
 * and empty addresses give null: no redirect.
 */
export function redirectUrl(address: string, options: RedirectOptions = {}): string | null {
  const raw = address.trim();
  if (raw === '') return null;
  if (/^(?:tel|sms):/i.test(raw)) return raw;
  let url = fillRedirectPlaceholders(raw, options.pageUrl, options.pathUrl);
  if (url.startsWith('//')) url = `http:${url}`;
  else if (!/^https?:\/\//i.test(url)) {
    if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(url)) return null;
    url = `http://${url}`;
  }
  const entries = Object.entries(options.formData ?? {}).filter(([, value]) => value !== '');
  if (!options.sendFormData || entries.length === 0) return url;
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const query = entries
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  const joiner = base.includes('?') ? (/[?&]$/.test(base) ? '' : '&') : '?';
  return `${base}${joiner}${query}${hash}`;
}

/**
 * Where a close button's link goes (spec section 4): `//` is added when the address has no scheme.
 * Unsafe schemes give null. Given the page, `{conversion_url}` and `{path_url}` are replaced as in a
 * redirect.
 */
export function closeButtonLinkUrl(address: string, page?: LinkPage): string | null {
  const trimmed = address.trim();
  const url = page ? fillRedirectPlaceholders(trimmed, page.pageUrl, page.pathUrl) : trimmed;
  if (url === '') return null;
  if (/^(?:https?:)?\/\//i.test(url) || /^(?:tel|sms|mailto):/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(url)) return null;
  return `//${url}`;
}
