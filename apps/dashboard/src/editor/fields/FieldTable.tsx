import { Fragment } from 'react';
import { NumberField, Select, TextField, Toggle } from '../controls.tsx';
import styles from '../Editor.module.css';
import type { FieldEdit, FieldSpec } from './field-table.ts';

/** Renders a field table (field-table.ts): each control shown, in order, bound to `value`. */
export function FieldTable<T>({
  fields,
  value,
  edit,
}: {
  fields: readonly FieldSpec<T>[];
  value: T;
  edit: FieldEdit<T>;
}) {
  return <>{fields.map((field, index) => renderField(field, index, value, edit))}</>;
}

function renderField<T>(field: FieldSpec<T>, index: number, value: T, edit: FieldEdit<T>) {
  if (field.when && !field.when(value)) return null;
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          key={index}
          label={field.label}
          hint={field.hint}
          value={field.read(value)}
          multiline={field.multiline}
          placeholder={field.placeholder}
          dir={field.dir}
          maxLength={field.maxLength}
          onChange={(text) => edit(field.key, field.write(text))}
        />
      );
    case 'number':
      return (
        <NumberField
          key={index}
          label={field.label}
          hint={field.hint}
          value={field.read(value)}
          unit={field.unit}
          min={field.min}
          max={field.max}
          step={field.step}
          onChange={(number) => edit(field.key, field.write(number))}
        />
      );
    case 'toggle':
      return (
        <Toggle
          key={index}
          label={field.label}
          hint={field.hint}
          checked={field.read(value)}
          onChange={(on) => edit(field.key, field.write(on))}
        />
      );
    case 'select':
      return (
        <Select
          key={index}
          label={field.label}
          hint={field.hint}
          value={field.read(value)}
          options={field.options}
          onChange={(option) => edit(field.key, field.write(option))}
        />
      );
    case 'row':
      return (
        <div key={index} className={styles.row}>
          <FieldTable fields={field.fields} value={value} edit={edit} />
        </div>
      );
    case 'custom':
      return <Fragment key={index}>{field.render(value, edit)}</Fragment>;
  }
}
