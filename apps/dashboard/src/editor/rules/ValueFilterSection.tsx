import type { TDisplayRules } from '@hookline/schema';
import ui from '../../styles/ui.module.css';
import { Section, Select, TextField, Toggle } from '../controls.tsx';
import { withRules, type FormProps } from '../edit.ts';
import styles from '../Editor.module.css';
import { labelled } from '../fields/field-builders.ts';
import {
  formatConditions,
  NEW_CONDITION,
  parseConditions,
  VALUE_MODES,
  type Condition,
  type NameMode,
} from './rule-form-state.ts';
import { describeCondition, valueModeLabel } from './rule-wording.ts';

/** The JS filter (`js_filter`) or the cookie filter (`cookie_filter`): the same form over other keys. */
interface ValueFilter {
  prefix: 'js' | 'cookie';
  title: string;
  what: 'cookie' | 'JavaScript variable';
  hint: string;
}

const SHOWS = labelled({ show: 'Show', dont_show: 'Do not show' } satisfies Record<
  Condition['show'],
  string
>);
const NAME_MODES = labelled({ exact: 'exactly', contains: 'containing' } satisfies Record<NameMode, string>);
const VALUE_MODE_OPTIONS = VALUE_MODES.map((mode) => [mode, valueModeLabel(mode)] as const);

function readFilter(rules: TDisplayRules, prefix: ValueFilter['prefix']) {
  const record = (rules[`${prefix}_filter`] ?? {}) as Record<string, unknown>;
  return {
    active: record[`display_if_specific_${prefix}_active`] === true,
    conditions: parseConditions(
      record[`${prefix}_name_pair`],
      record[`${prefix}_value_pair`],
      record[`${prefix}_show_pair`],
    ),
  };
}

function ValueFilterSection({ document, edit, filter }: FormProps & { filter: ValueFilter }) {
  const { prefix, title, what, hint } = filter;
  const { active, conditions } = readFilter(document.display_rules, prefix);
  const onChange = (on: boolean, next: Condition[]) => {
    const lists = formatConditions(next);
    edit(
      `rules.${prefix}`,
      withRules({
        [`${prefix}_filter`]: {
          [`display_if_specific_${prefix}_active`]: on,
          [`${prefix}_name_pair`]: lists.names,
          [`${prefix}_value_pair`]: lists.values,
          [`${prefix}_show_pair`]: lists.shows,
        },
      }),
    );
  };
  const change = (index: number, patch: Partial<Condition>) =>
    onChange(
      active,
      conditions.map((c, i) => (i === index ? { ...c, ...patch } : c)),
    );
  const summary =
    !active || conditions.length === 0
      ? `Shown whatever the page’s ${what}s are.`
      : conditions.map((c) => describeCondition(c, what)).join(' ');
  return (
    <Section title={title} summary={summary}>
      <Toggle
        label={`Depend on ${what}s`}
        hint={hint}
        checked={active}
        onChange={(on) => onChange(on, on && conditions.length === 0 ? [NEW_CONDITION] : conditions)}
      />
      {active &&
        conditions.map((condition, index) => (
          <div key={index} className={styles.card}>
            <div className={styles.cardHeader}>
              <h4>Condition {index + 1}</h4>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Remove condition ${index + 1}`}
                onClick={() =>
                  onChange(
                    active,
                    conditions.filter((_, i) => i !== index),
                  )
                }
              >
                ✕
              </button>
            </div>
            <div className={styles.row}>
              <Select
                label="Then"
                value={condition.show}
                options={SHOWS}
                onChange={(show) => change(index, { show })}
              />
              <Select
                label="Name is"
                value={condition.nameMode}
                options={NAME_MODES}
                onChange={(nameMode) => change(index, { nameMode })}
              />
              <TextField
                label={`Name of the ${what}`}
                value={condition.name}
                onChange={(name) => change(index, { name })}
              />
              <Select
                label="Its value"
                value={condition.valueMode}
                options={VALUE_MODE_OPTIONS}
                onChange={(valueMode) => change(index, { valueMode })}
              />
              {condition.valueMode !== 'exists' && condition.valueMode !== 'not_exists' && (
                <TextField
                  label="Value"
                  value={condition.value}
                  onChange={(value) => change(index, { value })}
                />
              )}
            </div>
          </div>
        ))}
      {active && (
        <button
          type="button"
          className={ui.secondary}
          onClick={() => onChange(active, [...conditions, NEW_CONDITION])}
        >
          Add a condition
        </button>
      )}
    </Section>
  );
}

const JS_FILTER: ValueFilter = {
  prefix: 'js',
  title: 'JavaScript variables',
  what: 'JavaScript variable',
  hint: 'A global variable of the page, e.g. dataLayer.pageType or user.plan.',
};
const COOKIE_FILTER: ValueFilter = {
  prefix: 'cookie',
  title: 'Cookies',
  what: 'cookie',
  hint: 'A cookie of your site, e.g. logged_in or plan.',
};

/** `js_filter`: conditions on the page's global JavaScript variables. */
export const JsVariablesSection = (props: FormProps) => <ValueFilterSection {...props} filter={JS_FILTER} />;

/** `cookie_filter`: conditions on the site's cookies. */
export const CookiesSection = (props: FormProps) => <ValueFilterSection {...props} filter={COOKIE_FILTER} />;
