import type { TAdminTaxonomy } from '@hookline/schema/cms';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { toggleItem } from '../list-edit.ts';

/** Which of the site's taxonomies the collection's entries take (by slug). */
export function CollectionTaxonomies({
  taxonomies,
  value,
  onChange,
}: {
  taxonomies: TAdminTaxonomy[];
  value: string[];
  onChange(slugs: string[]): void;
}) {
  return (
    <fieldset className={styles.card}>
      <legend>Taxonomies its entries take</legend>
      {taxonomies.length === 0 && (
        <p className={ui.muted}>No taxonomies yet: add them on the Content page.</p>
      )}
      <div className={styles.row}>
        {taxonomies.map((t) => (
          <label key={t.id} className={styles.check}>
            <input
              type="checkbox"
              checked={value.includes(t.slug)}
              onChange={(e) => onChange(toggleItem(value, t.slug, e.target.checked))}
            />
            {t.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
