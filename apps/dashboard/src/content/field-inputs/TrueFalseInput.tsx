import styles from '../Content.module.css';
import { labelOf, type KindInputProps } from './field-input-props.ts';

/** A true/false field: one checkbox. */
export function TrueFalseInput({ field, value, onChange }: KindInputProps<'true_false'>) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      {labelOf(field)}
    </label>
  );
}
