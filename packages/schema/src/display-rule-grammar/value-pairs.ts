import { isWritten } from './is-written.ts';

/** How a condition names its variables or cookies: the exact name, or any name containing the text. */
export interface NameMatch {
  mode: 'exact' | 'contains';
  name: string;
}

/** How a JS or cookie condition tests a value; `exists` and `not_exists` take no value. */
export const VALUE_MODES = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'starts_with',
  'ends_with',
  'greater_than',
  'less_than',
  'exists',
  'not_exists',
] as const;
export type ValueMode = (typeof VALUE_MODES)[number];

export interface ValueTest {
  mode: ValueMode;
  value: string;
}

/** One row of a JS or cookie filter: which values, how they are tested, and show or hide on a match. */
export interface ValueCondition {
  name: NameMatch;
  test: ValueTest;
  show: boolean;
}

/** The separator between a pair's match mode and its value (`exact::user.plan`, `equals::free`). */
export const PAIR_SEPARATOR = '::';

/** Splits a pair on its first separator into a mode and a value; null without a separator. */
export function splitPair(pair: unknown): [string, string] | null {
  if (typeof pair !== 'string') return null;
  const at = pair.indexOf(PAIR_SEPARATOR);
  return at < 0 ? null : [pair.slice(0, at), pair.slice(at + PAIR_SEPARATOR.length)];
}

const KNOWN_VALUE_MODES: ReadonlySet<string | undefined> = new Set(VALUE_MODES);

/** Reads a name pair, `exact::{name}` or `contains::{text}`; null when malformed or the name is empty. */
export function parseNamePair(pair: unknown): NameMatch | null {
  const [mode, name] = splitPair(pair) ?? [];
  return (mode === 'exact' || mode === 'contains') && name ? { mode, name } : null;
}

/** Reads a value pair, `{mode}::{value}`; null when malformed or the mode is unknown. */
export function parseValuePair(pair: unknown): ValueTest | null {
  const [mode, value = ''] = splitPair(pair) ?? [];
  return KNOWN_VALUE_MODES.has(mode) ? { mode: mode as ValueMode, value } : null;
}

/**
 * Reads the parallel lists of a JS or cookie filter into conditions (20 at most). A row whose
 * name, value or show part is malformed is left out rather than hiding the popup on a typo.
 */
export function parseValueConditions(names: unknown, values: unknown, shows: unknown): ValueCondition[] {
  if (!Array.isArray(names) || !Array.isArray(values) || !Array.isArray(shows)) return [];
  const conditions: ValueCondition[] = [];
  names.slice(0, 20).forEach((pair: unknown, index) => {
    const name = parseNamePair(pair);
    const test = parseValuePair(values[index]);
    const show = shows[index];
    if (name && test && (show === 'show' || show === 'dont_show'))
      conditions.push({ name, test, show: show === 'show' });
  });
  return conditions;
}

export const writeNamePair = (name: NameMatch): string => `${name.mode}${PAIR_SEPARATOR}${name.name}`;

/** Writes a value pair; `exists` and `not_exists` are written with an empty value. */
export const writeValuePair = (test: ValueTest): string =>
  `${test.mode}${PAIR_SEPARATOR}${test.mode === 'exists' || test.mode === 'not_exists' ? '' : test.value}`;

/** Writes conditions as the filter's three parallel lists of names, values and shows. */
export function writeValueConditions(conditions: readonly ValueCondition[]): {
  names: string[];
  values: string[];
  shows: ('show' | 'dont_show')[];
} {
  return {
    names: conditions.map((condition) => writeNamePair(condition.name)),
    values: conditions.map((condition) => writeValuePair(condition.test)),
    shows: conditions.map((condition) => (condition.show ? 'show' : 'dont_show')),
  };
}

/** Whether `pair` is a name pair exactly as written: a known mode and a name. */
export function isWrittenNamePair(pair: string): boolean {
  return isWritten(pair, parseNamePair, writeNamePair);
}

/** Whether `pair` is a value pair exactly as written: a known mode, and no value after `exists::`. */
export function isWrittenValuePair(pair: string): boolean {
  return isWritten(pair, parseValuePair, writeValuePair);
}
