import { useNavigate } from 'react-router';
import type { TAdminCollection, TAdminTaxonomy } from '@hookline/schema/cms';
import { contentApi } from '../../api/content.ts';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { FieldList } from '../field-settings/FieldList.tsx';
import { CollectionTaxonomies } from './CollectionTaxonomies.tsx';
import { SaveProblems } from './SaveProblems.tsx';
import { useCollectionSettings } from './use-collection-settings.ts';

/**
 * The collection's settings: names, description, taxonomies and custom fields, saved together,
 * and deleting the collection (after a question naming how many entries go with it).
 */
export function CollectionSettings({
  clientId,
  collection,
  taxonomies,
}: {
  clientId: string;
  collection: TAdminCollection;
  taxonomies: TAdminTaxonomy[];
}) {
  const navigate = useNavigate();
  const { draft, setDraft, dirty, errors, conflict, saved, busy, save } = useCollectionSettings(
    clientId,
    collection,
  );
  const remove = async () => {
    if (!window.confirm(`Delete ${collection.name} and its ${collection.entry_count} entries?`)) return;
    await contentApi.removeCollection(clientId, collection.id);
    await navigate(`/sites/${clientId}/content`);
  };
  return (
    <section className={ui.panel} aria-labelledby="settings-title">
      <h2 id="settings-title">Settings and custom fields</h2>
      <div className={styles.stack}>
        <div className={styles.grid}>
          <label className={styles.field}>
            Name
            <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          </label>
          <label className={styles.field}>
            One entry is called
            <input
              value={draft.singular_name}
              onChange={(e) => setDraft({ ...draft, singular_name: e.target.value })}
            />
          </label>
        </div>
        <label className={styles.field}>
          Description
          <input
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </label>
        <CollectionTaxonomies
          taxonomies={taxonomies}
          value={draft.taxonomies}
          onChange={(slugs) => setDraft({ ...draft, taxonomies: slugs })}
        />
        <FieldList
          heading="Custom fields"
          fields={draft.fields}
          onChange={(fields) => setDraft({ ...draft, fields })}
          taxonomies={taxonomies}
        />
      </div>
      <div className={styles.sticky}>
        <button type="button" className={ui.button} disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save collection'}
        </button>
        {dirty && <span className={ui.muted}>Unsaved changes</span>}
        {saved && !dirty && (
          <span className={ui.success} role="status">
            Saved
          </span>
        )}
        <button type="button" className={ui.danger} onClick={() => void remove()}>
          Delete collection
        </button>
      </div>
      <SaveProblems errors={errors} conflict={conflict} onClearAndSave={() => void save(true)} />
    </section>
  );
}
