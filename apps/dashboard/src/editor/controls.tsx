import { useId, type ReactNode } from 'react';
import styles from './Editor.module.css';

/**
 * Small labelled form controls for the editor. Each is controlled: it shows `value` and reports
 * changes through `onChange`; the editor turns those into undoable edits.
 */

interface Labelled {
  label: string;
  /** A sentence under the control explaining what it does. */
  hint?: ReactNode;
}

export function TextField({
  label,
  hint,
  value,
  onChange,
  multiline = false,
  placeholder,
  dir,
  maxLength,
}: Labelled & {
  value: string;
  onChange(value: string): void;
  multiline?: boolean;
  placeholder?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  maxLength?: number;
}) {
  const id = useId();
  const hintId = useId();
  const common = {
    id,
    value,
    placeholder,
    dir,
    maxLength,
    'aria-describedby': hint ? hintId : undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

export function NumberField({
  label,
  hint,
  value,
  onChange,
  min,
  max,
  step = 1,
  unit,
}: Labelled & {
  value: number | null;
  onChange(value: number | null): void;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.withUnit}>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          value={value ?? ''}
          min={min}
          max={max}
          step={step}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            const raw = event.target.value;
            if (raw === '') return onChange(null);
            const number = Number(raw);
            if (Number.isFinite(number)) onChange(number);
          }}
        />
        {unit && <span className={styles.unit}>{unit}</span>}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

export function Toggle({
  label,
  hint,
  checked,
  onChange,
}: Labelled & { checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.toggle}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

export function Select<T extends string>({
  label,
  hint,
  value,
  options,
  onChange,
}: Labelled & { value: T; options: readonly (readonly [T, string])[]; onChange(value: T): void }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A group of settings with a title and, in words, what the group does right now. */
export function Section({
  title,
  summary,
  children,
}: {
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.section}>
      <legend>{title}</legend>
      {summary && (
        <p className={styles.summary} aria-live="polite">
          {summary}
        </p>
      )}
      {children}
    </fieldset>
  );
}
