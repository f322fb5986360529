import { NumberField, Select } from '../controls.tsx';
import { labelled } from '../fields/field-builders.ts';
import type { TargetingFieldsProps } from './targeting-edit.ts';

const VISITORS = labelled({
  all: 'Every visitor',
  new: 'New visitors (first visit)',
  returning: 'Returning visitors',
});

/** The visitor: new or returning, and how many page views or visits before the popup shows. */
export function VisitorFields({ targeting: t, set }: TargetingFieldsProps) {
  return (
    <>
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
    </>
  );
}
