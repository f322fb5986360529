import styles from '../Content.module.css';
import { FieldHelp } from './FieldHelp.tsx';
import { labelOf, type KindInputProps } from './field-input-props.ts';

/** A date-and-time field, stored to the minute (`2025-06-30T18:30`); empty stores null. */
export function DateTimeInput({ field, value, onChange }: KindInputProps<'date_time'>) {
  return (
    <label className={styles.field}>
      {labelOf(field)}
      <input
        type="datetime-local"
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value ? e.target.value.slice(0, 16) : null)}
      />
      <FieldHelp field={field} />
    </label>
  );
}
