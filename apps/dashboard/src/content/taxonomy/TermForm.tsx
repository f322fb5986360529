import type { FormEvent } from 'react';
import type { TAdminTerm } from '@hookline/schema/cms';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import type { TermDraft } from './term-draft.ts';

/**
 * The form for a new term, or for the term being edited (with a way to cancel): name, slug,
 * parent (when terms nest; never the term itself) and description.
 */
export function TermForm({
  term,
  onChange,
  editing,
  terms,
  hierarchical,
  onSubmit,
  onCancel,
}: {
  term: TermDraft;
  onChange(term: TermDraft): void;
  /** The stored term being edited; null for a new one. */
  editing: TAdminTerm | null;
  terms: TAdminTerm[];
  hierarchical: boolean;
  onSubmit(event: FormEvent): void;
  onCancel(): void;
}) {
  return (
    <form
      className={styles.inline}
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit term' : 'New term'}
    >
      <label>
        Name
        <input value={term.name} onChange={(e) => onChange({ ...term, name: e.target.value })} />
      </label>
      <label>
        Slug (empty: from the name)
        <input value={term.slug} onChange={(e) => onChange({ ...term, slug: e.target.value })} />
      </label>
      {hierarchical && (
        <label>
          Parent
          <select
            className={styles.control}
            value={term.parent_id ?? ''}
            onChange={(e) => onChange({ ...term, parent_id: e.target.value || null })}
          >
            <option value="">None</option>
            {terms
              .filter((t) => t.id !== editing?.id)
              .map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
          </select>
        </label>
      )}
      <label>
        Description
        <input
          value={term.description}
          onChange={(e) => onChange({ ...term, description: e.target.value })}
        />
      </label>
      <button type="submit" className={ui.button}>
        {editing ? 'Save term' : 'Add term'}
      </button>
      {editing && (
        <button type="button" className={ui.secondary} onClick={onCancel}>
          Cancel
        </button>
      )}
    </form>
  );
}
