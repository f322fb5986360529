import {
  parseValueConditions,
  type NameMatch,
  type ValueCondition,
  type ValueTest,
} from '@hookline/schema/display-rule-grammar/value-pairs.ts';

const number = (text: string): number | null => {
  const value = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : null;
};

/**
 * Decides whether a value passes a test. `undefined` is a missing variable or cookie: only
 * `not_exists`, `not_equals` and `not_contains` hold for it. Comparisons are case-sensitive;
 * `greater_than` and `less_than` compare numbers and fail when either side is not one.
 */
export function valueTestHolds(test: ValueTest, value: string | undefined): boolean {
  if (test.mode === 'exists') return value !== undefined;
  if (test.mode === 'not_exists') return value === undefined;
  if (value === undefined) return test.mode === 'not_equals' || test.mode === 'not_contains';
  switch (test.mode) {
    case 'equals':
      return value === test.value;
    case 'not_equals':
      return value !== test.value;
    case 'contains':
      return value.includes(test.value);
    case 'not_contains':
      return !value.includes(test.value);
    case 'starts_with':
      return value.startsWith(test.value);
    case 'ends_with':
      return value.endsWith(test.value);
    default: {
      const [left, right] = [number(value), number(test.value)];
      if (left === null || right === null) return false;
      return test.mode === 'greater_than' ? left > right : left < right;
    }
  }
}

/**
 * Decides whether a JS or cookie filter lets a popup show: every `show` row must hold and no
 * `dont_show` row may. `valuesOf` answers the values of the variables or cookies a row names (none
 * when nothing matches); a row holds when one of them passes its test, or, with none, when the
 * test holds for a missing value.
 */
export function valueFilterAllows(
  conditions: readonly ValueCondition[],
  valuesOf: (name: NameMatch) => readonly string[],
): boolean {
  return conditions.every((condition) => {
    const values = valuesOf(condition.name);
    const holds =
      values.length === 0
        ? valueTestHolds(condition.test, undefined)
        : values.some((value) => valueTestHolds(condition.test, value));
    return holds === condition.show;
  });
}

/** Whether a name matches a row's name part. */
export function nameMatches(match: NameMatch, name: string): boolean {
  return match.mode === 'exact' ? name === match.name : name.includes(match.name);
}

interface FilterSettings {
  js_filter?: unknown;
  cookie_filter?: unknown;
}

const filterConditions = (filter: unknown, prefix: 'js' | 'cookie'): ValueCondition[] => {
  if (typeof filter !== 'object' || filter === null) return [];
  const f = filter as Record<string, unknown>;
  if (f[`display_if_specific_${prefix}_active`] !== true) return [];
  return parseValueConditions(f[`${prefix}_name_pair`], f[`${prefix}_value_pair`], f[`${prefix}_show_pair`]);
};

/** The JS filter's conditions (`js_filter`); none when it is off or absent. */
export const jsFilterConditions = (rules: FilterSettings): ValueCondition[] =>
  filterConditions(rules.js_filter, 'js');

/** The cookie filter's conditions (`cookie_filter`); none when it is off or absent. */
export const cookieFilterConditions = (rules: FilterSettings): ValueCondition[] =>
  filterConditions(rules.cookie_filter, 'cookie');
