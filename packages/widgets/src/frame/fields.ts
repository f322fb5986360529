import type { NumberField, RadioField, SelectField, TextField } from '@puckeditor/core';

/**
 * The side panel's field builders every widget's editor config uses (Puck field definitions), so
 * that an on/off switch, a number or a list of choices reads the same in every widget.
 */

/** A field's choices: `{label, value}` each. */
type FieldOptions = RadioField['options'];

/** Off / On for a prop stored as a boolean. */
export const onOffOptions = [
  { label: 'Off', value: false },
  { label: 'On', value: true },
];

/** On / Off for a prop stored as the words `'on'` and `'off'` (the popup settings, the maps). */
export const onOffWordOptions = [
  { label: 'On', value: 'on' },
  { label: 'Off', value: 'off' },
];

/** A switch for a boolean prop. */
export const onOffField = (label: string): RadioField => ({ type: 'radio', label, options: onOffOptions });

/** A switch for a prop stored as `'on'` or `'off'`. */
export const onOffWordField = (label: string): RadioField => ({
  type: 'radio',
  label,
  options: onOffWordOptions,
});

/** A one-line text input. */
export const textField = (label: string): TextField => ({ type: 'text', label });

/** A number input, with the bounds given (none when left out). */
export function numberField(label: string, min?: number, max?: number): NumberField {
  return {
    type: 'number',
    label,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  };
}

/** Options from `[value, label]` pairs, in that order. */
export function choices<V extends string | number | boolean>(
  pairs: readonly (readonly [V, string])[],
): { label: string; value: V }[] {
  return pairs.map(([value, label]) => ({ label, value }));
}

/** Options labelled by their own values (`label` names the empty value when given). */
export function valueChoices(
  values: readonly string[],
  emptyLabel?: string,
): { label: string; value: string }[] {
  return values.map((value) => ({ label: value === '' && emptyLabel ? emptyLabel : value, value }));
}

/** A segmented choice (few options, all in view). */
export const radioField = (label: string, options: FieldOptions): RadioField => ({
  type: 'radio',
  label,
  options,
});

/** A drop-down choice. */
export const selectField = (label: string, options: FieldOptions): SelectField => ({
  type: 'select',
  label,
  options,
});
