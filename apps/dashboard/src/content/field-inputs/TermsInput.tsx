import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { toggleItem } from '../list-edit.ts';
import { labelOf, type FieldContext, type KindInputProps } from './field-input-props.ts';

/** A terms field: the taxonomy's terms as checkboxes (several allowed) or radio buttons (one). */
export function TermsInput({ field, value, onChange, ctx }: KindInputProps<'terms'> & { ctx: FieldContext }) {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const terms = ctx.terms[field.taxonomy] ?? [];
  return (
    <fieldset className={styles.card}>
      <legend>{labelOf(field)}</legend>
      {terms.length === 0 && <p className={ui.muted}>The taxonomy has no terms yet.</p>}
      <div className={styles.row}>
        {terms.map((t) => (
          <label key={t.id} className={styles.check}>
            <input
              type={field.multiple ? 'checkbox' : 'radio'}
              name={`terms-${field.key}`}
              checked={chosen.includes(t.id)}
              onChange={(e) => onChange(field.multiple ? toggleItem(chosen, t.id, e.target.checked) : [t.id])}
            />
            {t.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
