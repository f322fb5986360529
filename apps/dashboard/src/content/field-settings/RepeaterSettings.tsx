import type { TAdminTaxonomy } from '@hookline/schema/cms';
import styles from '../Content.module.css';
import type { FieldDraft, KindSettingsProps } from './field-draft.ts';
import { useSubFieldList } from './sub-field-list.ts';
import { RowBounds } from './RowBounds.tsx';

/** A repeater's settings: its row bounds and the sub-fields every row holds. */
export function RepeaterSettings({
  field,
  set,
  taxonomies,
}: KindSettingsProps & { taxonomies: TAdminTaxonomy[] }) {
  const SubFieldList = useSubFieldList();
  return (
    <div className={styles.stack}>
      <RowBounds field={field} set={set} />
      <SubFieldList
        heading="Sub-fields of each row"
        fields={(field.sub_fields as FieldDraft[]) ?? []}
        onChange={(sub_fields) => set({ sub_fields })}
        taxonomies={taxonomies}
      />
    </div>
  );
}
