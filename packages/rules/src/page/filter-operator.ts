/** How the terms chosen in one list filter combine: all of them (AND) or any of them (OR). */
export type FilterJoin = 'AND' | 'OR';

/** A filter's operator: a join, or DISABLED when only one term can be chosen at a time. */
export type FilterOperator = FilterJoin | 'DISABLED';

/**
 * The operator a list filter works with (spec section 5): with multiple selection on, its logical
 * combination when that is exactly AND or OR; anything else (a typo, an empty setting, `IN`) and
 * single selection are DISABLED: choosing a term replaces the one chosen before.
 */
export function filterOperator(multipleSelection: boolean, logicalCombination: unknown): FilterOperator {
  if (!multipleSelection) return 'DISABLED';
  return logicalCombination === 'AND' || logicalCombination === 'OR' ? logicalCombination : 'DISABLED';
}

/**
 * The terms chosen after a click on `term` (null: the filter's "All" button): All clears the
 * choice; a chosen term is unchosen; another term is added (AND, OR) or replaces the choice
 * (DISABLED).
 */
export function toggleFilterTerm(
  chosen: readonly string[],
  term: string | null,
  operator: FilterOperator,
): string[] {
  if (term === null) return [];
  if (chosen.includes(term)) return chosen.filter((other) => other !== term);
  return operator === 'DISABLED' ? [term] : [...chosen, term];
}

/**
 * The terms a filter applies from an address: all of them under AND or OR, only the first when
 * multiple selection is DISABLED (a shared link made before the editor turned it off).
 */
export function applicableTerms(terms: readonly string[], operator: FilterOperator): string[] {
  return operator === 'DISABLED' ? terms.slice(0, 1) : [...terms];
}
