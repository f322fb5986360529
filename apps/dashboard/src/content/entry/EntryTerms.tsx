import type { TAdminTaxonomy, TAdminTerm } from '@hookline/schema/cms';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { toggleItem } from '../list-edit.ts';

/** The entry's terms: a box of checkboxes for each taxonomy its collection takes. */
export function EntryTerms({
  taxonomies,
  terms,
  value,
  onChange,
}: {
  /** The taxonomies the collection takes. */
  taxonomies: TAdminTaxonomy[];
  /** Each taxonomy's terms, by slug. */
  terms: Record<string, TAdminTerm[]>;
  /** The chosen term ids, by taxonomy slug. */
  value: Record<string, string[]>;
  onChange(value: Record<string, string[]>): void;
}) {
  return taxonomies.map((t) => {
    const chosen = value[t.slug] ?? [];
    const options = terms[t.slug] ?? [];
    return (
      <fieldset key={t.id} className={styles.card}>
        <legend>{t.name}</legend>
        {options.length === 0 && <p className={ui.muted}>No terms yet.</p>}
        <div className={styles.row}>
          {options.map((term) => (
            <label key={term.id} className={styles.check}>
              <input
                type="checkbox"
                checked={chosen.includes(term.id)}
                onChange={(e) =>
                  onChange({ ...value, [t.slug]: toggleItem(chosen, term.id, e.target.checked) })
                }
              />
              {term.name}
            </label>
          ))}
        </div>
      </fieldset>
    );
  });
}
