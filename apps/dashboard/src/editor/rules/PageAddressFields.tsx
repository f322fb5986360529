import type { TPageRule } from '@hookline/schema';
import { Select } from '../controls.tsx';
import { labelled } from '../fields/field-builders.ts';
import type { TargetingFieldsProps } from './targeting-edit.ts';
import { RuleRows } from './TargetingControls.tsx';
import { MATCH_WORDS } from './targeting-wording.ts';

const PAGE_COLUMNS = [
  { key: 'action', label: 'Then', options: labelled({ show: 'Show only on', hide: 'Never show on' }) },
  { key: 'match', label: 'Addresses that', options: labelled(MATCH_WORDS) },
  { key: 'value', label: 'Address or pattern' },
];

/**
 * Page address rules (show only on, never show on); with several "show only" rules, whether any
 * one or all must match. No rules left removes the page targeting.
 */
export function PageAddressFields({ targeting: t, set }: TargetingFieldsProps) {
  const pages = t.pages ?? { mode: 'any' as const, rules: [] };
  return (
    <>
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
    </>
  );
}
