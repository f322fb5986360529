import styles from '../Content.module.css';
import { RichTextInput } from '../RichTextInput.tsx';
import { FieldHelp } from './FieldHelp.tsx';
import { labelOf, type KindInputProps } from './field-input-props.ts';

/** A rich-text field: the formatting editor, stored as HTML. */
export function RichTextFieldInput({ field, value, onChange }: KindInputProps<'rich_text'>) {
  return (
    <div className={styles.field}>
      <span>{labelOf(field)}</span>
      <RichTextInput label={field.label} value={String(value ?? '')} onChange={onChange} />
      <FieldHelp field={field} />
    </div>
  );
}
