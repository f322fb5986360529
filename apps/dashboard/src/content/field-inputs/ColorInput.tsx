import styles from '../Content.module.css';
import { FieldHelp } from './FieldHelp.tsx';
import { labelOf, type KindInputProps } from './field-input-props.ts';

/** The colour picker shows black until the typed value is a full `#rrggbb` it can show. */
const pickable = (value: unknown) =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';

/** A colour field: a picker and the hex value, typed or picked; empty stores null. */
export function ColorInput({ field, value, onChange }: KindInputProps<'color'>) {
  return (
    <div className={styles.field} role="group" aria-label={field.label}>
      <span>{labelOf(field)}</span>
      <span className={styles.row}>
        <input
          type="color"
          aria-label={`${field.label}: pick`}
          value={pickable(value)}
          onChange={(e) => onChange(e.target.value)}
          className={styles.small}
        />
        <input
          aria-label={`${field.label}: value`}
          className={styles.control}
          value={String(value ?? '')}
          placeholder="#1a2b3c"
          onChange={(e) => onChange(e.target.value || null)}
        />
      </span>
      <FieldHelp field={field} />
    </div>
  );
}
