import type { FilterJoin } from './filter-operator.ts';
import { joinHref, pairName, pairRawValue, splitHref } from './href-parts.ts';
import { withoutPageNumber } from './page-number.ts';

/** The terms of one taxonomy chosen in one list widget's filter, and how they combine. */
export interface FilterChoice {
  terms: string[];
  join: FilterJoin;
}

/** The separators between terms in a filter parameter (spec section 2). */
export const FILTER_SEPARATORS: Readonly<Record<FilterJoin, string>> = { AND: '+', OR: '~' };

/**
 * The query parameter holding the filter of one list widget and one taxonomy
 * (`e-filter-{widget}-{taxonomy}`, the name Elementor's loop filter uses, so links editors know
 * keep their shape).
 */
export const filterParamName = (widgetId: string, taxonomy: string) => `e-filter-${widgetId}-${taxonomy}`;

/** A term as it sits in the parameter: percent-encoded, with `~` encoded too so it never splits. */
const encodeTerm = (term: string) => encodeURIComponent(term).replace(/~/g, '%7E');

/**
 * A choice as its parameter value: the terms encoded one by one and joined by `+` (AND) or `~`
 * (OR); null when no term is chosen (the parameter is then removed). Empty and repeated terms are
 * dropped.
 */
export function encodeFilterValue(choice: FilterChoice): string | null {
  const terms = [...new Set(choice.terms.filter((term) => term !== ''))];
  return terms.length ? terms.map(encodeTerm).join(FILTER_SEPARATORS[choice.join]) : null;
}

/**
 * A parameter value read back as written in the address (not form-decoded): a `~` anywhere makes
 * it OR, else AND. Every literal `+`, `~` or space separates terms (a browser that form-decodes
 * the query turns `+` into a space); each term is then percent-decoded, so `%2B` and `%7E` stay
 * inside a term. Empty, repeated and undecodable terms are dropped; null when none is left.
 */
export function decodeFilterValue(raw: string): FilterChoice | null {
  const terms: string[] = [];
  for (const piece of raw.split(/[+~ ]/)) {
    let term: string;
    try {
      term = decodeURIComponent(piece);
    } catch {
      continue;
    }
    if (term !== '' && !terms.includes(term)) terms.push(term);
  }
  return terms.length ? { terms, join: raw.includes('~') ? 'OR' : 'AND' } : null;
}

/** The choice the address `href` holds for one list widget and taxonomy; null when none. */
export function readFilterChoice(href: string, widgetId: string, taxonomy: string): FilterChoice | null {
  const name = filterParamName(widgetId, taxonomy);
  const pair = splitHref(href).pairs.find((candidate) => pairName(candidate) === name);
  return pair === undefined ? null : decodeFilterValue(pairRawValue(pair));
}

/**
 * The address after the filter of one list widget and taxonomy changes to `choice` (null or no
 * terms: the parameter is removed). When the parameter's value changes, the list starts again at
 * page 1: `paged`, `page`, the widget's `e-page-{widget}` and a `/page/N/` segment are dropped.
 * Every other parameter, its order, and the hash are kept as written.
 */
export function writeFilterChoice(
  href: string,
  widgetId: string,
  taxonomy: string,
  choice: FilterChoice | null,
): string {
  const name = filterParamName(widgetId, taxonomy);
  const parts = splitHref(href);
  const at = parts.pairs.findIndex((pair) => pairName(pair) === name);
  const before = at === -1 ? null : pairRawValue(parts.pairs[at] ?? '');
  const value = choice === null ? null : encodeFilterValue(choice);
  if (value === before) return href;
  // A name repeated by hand is folded into the one parameter, at the place of the first.
  const pairs = parts.pairs.filter((pair) => pairName(pair) !== name);
  if (value !== null) {
    const pair = `${encodeURIComponent(name)}=${value}`;
    pairs.splice(at === -1 ? pairs.length : at, 0, pair);
  }
  return withoutPageNumber(joinHref({ ...parts, pairs }), widgetId);
}
