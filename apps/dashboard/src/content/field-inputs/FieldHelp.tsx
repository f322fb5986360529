import ui from '../../styles/ui.module.css';
import type { AnyField } from './field-input-props.ts';

/** The instructions the collection's author wrote for this field, under its input. */
export function FieldHelp({ field }: { field: AnyField }) {
  return field.instructions ? <span className={ui.muted}>{field.instructions}</span> : null;
}
