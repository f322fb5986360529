import { describe, expect, it } from 'vitest';
import { applicableTerms, filterOperator, toggleFilterTerm, type FilterOperator } from './filter-operator.ts';

describe('filterOperator', () => {
  it.each([
    [true, 'AND', 'AND'],
    [true, 'OR', 'OR'],
    [true, 'and', 'DISABLED'],
    [true, 'IN', 'DISABLED'],
    [true, '', 'DISABLED'],
    [true, undefined, 'DISABLED'],
    [false, 'AND', 'DISABLED'],
  ])('multiple %s, %s: %s', (multiple, combination, expected) => {
    expect(filterOperator(multiple, combination)).toBe(expected);
  });
});

describe('toggleFilterTerm', () => {
  it.each<[string, string[], string | null, FilterOperator, string[]]>([
    ['adds under AND', ['news'], 'events', 'AND', ['news', 'events']],
    ['adds under OR', ['news'], 'events', 'OR', ['news', 'events']],
    ['unchooses a chosen term', ['news', 'events'], 'news', 'OR', ['events']],
    ['replaces when disabled', ['news'], 'events', 'DISABLED', ['events']],
    ['unchooses when disabled', ['news'], 'news', 'DISABLED', []],
    ['All clears', ['news', 'events'], null, 'AND', []],
  ])('%s', (_name, chosen, term, operator, expected) => {
    expect(toggleFilterTerm(chosen, term, operator)).toEqual(expected);
  });
});

describe('applicableTerms', () => {
  it.each<[FilterOperator, string[]]>([
    ['AND', ['a', 'b']],
    ['OR', ['a', 'b']],
    ['DISABLED', ['a']],
  ])('%s keeps %j', (operator, expected) => {
    expect(applicableTerms(['a', 'b'], operator)).toEqual(expected);
  });
});
