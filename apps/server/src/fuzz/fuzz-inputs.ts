/**
 * Seeded random inputs for the fuzz test (fuzz.test.ts): a small PRNG, values an attacker or a broken
 * client sends, and mutation of a valid request into an invalid one. The same seed gives the same
 * requests, so a failure is replayed by its seed and index.
 */

/** mulberry32: a tiny, fast, seedable generator; good enough to choose inputs, never for secrets. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

/** Strings that have broken servers: storage, numbers, dates, zones, markup, paths, sizes. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x\ud800',
  '\udc00y',
  '😀',
  'é\u0301',
  '\u202e',
  '-1',
  '0',
  '1.5',
  '1e309',
  '-1e309',
  '99999999999999999999',
  '9007199254740993',
  '2147483648',
  'NaN',
  'Infinity',
  'null',
  'true',
  'undefined',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%ff',
  '\\',
  '__proto__',
  'constructor',
  'toString',
  'US/Pacific-New',
  'Mars/Olympus',
  'UTC',
  '2025-02-30',
  '0000-01-01',
  '9999-12-31',
  'aaaaaaaaaaaaa',
  'a@b',
  'x'.repeat(300),
  'y'.repeat(70_000),
];

/** Any JSON value a body may hold instead of the expected one. */
export function nastyValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 1 ? 6 : 9)) {
    case 0:
      return rng.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31]);
    case 1:
      return rng.pick([true, false, null]);
    case 2:
    case 3:
    case 4:
    case 5:
      return rng.pick(NASTY_STRINGS);
    case 6:
      return [nastyValue(rng, depth + 1), nastyValue(rng, depth + 1)];
    case 7:
      return { [rng.pick(NASTY_STRINGS)]: nastyValue(rng, depth + 1) };
    default:
      return JSON.parse('{"__proto__":{"polluted":1}}');
  }
}

/** A copy of a valid body with a few fields changed, dropped or added. */
export function mutate(rng: Rng, template: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...template };
  const keys = Object.keys(body);
  const changes = 1 + rng.int(3);
  for (let i = 0; i < changes; i++) {
    const action = rng.int(10);
    if (action < 6 && keys.length) body[rng.pick(keys)] = nastyValue(rng);
    else if (action < 8 && keys.length) delete body[rng.pick(keys)];
    else body[rng.pick([...NASTY_STRINGS, 'extra', 'attribute_pa_size', 'tz'])] = nastyValue(rng);
  }
  return body;
}

/** `encodeURIComponent`, also for a lone surrogate (which it refuses): sent as its raw UTF-8-ish bytes. */
export function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** A body as a form: scalars as text, arrays as repeated keys, objects as JSON text. */
export function formEncode(body: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      parts.push(`${encodePart(key)}=${encodePart(text)}`);
    }
  }
  return parts.join('&');
}

/** A query string from a mutated set of parameters (scalars only, as a browser sends them). */
export function queryString(body: Readonly<Record<string, unknown>>): string {
  const text = formEncode(body);
  return text ? `?${text}` : '';
}
