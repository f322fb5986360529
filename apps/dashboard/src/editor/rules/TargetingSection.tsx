import type { TPageRule, TReferrerRule, TTargeting, TUtmRule } from '@hookline/schema';
import { NumberField, Section, Select } from '../controls.tsx';
import type { FormProps } from '../edit.ts';
import { labelled } from '../fields/field-builders.ts';
import { ScheduleFields } from './ScheduleFields.tsx';
import { asLabels, CheckGroup, ListField, RuleRows } from './TargetingControls.tsx';
import { TargetingEstimate } from './TargetingEstimate.tsx';
import { targetingOf, withTargeting } from './targeting-edit.ts';
import {
  BROWSER_WORDS,
  describeTargeting,
  DEVICE_WORDS,
  MATCH_WORDS,
  OS_WORDS,
  REFERRER_WORDS,
  SOURCE_WORDS,
} from './targeting-wording.ts';

const PAGE_COLUMNS = [
  { key: 'action', label: 'Then', options: labelled({ show: 'Show only on', hide: 'Never show on' }) },
  { key: 'match', label: 'Addresses that', options: labelled(MATCH_WORDS) },
  { key: 'value', label: 'Address or pattern' },
];
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
const VISITORS = labelled({
  all: 'Every visitor',
  new: 'New visitors (first visit)',
  returning: 'Returning visitors',
});

/**
 * `display_rules.targeting`: where and to whom the popup shows (docs/dashboard.md, "Targeting"),
 * said in words, with an estimate for an address the owner types.
 */
export function TargetingSection({ document, edit, siteTimeZone }: FormProps & { siteTimeZone: string }) {
  const t = targetingOf(document);
  const set = (patch: Partial<TTargeting>, key?: string) => edit(key, withTargeting(patch));
  const pages = t.pages ?? { mode: 'any' as const, rules: [] };
  return (
    <Section
      title="Targeting"
      summary={
        <>
          {describeTargeting(t, siteTimeZone).map((sentence) => (
            <span key={sentence}>{sentence} </span>
          ))}
        </>
      }
    >
      <h4>Page address</h4>
      <RuleRows<TPageRule>
        title="Address rule"
        columns={PAGE_COLUMNS}
        rows={pages.rules}
        fresh={{ action: 'show', match: 'starts_with', value: '' }}
        onChange={(rules) =>
          set({ pages: rules.length ? { ...pages, rules } : undefined }, 'rules.targeting.pages')
        }
      />
      {pages.rules.filter((rule) => rule.action === 'show').length > 1 && (
        <Select
          label="With several “show only” rules"
          value={pages.mode}
          options={labelled({ any: 'Any one must match', all: 'All must match' })}
          onChange={(mode) => set({ pages: { ...pages, mode } })}
        />
      )}

      <h4>Device and browser</h4>
      <CheckGroup
        legend="Devices"
        hint="None ticked: every device."
        options={asLabels(labelled(DEVICE_WORDS))}
        value={t.devices}
        onChange={(devices) => set({ devices })}
      />
      <CheckGroup
        legend="Browsers"
        hint="None ticked: every browser."
        options={asLabels(labelled(BROWSER_WORDS))}
        value={t.browsers}
        onChange={(browsers) => set({ browsers })}
      />
      <CheckGroup
        legend="Operating systems"
        hint="None ticked: every system."
        options={asLabels(labelled(OS_WORDS))}
        value={t.os}
        onChange={(os) => set({ os })}
      />
      <ListField
        label="Browser languages"
        hint="Language codes separated by commas: en matches en-GB and en-US, pt-BR only Brazilian Portuguese. Empty: every language."
        value={t.languages}
        onChange={(languages) => set({ languages }, 'rules.targeting.languages')}
      />

      <h4>Country</h4>
      <Select
        label="Countries listed below"
        value={t.countries?.mode ?? 'in'}
        options={labelled({ in: 'Show only to visitors in them', not_in: 'Never show to visitors in them' })}
        onChange={(mode) => t.countries && set({ countries: { ...t.countries, mode } })}
      />
      <ListField
        label="Country codes"
        hint="Two-letter ISO codes separated by commas (IL, US, GB). Empty: every country."
        upperCase
        value={t.countries?.codes}
        onChange={(codes) =>
          set({ countries: codes && { mode: t.countries?.mode ?? 'in', codes } }, 'rules.targeting.countries')
        }
      />

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

      <h4>Visitor</h4>
      <Select
        label="Who"
        value={t.visitor ?? 'all'}
        options={VISITORS}
        onChange={(visitor) => set({ visitor: visitor === 'all' ? undefined : visitor })}
      />
      <NumberField
        label="After this many page views"
        hint="Pages viewed since the visitor was first seen (up to 50). Empty: from the first page."
        min={1}
        max={50}
        unit="pages"
        value={t.min_page_views ?? null}
        onChange={(n) => set({ min_page_views: n ?? undefined }, 'rules.targeting.min_page_views')}
      />
      <NumberField
        label="From this visit on"
        hint="A visit ends after 30 minutes without a page view. Empty: from the first visit."
        min={1}
        max={1000}
        unit="visits"
        value={t.min_sessions ?? null}
        onChange={(n) => set({ min_sessions: n ?? undefined }, 'rules.targeting.min_sessions')}
      />

      <ScheduleFields targeting={t} set={set} siteTimeZone={siteTimeZone} />
      <TargetingEstimate targeting={t} siteTimeZone={siteTimeZone} />
    </Section>
  );
}
