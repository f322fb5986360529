import type { ReactNode } from 'react';

/**
 * A field table: the declarative list of the controls a part of the editor shows (a block's
 * fields, a design section's settings), rendered by `FieldTable`. Each control reads its value from
 * the edited thing `T` and turns an input into an update of it; `key` names the undo step that
 * typing in one control coalesces into. Builders for the common controls are in `field-builders.ts`,
 * so that adding a control to a table is one line.
 */

/** An update of the edited thing, and the undo key of the change (see `Edit` in edit.ts). */
export type FieldEdit<T> = (key: string | undefined, update: (value: T) => T) => void;

interface Shown<T> {
  /** The control shows only while this holds. */
  when?: (value: T) => boolean;
}

interface Labelled {
  label: string;
  /** A sentence under the control explaining what it does. */
  hint?: ReactNode;
}

export interface TextSpec<T> extends Shown<T>, Labelled {
  kind: 'text';
  key: string | undefined;
  read(value: T): string;
  write(text: string): (value: T) => T;
  multiline?: boolean;
  placeholder?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  maxLength?: number;
}

export interface NumberSpec<T> extends Shown<T>, Labelled {
  kind: 'number';
  key: string | undefined;
  read(value: T): number | null;
  write(number: number | null): (value: T) => T;
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
}

export interface ToggleSpec<T> extends Shown<T>, Labelled {
  kind: 'toggle';
  key?: string | undefined;
  read(value: T): boolean;
  write(on: boolean): (value: T) => T;
}

export interface SelectSpec<T> extends Shown<T>, Labelled {
  kind: 'select';
  key?: string | undefined;
  /** The chosen option's value, as a string (the option values are strings too). */
  read(value: T): string;
  options: readonly (readonly [string, string])[];
  write(option: string): (value: T) => T;
}

/** Controls side by side. */
export interface RowSpec<T> extends Shown<T> {
  kind: 'row';
  fields: readonly FieldSpec<T>[];
}

/** Anything the table does not describe: a list editor, a note, a date picker. */
export interface CustomSpec<T> extends Shown<T> {
  kind: 'custom';
  render(value: T, edit: FieldEdit<T>): ReactNode;
}

export type FieldSpec<T> =
  TextSpec<T> | NumberSpec<T> | ToggleSpec<T> | SelectSpec<T> | RowSpec<T> | CustomSpec<T>;
