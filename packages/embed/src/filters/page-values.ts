import { nameMatches, type NameMatch } from '@hookline/rules';

/** At most this many variables or cookies are tested for one `contains` name. */
const MAX_MATCHES = 50;

/** A JavaScript value as the JS filter compares it: text, numbers and booleans as text, objects as JSON. */
function asText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'function' || typeof value === 'symbol') return typeof value;
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return '[object]';
  }
}

/** Reads `user.plan` from `window.user.plan`; undefined when any step is missing or throws. */
function pathValue(window: Window, path: string): unknown {
  let value: unknown = window;
  for (const step of path.split('.')) {
    try {
      value = value === null || value === undefined ? undefined : (value as Record<string, unknown>)[step];
    } catch {
      return undefined;
    }
  }
  return value;
}

/**
 * The values of the page's JavaScript variables a JS filter row names (spec section 3): an exact
 * name is a global, or a dotted path through one (`dataLayer.0.event`); `contains` tests every
 * global whose name holds the text.
 */
export function jsValues(window: Window, match: NameMatch): string[] {
  const names =
    match.mode === 'exact' ? [match.name] : Object.keys(window).filter((name) => nameMatches(match, name));
  return names
    .slice(0, MAX_MATCHES)
    .map((name) => asText(pathValue(window, name)))
    .filter((value): value is string => value !== undefined);
}

/** The values of the page's cookies a cookie filter row names, decoded. */
export function cookieValues(document: Document, match: NameMatch): string[] {
  let cookies: string;
  try {
    cookies = document.cookie;
  } catch {
    return []; // a sandboxed frame
  }
  const values: string[] = [];
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (!name || !nameMatches(match, name) || values.length >= MAX_MATCHES) continue;
    const raw = at < 0 ? '' : pair.slice(at + 1).trim();
    try {
      values.push(decodeURIComponent(raw));
    } catch {
      values.push(raw);
    }
  }
  return values;
}
