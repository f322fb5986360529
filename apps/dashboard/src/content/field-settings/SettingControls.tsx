import styles from '../Content.module.css';
import { numberOrNull } from '../list-edit.ts';

/** A numeric setting; empty means none (null). */
export function NumberSetting({
  label,
  value,
  onChange,
}: {
  label: string;
  value: unknown;
  onChange(value: number | null): void;
}) {
  return (
    <label className={styles.field}>
      {label}
      <input
        type="number"
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => onChange(numberOrNull(e.target.value))}
      />
    </label>
  );
}

/** A yes/no setting, ticked only when it is `true`. */
export function CheckSetting({
  label,
  value,
  onChange,
}: {
  label: string;
  value: unknown;
  onChange(value: boolean): void;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
