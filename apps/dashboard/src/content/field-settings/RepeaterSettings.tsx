import type { TAdminTaxonomy } from '@hookline/schema/cms';
import styles from '../Content.module.css';
import type { FieldDraft, KindSettingsProps } from './field-draft.ts';
// The repeater's sub-fields are a field list inside a field card: a cycle that is the recursion.
import { FieldList } from './FieldList.tsx';
import { RowBounds } from './RowBounds.tsx';

/** A repeater's settings: its row bounds and the sub-fields every row holds. */
export function RepeaterSettings({
  field,
  set,
  taxonomies,
}: KindSettingsProps & { taxonomies: TAdminTaxonomy[] }) {
  return (
    <div className={styles.stack}>
      <RowBounds field={field} set={set} />
      <FieldList
        heading="Sub-fields of each row"
        fields={(field.sub_fields as FieldDraft[]) ?? []}
        onChange={(sub_fields) => set({ sub_fields })}
        sub
        taxonomies={taxonomies}
      />
    </div>
  );
}
