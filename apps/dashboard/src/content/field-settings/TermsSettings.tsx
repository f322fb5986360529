import type { TAdminTaxonomy } from '@hookline/schema/cms';
import styles from '../Content.module.css';
import type { KindSettingsProps } from './field-draft.ts';
import { CheckSetting } from './SettingControls.tsx';

/** A terms field's settings: which of the site's taxonomies, and one term or several. */
export function TermsSettings({
  field,
  set,
  taxonomies,
}: KindSettingsProps & { taxonomies: TAdminTaxonomy[] }) {
  return (
    <div className={styles.grid}>
      <label className={styles.field}>
        Taxonomy
        <select value={String(field.taxonomy ?? '')} onChange={(e) => set({ taxonomy: e.target.value })}>
          <option value="">Choose…</option>
          {taxonomies.map((t) => (
            <option key={t.id} value={t.slug}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <CheckSetting label="Several terms" value={field.multiple} onChange={(v) => set({ multiple: v })} />
    </div>
  );
}
