import type { TAdminTaxonomy } from '@hookline/schema/cms';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { relabel, type LayoutDraft } from './field-draft.ts';
import { useSubFieldList } from './sub-field-list.ts';

/** One flexible-content layout: its label and key (the key following the label) and its sub-fields. */
export function LayoutCard({
  layout,
  index,
  taxonomies,
  onChange,
  onRemove,
}: {
  layout: LayoutDraft;
  index: number;
  taxonomies: TAdminTaxonomy[];
  onChange(patch: Partial<LayoutDraft>): void;
  onRemove(): void;
}) {
  const SubFieldList = useSubFieldList();
  return (
    <fieldset className={styles.card} aria-label={`Layout ${index + 1}: ${layout.label || 'unnamed'}`}>
      <div className={styles.cardHead}>
        <strong>Layout {index + 1}</strong>
        <button type="button" className={ui.secondary} onClick={onRemove}>
          Remove layout
        </button>
      </div>
      <div className={styles.grid}>
        <label className={styles.field}>
          Layout label
          <input value={layout.label} onChange={(e) => onChange(relabel(layout, e.target.value))} />
        </label>
        <label className={styles.field}>
          Layout key
          <input value={layout.key} onChange={(e) => onChange({ key: e.target.value })} />
        </label>
      </div>
      <SubFieldList
        heading="Its sub-fields"
        fields={layout.sub_fields}
        onChange={(sub_fields) => onChange({ sub_fields })}
        taxonomies={taxonomies}
      />
    </fieldset>
  );
}
