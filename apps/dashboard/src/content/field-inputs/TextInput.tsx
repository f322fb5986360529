import styles from '../Content.module.css';
import { FieldHelp } from './FieldHelp.tsx';
import { labelOf, type KindInputProps } from './field-input-props.ts';

/** A text field: one line, or a text area when the field allows several lines. */
export function TextInput({ field, value, onChange }: KindInputProps<'text'>) {
  return (
    <label className={styles.field}>
      {labelOf(field)}
      {field.multiline ? (
        <textarea value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldHelp field={field} />
    </label>
  );
}
