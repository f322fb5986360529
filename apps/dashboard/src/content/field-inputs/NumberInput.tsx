import styles from '../Content.module.css';
import { numberOrNull } from '../list-edit.ts';
import { FieldHelp } from './FieldHelp.tsx';
import { labelOf, type KindInputProps } from './field-input-props.ts';

/** A number field, within its bounds and steps, its unit after the label; empty stores null. */
export function NumberInput({ field, value, onChange }: KindInputProps<'number'>) {
  return (
    <label className={styles.field}>
      {labelOf(field)}
      {field.unit ? ` (${field.unit})` : ''}
      <input
        type="number"
        value={typeof value === 'number' ? value : ''}
        min={field.min ?? undefined}
        max={field.max ?? undefined}
        step={field.step ?? 'any'}
        onChange={(e) => onChange(numberOrNull(e.target.value))}
      />
      <FieldHelp field={field} />
    </label>
  );
}
