import type { TReferrerRule, TUtmRule } from '@hookline/schema';
import { labelled } from '../fields/field-builders.ts';
import type { TargetingFieldsProps } from './targeting-edit.ts';
import { asLabels, CheckGroup, RuleRows } from './TargetingControls.tsx';
import { REFERRER_WORDS, SOURCE_WORDS } from './targeting-wording.ts';

const REFERRER_COLUMNS = [
  { key: 'match', label: 'The referrer', options: labelled(REFERRER_WORDS) },
  { key: 'value', label: 'Text or pattern' },
];
const UTM_COLUMNS = [
  {
    key: 'param',
    label: 'Parameter',
    options: labelled({
      utm_source: 'utm_source',
      utm_medium: 'utm_medium',
      utm_campaign: 'utm_campaign',
      utm_term: 'utm_term',
      utm_content: 'utm_content',
    }),
  },
  { key: 'match', label: 'Its value', options: labelled({ equals: 'is', contains: 'contains' }) },
  { key: 'value', label: 'Value' },
];

/** Where visitors come from: referrer rules, the kind of traffic source, and UTM parameter rules. */
export function TrafficSourceFields({ targeting: t, set }: TargetingFieldsProps) {
  return (
    <>
      <h4>Where visitors come from</h4>
      <RuleRows<TReferrerRule>
        title="Referrer rule"
        columns={REFERRER_COLUMNS}
        rows={t.referrer ?? []}
        fresh={{ match: 'contains', value: '' }}
        onChange={(referrer) => set({ referrer }, 'rules.targeting.referrer')}
      />
      <CheckGroup
        legend="Traffic source"
        hint="Search means Google, Yahoo, Bing, Yandex or Baidu. None ticked: every source."
        options={asLabels(labelled(SOURCE_WORDS))}
        value={t.traffic_source}
        onChange={(traffic_source) => set({ traffic_source })}
      />
      <RuleRows<TUtmRule>
        title="UTM rule"
        columns={UTM_COLUMNS}
        rows={t.utm ?? []}
        fresh={{ param: 'utm_source', match: 'equals', value: '' }}
        onChange={(utm) => set({ utm }, 'rules.targeting.utm')}
      />
    </>
  );
}
