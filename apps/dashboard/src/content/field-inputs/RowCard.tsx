import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import type { FieldContext, RenderSubField } from './field-input-props.ts';
import { layoutOf, subFieldsOf, valuesOf, withRowValue, type RowsField } from './rows.ts';

/** One repeater or flexible-content row: its number (and layout), move and remove, its inputs. */
export function RowCard({
  field,
  row,
  index,
  count,
  ctx,
  renderField,
  onChange,
  onMove,
  onRemove,
}: {
  field: RowsField;
  row: unknown;
  index: number;
  count: number;
  ctx: FieldContext;
  renderField: RenderSubField;
  onChange(row: unknown): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const layout = layoutOf(field, row);
  const values = valuesOf(field, row);
  return (
    <div className={styles.card} role="group" aria-label={`${field.label}, row ${index + 1}`}>
      <div className={styles.cardHead}>
        <strong>
          Row {index + 1}
          {layout ? ` · ${layout.label}` : ''}
        </strong>
        <span className={styles.row}>
          <button type="button" className={ui.secondary} disabled={index === 0} onClick={() => onMove(-1)}>
            ↑<span className="visually-hidden"> Move row {index + 1} up</span>
          </button>
          <button
            type="button"
            className={ui.secondary}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            ↓<span className="visually-hidden"> Move row {index + 1} down</span>
          </button>
          <button type="button" className={ui.secondary} onClick={onRemove}>
            Remove row<span className="visually-hidden"> {index + 1}</span>
          </button>
        </span>
      </div>
      {subFieldsOf(field, row).map((sub) =>
        renderField({
          key: sub.key,
          field: sub,
          value: values[sub.key],
          onChange: (v) => onChange(withRowValue(field, row, sub.key, v)),
          ctx,
        }),
      )}
    </div>
  );
}
