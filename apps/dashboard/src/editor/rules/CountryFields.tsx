import { Select } from '../controls.tsx';
import { labelled } from '../fields/field-builders.ts';
import type { TargetingFieldsProps } from './targeting-edit.ts';
import { ListField } from './TargetingControls.tsx';

/**
 * Countries: the codes, and whether the popup shows only to visitors in them or never does. The
 * choice is kept only once there are codes.
 */
export function CountryFields({ targeting: t, set }: TargetingFieldsProps) {
  return (
    <>
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
    </>
  );
}
