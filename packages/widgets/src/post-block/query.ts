import {
  applicableTerms,
  filterOperator,
  pageNumberInHref,
  readFilterChoice,
  widgetPageParam,
  withoutPageNumber,
  type FilterOperator,
} from '@hookline/rules/page';
import type { TEntryPage, TTermView } from '@hookline/schema/cms';
import type { WidgetLoadContext } from '../contract.ts';

/** The list filter's settings (spec 3 "List-filter state": filter type, taxonomy, terms, logical join). */
export interface FilterSettings {
  taxonomy: string;
  multiple: boolean;
  logical: string;
  /** Where to scroll after a refresh: a simple id selector like `#journal`, else the list itself. */
  anchor: string;
}

export interface PostBlockData {
  page: TEntryPage;
  /** The filter bar's terms (empty without a taxonomy). */
  terms: TTermView[];
  /** The terms the address chose, as applied. */
  chosen: string[];
  operator: FilterOperator;
}

/** The address of page `page` of this list: its own `e-page-{widget}` parameter (none for page 1). */
export function pageHref(href: string, page: number, widgetId: string): string {
  const base = withoutPageNumber(href, widgetId);
  if (page <= 1) return base;
  const [beforeHash, hash = ''] = base.split('#');
  const joiner = beforeHash!.includes('?') ? '&' : '?';
  return `${beforeHash}${joiner}${widgetPageParam(widgetId)}=${page}${hash ? `#${hash}` : ''}`;
}

/**
 * What a post block shows for an address: the page its `e-page-{widget}` names, filtered by the
 * terms its `e-filter-{widget}-{taxonomy}` names (`+` all of them, `~` any; only the first when
 * the filter's operator is DISABLED), and the taxonomy's terms for the filter bar. On an entry
 * template the entry shown is left out of a list of its own collection ("More from the Journal").
 */
export async function loadPostBlock(
  props: { id: string; collection: string; per_page: number; filter: FilterSettings },
  ctx: WidgetLoadContext,
): Promise<PostBlockData> {
  const href = ctx.url.pathname + ctx.url.search;
  const operator = filterOperator(props.filter.multiple, props.filter.logical);
  const taxonomy = props.filter.taxonomy;
  const choice = taxonomy ? readFilterChoice(href, props.id, taxonomy) : null;
  const chosen = choice ? applicableTerms(choice.terms, operator) : [];
  const join = operator === 'AND' ? 'and' : 'or';
  // A term that is no slug can match no entry: a choice of only such terms shows an empty list.
  const valid = chosen.filter((term) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(term));
  if (chosen.length > 0 && valid.length === 0) {
    const perPage = Math.min(100, Math.max(1, props.per_page));
    return {
      page: { entries: [], total: 0, page: 1, per_page: perPage, pages: 1 },
      terms: [],
      chosen,
      operator,
    };
  }
  // On an entry's own page, a list of its collection never offers the entry being read.
  const current =
    ctx.entry?.collection === props.collection
      ? await ctx.data.content.entry(ctx.entry.collection, ctx.entry.slug)
      : null;
  const [page, terms] = await Promise.all([
    ctx.data.content.entries({
      exclude: current ? [current.id] : [],
      collection: props.collection,
      page: pageNumberInHref(href, props.id) ?? 1,
      per_page: Math.min(100, Math.max(1, props.per_page)),
      terms: valid.length ? [{ taxonomy, terms: valid, operator: join }] : [],
    }),
    taxonomy
      ? ctx.data.content.terms(taxonomy, { collection: props.collection, hideEmpty: true })
      : Promise.resolve([]),
  ]);
  return { page, terms, chosen, operator };
}
