import type { ReactNode } from 'react';
import type {
  CustomSpec,
  FieldSpec,
  NumberSpec,
  RowSpec,
  SelectSpec,
  TextSpec,
  ToggleSpec,
} from './field-table.ts';

/** The named keys of `R` (an open record's index signature left out). */
type NamedKeys<R> = keyof { [K in keyof R as string extends K ? never : number extends K ? never : K]: R[K] };
/** The named keys of `R` whose values, when set, are of type `V`. */
export type KeysOf<R, V> = { [K in NamedKeys<R>]-?: NonNullable<R[K]> extends V ? K : never }[NamedKeys<R>] &
  string;

/** A labelled list of the values of an enum, in the labels' order: `[value, label]` pairs for a select. */
export const labelled = <V extends string>(labels: Record<V, string>): readonly (readonly [V, string])[] =>
  Object.entries(labels) as [V, string][];

interface Common<T> {
  hint?: ReactNode;
  when?: (value: T) => boolean;
  /** The undo key; by default the field's key for text and numbers, none for toggles and selects. */
  key?: string | undefined;
}

type TextOptions<T> = Common<T> &
  Pick<TextSpec<T>, 'multiline' | 'placeholder' | 'dir' | 'maxLength'> & {
    /** What is stored for the typed text (by default the text itself). */
    store?: (text: string) => string | undefined;
  };

type NumberOptions<T> = Common<T> &
  Pick<NumberSpec<T>, 'unit' | 'min' | 'max' | 'step'> & {
    /** Shown when nothing is stored. */
    fallback?: number;
    /** What is stored for the typed number (by default the number, or null when emptied). */
    store?: (number: number | null) => number | null;
  };

type ToggleOptions<T, R> = Common<T> & {
  /** Whether the switch shows on; by default only when the key is true. Pass the effective value
   * (`@hookline/rules`, effective-settings.ts) where the visitor script has a default of its own. */
  read?: (value: T) => boolean;
  /** What a switch changes (by default the key alone). */
  patch?: (on: boolean, value: T) => Partial<R>;
};

type SelectOptions<T, V> = Common<T> & {
  fallback?: V;
  /** The choice shown, where the visitor script derives it from more than the key (overrides `fallback`). */
  read?: (value: T) => V;
  /** The whole update a choice makes (by default the key set to the choice). */
  update?: (option: V) => (value: T) => T;
};

/**
 * Builders of the controls that edit one record of the edited thing `T`: a block itself, or the
 * document's design properties or display rules. `get` reads the record, `set` merges a patch into it,
 * `keyPrefix` names its undo keys.
 */
export function fieldsOf<T, R>(
  get: (value: T) => R,
  set: (patch: Partial<R>) => (value: T) => T,
  keyPrefix = '',
) {
  const at = (value: T, key: PropertyKey): unknown => (get(value) as Record<PropertyKey, unknown>)[key];
  const patch = (key: PropertyKey, stored: unknown) => set({ [key]: stored } as Partial<R>);
  return {
    text<K extends KeysOf<R, string>>(key: K, label: string, options: TextOptions<T> = {}): TextSpec<T> {
      const { store = (text) => text, ...rest } = options;
      return {
        kind: 'text',
        key: `${keyPrefix}${key}`,
        label,
        read: (value) => {
          const stored = at(value, key);
          return typeof stored === 'string' ? stored : '';
        },
        write: (text) => patch(key, store(text)),
        ...rest,
      };
    },
    number<K extends KeysOf<R, number>>(
      key: K,
      label: string,
      options: NumberOptions<T> = {},
    ): NumberSpec<T> {
      const { store = (number) => number, fallback, ...rest } = options;
      return {
        kind: 'number',
        key: `${keyPrefix}${key}`,
        label,
        read: (value) => {
          const stored = at(value, key);
          return typeof stored === 'number' ? stored : (fallback ?? null);
        },
        write: (number) => patch(key, store(number)),
        ...rest,
      };
    },
    toggle<K extends KeysOf<R, boolean>>(
      key: K,
      label: string,
      options: ToggleOptions<T, R> = {},
    ): ToggleSpec<T> {
      const { read = (value: T) => at(value, key) === true, patch: patchOf, ...rest } = options;
      return {
        kind: 'toggle',
        label,
        read,
        write: (on) => (value) => set(patchOf ? patchOf(on, value) : ({ [key]: on } as Partial<R>))(value),
        ...rest,
      };
    },
    select<K extends KeysOf<R, string | number>, V extends NonNullable<R[K]>>(
      key: K,
      label: string,
      choices: readonly (readonly [V, string])[],
      options: SelectOptions<T, V> = {},
    ): SelectSpec<T> {
      const { fallback, read, update = (option) => patch(key, option), ...rest } = options;
      return {
        kind: 'select',
        label,
        options: choices.map(([option, text]) => [String(option), text] as const),
        read: (value) => String(read ? read(value) : (at(value, key) ?? fallback ?? '')),
        write: (option) => update(choices.find(([choice]) => String(choice) === option)![0]),
        ...rest,
      };
    },
  };
}

/** Controls side by side, shown while `when` holds. */
export const row = <T>(fields: readonly FieldSpec<T>[], when?: (value: T) => boolean): RowSpec<T> => ({
  kind: 'row',
  fields,
  when,
});

/** A control the table does not describe. */
export const custom = <T>(render: CustomSpec<T>['render'], when?: (value: T) => boolean): CustomSpec<T> => ({
  kind: 'custom',
  render,
  when,
});

/** The same controls, each shown only while `when` holds (and its own condition, if any). */
export const showWhen = <T>(when: (value: T) => boolean, fields: readonly FieldSpec<T>[]): FieldSpec<T>[] =>
  fields.map((field) => ({
    ...field,
    when: field.when ? (value: T) => when(value) && field.when!(value) : when,
  }));
