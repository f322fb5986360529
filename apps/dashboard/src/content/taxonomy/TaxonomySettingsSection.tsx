import { useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { ZTaxonomyInput, type TAdminTaxonomy } from '@hookline/schema/cms';
import { contentApi } from '../../api/content.ts';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { issueMessages } from '../issues.ts';
import type { Attempt } from './use-attempt.ts';

/** A taxonomy's names, whether its terms nest, its description; saving it, or deleting it and its terms. */
export function TaxonomySettingsSection({
  clientId,
  taxonomy,
  attempt,
  onNotice,
}: {
  clientId: string;
  taxonomy: TAdminTaxonomy;
  attempt: Attempt;
  onNotice(notice: string): void;
}) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [settings, setSettings] = useState({
    name: taxonomy.name,
    singular_name: taxonomy.singular_name,
    hierarchical: taxonomy.hierarchical,
    description: taxonomy.description,
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const parsed = ZTaxonomyInput.safeParse({ ...settings, slug: taxonomy.slug });
      if (!parsed.success) throw issueMessages(parsed.error);
      await contentApi.saveTaxonomy(clientId, taxonomy.id, parsed.data);
      onNotice('Taxonomy saved');
      await revalidator.revalidate();
    });
  };

  const remove = () =>
    void attempt(async () => {
      if (!window.confirm(`Delete ${taxonomy.name} and its terms?`)) return;
      await contentApi.removeTaxonomy(clientId, taxonomy.id);
      await navigate(`/sites/${clientId}/content`);
    });

  return (
    <section className={ui.panel} aria-labelledby="taxonomy-settings">
      <h2 id="taxonomy-settings">Settings</h2>
      <form className={styles.stack} onSubmit={save} noValidate>
        <div className={styles.grid}>
          <label className={styles.field}>
            Name
            <input
              value={settings.name}
              onChange={(e) => setSettings({ ...settings, name: e.target.value })}
            />
          </label>
          <label className={styles.field}>
            One term is called
            <input
              value={settings.singular_name}
              onChange={(e) => setSettings({ ...settings, singular_name: e.target.value })}
            />
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={settings.hierarchical}
              onChange={(e) => setSettings({ ...settings, hierarchical: e.target.checked })}
            />
            Terms may have parents (like categories)
          </label>
        </div>
        <label className={styles.field}>
          Description
          <input
            value={settings.description}
            onChange={(e) => setSettings({ ...settings, description: e.target.value })}
          />
        </label>
        <p className={styles.row}>
          <button type="submit" className={ui.button}>
            Save taxonomy
          </button>
          <button type="button" className={ui.danger} onClick={remove}>
            Delete taxonomy
          </button>
        </p>
      </form>
    </section>
  );
}
