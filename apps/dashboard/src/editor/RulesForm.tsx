import type { PopupSummary } from '../api/admin.ts';
import ui from '../styles/ui.module.css';
import { NumberField, Section, Select, TextField, Toggle } from './controls.tsx';
import { withRules, type FormProps } from './edit.ts';
import styles from './Editor.module.css';
import {
  describeCondition,
  describeEngagement,
  describeFrequency,
  formatConditions,
  formatEngagement,
  formatFrequency,
  parseConditions,
  parseEngagement,
  parseFrequency,
  valueModeLabel,
  VALUE_MODES,
  type Audience,
  type Condition,
  type Engagement,
  type FrequencyRule,
} from './rules-wire.ts';

const DEFAULT_FREQUENCY: FrequencyRule = { audience: 'all', frequency: { kind: 'every_days', days: 3 } };

/** Every display rule of spec section 3, each with a sentence saying what it does now. */
export function RulesForm({ document, edit, popups }: FormProps & { popups: PopupSummary[] }) {
  const rules = document.display_rules;
  const frequency = parseFrequency(rules.d_f_r);
  const engagement = parseEngagement(rules.engagement_with_other_poptin_filter);
  const popupName = (id: string) => popups.find((p) => p.id === id)?.name;
  const setFrequency = (rule: FrequencyRule, key?: string) =>
    edit(key, withRules({ d_f_r: formatFrequency(rule) }));
  const setEngagement = (change: Partial<Engagement>) =>
    edit(
      undefined,
      withRules({ engagement_with_other_poptin_filter: formatEngagement({ ...engagement!, ...change }) }),
    );
  const current = frequency ?? DEFAULT_FREQUENCY;

  return (
    <>
      <Section title="How often" summary={describeFrequency(frequency)}>
        <Select<Audience>
          label="Who"
          value={current.audience}
          options={[
            ['all', 'Every visitor'],
            ['new', 'Visitors on their first visit'],
            ['returning', 'Returning visitors'],
          ]}
          onChange={(audience) => setFrequency({ ...current, audience })}
        />
        <Select
          label="How often"
          value={current.frequency.kind}
          options={[
            ['every_page', 'Every time, on every page'],
            ['once', 'Once per visitor'],
            ['every_days', 'Once every few days'],
            ['every_visits', 'Once every few visits'],
          ]}
          onChange={(kind) =>
            setFrequency({
              ...current,
              frequency:
                kind === 'once'
                  ? { kind }
                  : kind === 'every_days'
                    ? { kind, days: 3 }
                    : kind === 'every_visits'
                      ? { kind, visits: 2 }
                      : { kind: 'every_page', maxPerVisit: null },
            })
          }
        />
        {current.frequency.kind === 'every_days' && (
          <NumberField
            label="Days between showings"
            unit="days"
            min={1}
            max={999}
            value={current.frequency.days}
            onChange={(days) =>
              setFrequency(
                { ...current, frequency: { kind: 'every_days', days: days ?? 1 } },
                'rules.frequency',
              )
            }
          />
        )}
        {current.frequency.kind === 'every_visits' && (
          <NumberField
            label="Visits between showings"
            unit="visits"
            min={1}
            max={999}
            value={current.frequency.visits}
            onChange={(visits) =>
              setFrequency(
                { ...current, frequency: { kind: 'every_visits', visits: visits ?? 1 } },
                'rules.frequency',
              )
            }
          />
        )}
        {current.frequency.kind === 'every_page' && (
          <NumberField
            label="At most this many times per visit"
            hint="Leave empty for no limit."
            unit="times"
            min={1}
            max={999}
            value={current.frequency.maxPerVisit}
            onChange={(maxPerVisit) =>
              setFrequency({ ...current, frequency: { kind: 'every_page', maxPerVisit } }, 'rules.frequency')
            }
          />
        )}
      </Section>

      <Section
        title="Visitors who already signed up"
        summary={
          rules.stop_showing_to_converted_users
            ? 'Not shown again to a visitor who has filled in this popup.'
            : 'Shown even to visitors who have already filled it in.'
        }
      >
        <Toggle
          label="Stop showing it to visitors who filled it in"
          checked={rules.stop_showing_to_converted_users === true}
          onChange={(on) => edit(undefined, withRules({ stop_showing_to_converted_users: on }))}
        />
      </Section>

      <Section title="Other popups" summary={describeEngagement(engagement, popupName)}>
        <Toggle
          label="Depend on what the visitor did with other popups"
          checked={engagement !== null}
          onChange={(on) =>
            edit(
              undefined,
              withRules({
                engagement_with_other_poptin_filter: on
                  ? formatEngagement({ action: 'dont_show', event: 'converted', kind: 'other', popup: 'any' })
                  : undefined,
              }),
            )
          }
        />
        {engagement && (
          <div className={styles.row}>
            <Select
              label="Then"
              value={engagement.action}
              options={[
                ['show', 'Show only'],
                ['dont_show', 'Do not show'],
              ]}
              onChange={(action) => setEngagement({ action })}
            />
            <Select
              label="To visitors who"
              value={engagement.event}
              options={[
                ['seen_poptin', 'have seen'],
                ['not_seen', 'have not seen'],
                ['closed', 'have closed'],
                ['converted', 'have filled in'],
              ]}
              onChange={(event) => setEngagement({ event })}
            />
            <Select
              label="Kind"
              value={engagement.kind}
              options={[
                ['other', 'a popup'],
                ['embedded', 'an embedded form'],
              ]}
              onChange={(kind) => setEngagement({ kind })}
            />
            <Select
              label="Which one"
              value={engagement.popup}
              options={[['any', 'Any of them'], ...popups.map((p) => [p.id, p.name] as const)]}
              onChange={(popup) => setEngagement({ popup })}
            />
          </div>
        )}
      </Section>

      <Section
        title="Page content"
        summary={
          rules.source_code_target_active && rules.source_code_target_html
            ? `${rules.source_code_target_role === 'dont_show' ? 'Not shown on' : 'Shown only on'} pages whose HTML contains “${rules.source_code_target_html}”.`
            : 'Shown whatever the page contains.'
        }
      >
        <Toggle
          label="Depend on the page’s HTML"
          hint="For example a product id, a CSS class or a word that only some pages contain."
          checked={rules.source_code_target_active === true}
          onChange={(on) =>
            edit(
              undefined,
              withRules({
                source_code_target_active: on,
                source_code_target_role: rules.source_code_target_role ?? 'show',
              }),
            )
          }
        />
        {rules.source_code_target_active && (
          <>
            <Select
              label="Then"
              value={rules.source_code_target_role ?? 'show'}
              options={[
                ['show', 'Show only on those pages'],
                ['dont_show', 'Do not show on those pages'],
              ]}
              onChange={(role) => edit(undefined, withRules({ source_code_target_role: role }))}
            />
            <TextField
              label="Text to find in the page’s HTML"
              value={rules.source_code_target_html ?? ''}
              maxLength={2000}
              onChange={(html) => edit('rules.source_html', withRules({ source_code_target_html: html }))}
            />
          </>
        )}
      </Section>

      <ConditionsSection
        title="JavaScript variables"
        what="JavaScript variable"
        hint="A global variable of the page, e.g. dataLayer.pageType or user.plan."
        active={
          (rules.js_filter as { display_if_specific_js_active?: boolean } | undefined)
            ?.display_if_specific_js_active === true
        }
        conditions={parseConditions(...pairLists(rules.js_filter, 'js'))}
        onChange={(active, conditions) => {
          const lists = formatConditions(conditions);
          edit(
            'rules.js',
            withRules({
              js_filter: {
                display_if_specific_js_active: active,
                js_name_pair: lists.names,
                js_value_pair: lists.values,
                js_show_pair: lists.shows,
              },
            }),
          );
        }}
      />
      <ConditionsSection
        title="Cookies"
        what="cookie"
        hint="A cookie of your site, e.g. logged_in or plan."
        active={
          (rules.cookie_filter as { display_if_specific_cookie_active?: boolean } | undefined)
            ?.display_if_specific_cookie_active === true
        }
        conditions={parseConditions(...pairLists(rules.cookie_filter, 'cookie'))}
        onChange={(active, conditions) => {
          const lists = formatConditions(conditions);
          edit(
            'rules.cookie',
            withRules({
              cookie_filter: {
                display_if_specific_cookie_active: active,
                cookie_name_pair: lists.names,
                cookie_value_pair: lists.values,
                cookie_show_pair: lists.shows,
              },
            }),
          );
        }}
      />

      <Section
        title="Ad blockers"
        summary={
          rules.display_if_adblock_active
            ? 'Shown only to visitors who use an ad blocker (for example to ask them to allow ads).'
            : 'Shown whether or not the visitor uses an ad blocker.'
        }
      >
        <Toggle
          label="Show only to visitors with an ad blocker"
          checked={rules.display_if_adblock_active === true}
          onChange={(on) => edit(undefined, withRules({ display_if_adblock_active: on }))}
        />
      </Section>
    </>
  );
}

function pairLists(filter: unknown, prefix: 'js' | 'cookie'): [unknown, unknown, unknown] {
  const record = (filter ?? {}) as Record<string, unknown>;
  return [record[`${prefix}_name_pair`], record[`${prefix}_value_pair`], record[`${prefix}_show_pair`]];
}

function ConditionsSection({
  title,
  what,
  hint,
  active,
  conditions,
  onChange,
}: {
  title: string;
  what: 'cookie' | 'JavaScript variable';
  hint: string;
  active: boolean;
  conditions: Condition[];
  onChange(active: boolean, conditions: Condition[]): void;
}) {
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
        onChange={(on) =>
          onChange(
            on,
            on && conditions.length === 0
              ? [{ nameMode: 'exact', name: '', valueMode: 'equals', value: '', show: 'show' }]
              : conditions,
          )
        }
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
                options={[
                  ['show', 'Show'],
                  ['dont_show', 'Do not show'],
                ]}
                onChange={(show) => change(index, { show })}
              />
              <Select
                label="Name is"
                value={condition.nameMode}
                options={[
                  ['exact', 'exactly'],
                  ['contains', 'containing'],
                ]}
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
                options={VALUE_MODES.map((mode) => [mode, valueModeLabel(mode)] as const)}
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
          onClick={() =>
            onChange(active, [
              ...conditions,
              { nameMode: 'exact', name: '', valueMode: 'equals', value: '', show: 'show' },
            ])
          }
        >
          Add a condition
        </button>
      )}
    </Section>
  );
}
