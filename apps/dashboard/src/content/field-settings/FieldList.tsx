import type { TAdminTaxonomy } from '@hookline/schema/cms';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { moveItem } from '../list-edit.ts';
import { FieldCard } from './FieldCard.tsx';
import { newField, type FieldDraft } from './field-draft.ts';
import { SubFieldListContext, type SubFieldListProps } from './sub-field-list.ts';

/** A list of field definitions (a collection's, or a repeater's or layout's sub-fields). */
export function FieldList({
  heading,
  fields,
  onChange,
  sub = false,
  taxonomies,
}: {
  heading: string;
  fields: FieldDraft[];
  onChange(fields: FieldDraft[]): void;
  sub?: boolean;
  taxonomies: TAdminTaxonomy[];
}) {
  return (
    <SubFieldListContext.Provider value={SubFieldList}>
      <div className={styles.stack} role="group" aria-label={heading}>
        <strong>{heading}</strong>
        {fields.length === 0 && <p className={ui.empty}>No fields yet.</p>}
        {fields.map((field, i) => (
          <FieldCard
            key={i}
            field={field}
            index={i}
            count={fields.length}
            sub={sub}
            taxonomies={taxonomies}
            onChange={(changed) => onChange(fields.map((f, n) => (n === i ? changed : f)))}
            onMove={(by) => onChange(moveItem(fields, i, by))}
            onRemove={() => onChange(fields.filter((_, n) => n !== i))}
          />
        ))}
        <p>
          <button
            type="button"
            className={ui.secondary}
            onClick={() => onChange([...fields, newField('text', '')])}
          >
            {sub ? 'Add sub-field' : 'Add field'}
          </button>
        </p>
      </div>
    </SubFieldListContext.Provider>
  );
}

/** A repeater's or layout's sub-fields: a field list of its own, marked as sub-fields. */
const SubFieldList = (props: SubFieldListProps) => <FieldList {...props} sub />;
