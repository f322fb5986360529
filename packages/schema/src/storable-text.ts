/**
 * Text PostgreSQL can store. A NUL (U+0000) is refused by `text` and `jsonb` alike, and a lone UTF-16
 * surrogate is not Unicode at all (it cannot be written as UTF-8), so either would fail a write deep in
 * a route as a 500. Inputs are checked for both where they come in (the server's shared parse step).
 */

// A NUL, a high surrogate not followed by a low one, or a low surrogate not after a high one.
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a string a database cannot store, or null when it is fine. */
export function textProblem(text: string): string | null {
  const found = UNSTORABLE.exec(text);
  if (!found) return null;
  return found[0] === '\u0000'
    ? 'must not contain a NUL character'
    : 'must not contain an unpaired surrogate';
}

/** How deep a parsed input may nest before it is refused rather than walked (bodies are small and flat). */
const MAX_DEPTH = 32;

/**
 * The first place in a parsed input (query, params or a JSON/form body: strings, arrays, plain
 * objects) holding text a database cannot store, keys included, as `{path, problem}`; null when
 * there is none.
 */
export function findUnstorableText(
  value: unknown,
  path: readonly (string | number)[] = [],
): { path: string; problem: string } | null {
  // Nearly every input is fine: checked without building a path first, walked for the path only then.
  if (path.length === 0 && allStorable(value, 0)) return null;
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path: path.join('.'), problem } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (path.length >= MAX_DEPTH) return { path: path.join('.'), problem: 'is nested too deeply' };
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string') {
      const problem = textProblem(key);
      if (problem) return { path: [...path, JSON.stringify(key)].join('.'), problem: `(a name) ${problem}` };
    }
    const found = findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Whether every string in a parsed input, names included, is storable and it nests within MAX_DEPTH. */
function allStorable(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return !UNSTORABLE.test(value);
  if (typeof value !== 'object' || value === null) return true;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!allStorable(item, depth + 1)) return false;
    return true;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (UNSTORABLE.test(key) || !allStorable((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}
