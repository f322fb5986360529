import styles from '../Content.module.css';
import { FieldHelp } from './FieldHelp.tsx';
import { labelOf, type KindInputProps } from './field-input-props.ts';

/** A date field (`2025-06-30`); empty stores null. */
export function DateInput({ field, value, onChange }: KindInputProps<'date'>) {
  return (
    <label className={styles.field}>
      {labelOf(field)}
      <input type="date" value={String(value ?? '')} onChange={(e) => onChange(e.target.value || null)} />
      <FieldHelp field={field} />
    </label>
  );
}
