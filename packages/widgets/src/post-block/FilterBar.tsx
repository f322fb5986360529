import { toggleFilterTerm, writeFilterChoice, type FilterOperator } from '@hookline/rules/page';
import type { TTermView } from '@hookline/schema/cms';

export type BarStyle = 'buttons' | 'dropdown' | 'hidden';
export interface FilterBarDevices {
  desktop: BarStyle;
  tablet: BarStyle;
  mobile: BarStyle;
}

/**
 * The list filter's bar (spec 2 "a filter bar per device mode with a dropdown"): All and one
 * link per term, each the address of the list after that click (so it works without scripts and
 * can be shared), and a dropdown; CSS shows the style each device asks for.
 */
export function FilterBar(props: {
  widgetId: string;
  taxonomy: string;
  terms: TTermView[];
  chosen: string[];
  operator: FilterOperator;
  href: string;
  devices: FilterBarDevices;
}) {
  const { widgetId, taxonomy, terms, chosen, operator, href, devices } = props;
  const join = operator === 'AND' ? 'AND' : 'OR';
  const after = (term: string | null) => {
    const next = toggleFilterTerm(chosen, term, operator);
    return writeFilterChoice(href, widgetId, taxonomy, next.length ? { terms: next, join } : null);
  };
  const classes = Object.entries(devices).map(([device, style]) => `hl-filter--${device}-${style}`);
  return (
    <nav
      className={`hl-filter ${classes.join(' ')}`}
      aria-label="Filter"
      data-taxonomy={taxonomy}
      data-operator={operator}
    >
      <ul className="hl-filter__buttons">
        <li>
          <a
            href={after(null)}
            data-term=""
            aria-current={chosen.length === 0 ? 'true' : undefined}
            className="hl-filter__term"
          >
            All
          </a>
        </li>
        {terms.map((term) => (
          <li key={term.slug}>
            <a
              href={after(term.slug)}
              data-term={term.slug}
              aria-current={chosen.includes(term.slug) ? 'true' : undefined}
              className="hl-filter__term"
            >
              {term.name}
            </a>
          </li>
        ))}
      </ul>
      <label className="hl-filter__dropdown">
        <span>Show</span>
        <select defaultValue={chosen[0] ?? ''} data-filter-select="">
          <option value="" data-href={after(null)}>
            All
          </option>
          {terms.map((term) => (
            <option
              key={term.slug}
              value={term.slug}
              data-href={writeFilterChoice(href, widgetId, taxonomy, { terms: [term.slug], join })}
            >
              {term.name}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
