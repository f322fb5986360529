import { NumberField, Section, Select } from '../controls.tsx';
import { withRules, type FormProps } from '../edit.ts';
import { labelled } from '../fields/field-builders.ts';
import {
  effectiveFrequency,
  formatFrequency,
  parseFrequency,
  type Audience,
  type Frequency,
  type FrequencyRule,
} from './rule-form-state.ts';
import { describeFrequency } from './rule-wording.ts';

const AUDIENCES = labelled({
  all: 'Every visitor',
  new: 'Visitors on their first visit',
  returning: 'Returning visitors',
} satisfies Record<Audience, string>);

const KINDS = labelled({
  every_page: 'Every time, on every page',
  once: 'Once per visitor',
  every_days: 'Once every few days',
  every_visits: 'Once every few visits',
} satisfies Record<Frequency['kind'], string>);

/** What a newly chosen kind of frequency starts with. */
const FIRST: { [K in Frequency['kind']]: Extract<Frequency, { kind: K }> } = {
  every_page: { kind: 'every_page', maxPerVisit: null },
  once: { kind: 'once' },
  every_days: { kind: 'every_days', days: 3 },
  every_visits: { kind: 'every_visits', visits: 2 },
};

/** `d_f_r`: to whom, and how often. */
export function FrequencySection({ document, edit }: FormProps) {
  const rule = parseFrequency(document.display_rules.d_f_r);
  const current = effectiveFrequency(document.display_rules.d_f_r);
  const set = (next: FrequencyRule, key?: string) => edit(key, withRules({ d_f_r: formatFrequency(next) }));
  const setCount = (frequency: Frequency) => set({ ...current, frequency }, 'rules.frequency');
  const f = current.frequency;
  return (
    <Section title="How often" summary={describeFrequency(rule)}>
      <Select<Audience>
        label="Who"
        value={current.audience}
        options={AUDIENCES}
        onChange={(audience) => set({ ...current, audience })}
      />
      <Select
        label="How often"
        value={f.kind}
        options={KINDS}
        onChange={(kind) => set({ ...current, frequency: FIRST[kind] })}
      />
      {f.kind === 'every_days' && (
        <NumberField
          label="Days between showings"
          unit="days"
          min={1}
          max={999}
          value={f.days}
          onChange={(days) => setCount({ kind: 'every_days', days: days ?? 1 })}
        />
      )}
      {f.kind === 'every_visits' && (
        <NumberField
          label="Visits between showings"
          unit="visits"
          min={1}
          max={999}
          value={f.visits}
          onChange={(visits) => setCount({ kind: 'every_visits', visits: visits ?? 1 })}
        />
      )}
      {f.kind === 'every_page' && (
        <NumberField
          label="At most this many times per visit"
          hint="Leave empty for no limit."
          unit="times"
          min={1}
          max={999}
          value={f.maxPerVisit}
          onChange={(maxPerVisit) => setCount({ kind: 'every_page', maxPerVisit })}
        />
      )}
    </Section>
  );
}
