import styles from '../Content.module.css';
import { toggleItem } from '../list-edit.ts';
import { labelOf, type KindInputProps } from './field-input-props.ts';

/** A select field: a drop-down for one choice, or a checkbox per choice when several are allowed. */
export function SelectInput({ field, value, onChange }: KindInputProps<'select'>) {
  if (field.multiple) return <SelectSeveral field={field} value={value} onChange={onChange} />;
  return (
    <label className={styles.field}>
      {labelOf(field)}
      <select value={String(value ?? '')} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">—</option>
        {field.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function SelectSeveral({ field, value, onChange }: KindInputProps<'select'>) {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  return (
    <fieldset className={styles.card}>
      <legend>{labelOf(field)}</legend>
      <div className={styles.row}>
        {field.choices.map((c) => (
          <label key={c.value} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.includes(c.value)}
              onChange={(e) => onChange(toggleItem(chosen, c.value, e.target.checked))}
            />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
