/**
 * An address taken apart without re-encoding anything: the part before the query (origin and
 * path, or a path alone), the query's raw `name=value` pairs in order, and the hash. Rewriting one
 * parameter this way leaves every other byte of the address as the site wrote it, which the URL
 * class would not (it re-encodes `+`, `~` and spaces in every parameter).
 */
export interface HrefParts {
  path: string;
  pairs: string[];
  hash: string;
}

/** Splits `href` into its path, raw query pairs (empty ones dropped) and hash (with its `#`). */
export function splitHref(href: string): HrefParts {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const rest = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rest.slice(queryAt + 1);
  return { path, pairs: query.split('&').filter((pair) => pair !== ''), hash };
}

/** Puts the parts back together; no `?` when no pair is left. */
export function joinHref({ path, pairs, hash }: HrefParts): string {
  return `${path}${pairs.length ? `?${pairs.join('&')}` : ''}${hash}`;
}

/** A pair's parameter name, decoded (`+` is a space in a form-encoded name); undecodable names stay raw. */
export function pairName(pair: string): string {
  const eq = pair.indexOf('=');
  const raw = (eq === -1 ? pair : pair.slice(0, eq)).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A pair's value exactly as written (not decoded); '' when the pair has no `=`. */
export function pairRawValue(pair: string): string {
  const eq = pair.indexOf('=');
  return eq === -1 ? '' : pair.slice(eq + 1);
}
