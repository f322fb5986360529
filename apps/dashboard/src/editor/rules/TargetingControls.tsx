import { useId, useState } from 'react';
import { compileRuleRegex } from '@hookline/rules';
import ui from '../../styles/ui.module.css';
import { Select, TextField } from '../controls.tsx';
import styles from '../Editor.module.css';

/**
 * Controls of the Targeting section: a group of checkboxes over an enum, a comma-separated list,
 * and rows of rules (selects and a value) with a clear error for a regular expression that does
 * not compile.
 */

/** Options whose labels are words from the sentences, capitalised for a control. */
export const asLabels = <T extends string>(options: readonly (readonly [T, string])[]) =>
  options.map(([value, label]) => [value, label.charAt(0).toUpperCase() + label.slice(1)] as const);

export function CheckGroup<T extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
}: {
  legend: string;
  hint: string;
  options: readonly (readonly [T, string])[];
  value: readonly T[] | undefined;
  onChange(value: T[] | undefined): void;
}) {
  const hintId = useId();
  const chosen = new Set(value ?? []);
  const toggle = (option: T, on: boolean) => {
    const next = options.map(([o]) => o).filter((o) => (o === option ? on : chosen.has(o)));
    onChange(next.length ? next : undefined);
  };
  return (
    <fieldset className={styles.field} aria-describedby={hintId}>
      <legend>{legend}</legend>
      <div className={styles.row}>
        {options.map(([option, label]) => (
          <label key={option} className={styles.toggle}>
            <input
              type="checkbox"
              checked={chosen.has(option)}
              onChange={(e) => toggle(option, e.target.checked)}
            />
            {label}
          </label>
        ))}
      </div>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </fieldset>
  );
}

/** Words separated by commas or spaces (`en, pt-BR`); empty means no restriction. */
export function ListField({
  label,
  hint,
  value,
  onChange,
  upperCase = false,
}: {
  label: string;
  hint: string;
  value: readonly string[] | undefined;
  onChange(value: string[] | undefined): void;
  upperCase?: boolean;
}) {
  const listOf = (typed: string) => {
    const items = typed
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((item) => (upperCase ? item.toUpperCase() : item));
    return items.length ? [...new Set(items)] : undefined;
  };
  // The typed text is kept as typed (a trailing comma too); the list is what is stored. When the
  // stored list changes otherwise (undo, redo), the text follows it.
  const [text, setText] = useState((value ?? []).join(', '));
  const shown = (listOf(text) ?? []).join(',') === (value ?? []).join(',') ? text : (value ?? []).join(', ');
  return (
    <TextField
      label={label}
      hint={hint}
      value={shown}
      onChange={(typed) => {
        setText(typed);
        onChange(listOf(typed));
      }}
    />
  );
}

type Row = Record<string, string>;
export interface Column {
  key: string;
  label: string;
  /** A select's options; a text field when absent. */
  options?: readonly (readonly [string, string])[];
}

/** The error shown under a rule whose `match` is `regex` and whose value does not compile. */
export function regexError(row: Row): string | null {
  if (row.match !== 'regex' || !row.value) return null;
  if (compileRuleRegex(row.value)) return null;
  try {
    new RegExp(row.value);
  } catch (error) {
    return `This is not a valid regular expression (${(error as Error).message}). Until it is fixed the popup cannot be saved, and visitors never match it.`;
  }
  return null;
}

export function RuleRows<R extends Row>({
  title,
  columns,
  rows,
  fresh,
  onChange,
}: {
  title: string;
  columns: readonly Column[];
  rows: readonly R[];
  fresh: R;
  onChange(rows: R[]): void;
}) {
  const change = (index: number, key: string, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <>
      {rows.map((row, index) => {
        const error = regexError(row);
        return (
          <div key={index} className={styles.card}>
            <div className={styles.cardHeader}>
              <h4>
                {title} {index + 1}
              </h4>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Remove ${title.toLowerCase()} ${index + 1}`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                ✕
              </button>
            </div>
            <div className={styles.row}>
              {columns.map((column) =>
                column.options ? (
                  <Select
                    key={column.key}
                    label={column.label}
                    value={row[column.key] ?? ''}
                    options={column.options}
                    onChange={(value) => change(index, column.key, value)}
                  />
                ) : (
                  <TextField
                    key={column.key}
                    label={column.label}
                    value={row[column.key] ?? ''}
                    maxLength={500}
                    onChange={(value) => change(index, column.key, value)}
                  />
                ),
              )}
            </div>
            {error && (
              <p role="alert" className={ui.alert}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button type="button" className={ui.secondary} onClick={() => onChange([...rows, fresh])}>
        Add {title.toLowerCase()}
      </button>
    </>
  );
}
