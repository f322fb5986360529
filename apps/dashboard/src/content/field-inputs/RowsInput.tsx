import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { moveItem } from '../list-edit.ts';
import type { FieldContext, RenderSubField } from './field-input-props.ts';
import { RowCard } from './RowCard.tsx';
import { emptyRow, type RowsField } from './rows.ts';

/**
 * Repeater rows (each the same sub-fields) or flexible-content rows (each one of the layouts), in
 * order, with a button to add a row (one per layout for flexible content).
 */
export function RowsInput({
  field,
  value,
  onChange,
  ctx,
  renderField,
}: {
  field: RowsField;
  value: unknown[];
  onChange(value: unknown[]): void;
  ctx: FieldContext;
  /** Draws a row's sub-field (the caller passes its own field input: rows hold any kind of field). */
  renderField: RenderSubField;
}) {
  return (
    <fieldset className={styles.card}>
      <legend>
        {field.label}
        {field.required ? ' *' : ''}
      </legend>
      {value.length === 0 && <p className={ui.muted}>No rows yet.</p>}
      {value.map((row, i) => (
        <RowCard
          key={i}
          field={field}
          row={row}
          index={i}
          count={value.length}
          ctx={ctx}
          renderField={renderField}
          onChange={(changed) => onChange(value.map((r, n) => (n === i ? changed : r)))}
          onMove={(by) => onChange(moveItem(value, i, by))}
          onRemove={() => onChange(value.filter((_, n) => n !== i))}
        />
      ))}
      <p className={styles.row}>
        <AddRowButtons field={field} onAdd={(row) => onChange([...value, row])} />
      </p>
    </fieldset>
  );
}

/** A repeater's one add button (its own words or "Add row"); flexible content's, one per layout. */
function AddRowButtons({ field, onAdd }: { field: RowsField; onAdd(row: unknown): void }) {
  if (field.kind === 'flexible_content')
    return field.layouts.map((layout) => (
      <button
        key={layout.key}
        type="button"
        className={ui.secondary}
        onClick={() => onAdd({ layout: layout.key, values: emptyRow(layout.sub_fields) })}
      >
        Add {layout.label}
      </button>
    ));
  return (
    <button type="button" className={ui.secondary} onClick={() => onAdd(emptyRow(field.sub_fields))}>
      {field.button_label || 'Add row'}
    </button>
  );
}
