import { useLoaderData } from 'react-router';
import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import ui from '../styles/ui.module.css';
import styles from './Content.module.css';
import { EntryActions } from './entry/EntryActions.tsx';
import type { entryLoader } from './entry/entry-loader.ts';
import { EntryMainFields } from './entry/EntryMainFields.tsx';
import { useConfirmLeaving } from './entry/use-confirm-leaving.ts';
import { useEntryEditor } from './entry/use-entry-editor.ts';
import type { FieldContext } from './field-inputs/field-input-props.ts';
import { FieldInput } from './field-inputs/FieldInput.tsx';
import { useMediaIndex } from './media-index.ts';

/**
 * `/sites/:clientId/content/entries/:entryId` (and `…/collections/:id/entries/new`): an entry's
 * title, address, state, featured image, excerpt, author, date, terms and every custom field.
 * Checked with the server's schema before sending (required fields only when publishing), and a
 * question before leaving with unsaved changes.
 */
export function EntryPage() {
  const { site, collection, entry, taxonomies, terms, media } = useLoaderData<typeof entryLoader>();
  const clientId = site.client_id;
  const base = `/sites/${clientId}/content`;
  const { draft, set, setField, dirty, errors, notice, busy, save, remove } = useEntryEditor(
    clientId,
    collection,
    entry,
  );
  const mediaIndex = useMediaIndex(clientId, media);
  const ctx: FieldContext = { clientId, media: mediaIndex, terms };
  useConfirmLeaving(dirty, 'This entry has unsaved changes. Leave without saving?');
  const heading = entry ? entry.title : `New ${collection.singular_name.toLowerCase()}`;
  return (
    <>
      <title>{`${draft.title || 'New entry'} · ${collection.name} · Hookline`}</title>
      <SiteCrumbs
        site={site}
        trail={[
          { to: base, label: 'Content' },
          { to: `${base}/collections/${collection.id}`, label: collection.name },
        ]}
        current={heading}
      />
      <h1>{heading}</h1>
      {entry?.status === 'published' && (
        <p className={ui.muted}>
          Visitors see it at{' '}
          <a href={`/${collection.slug}/${entry.slug}`} target="_blank" rel="noopener">
            /{collection.slug}/{entry.slug}
          </a>
        </p>
      )}
      <EntryMainFields
        draft={draft}
        set={set}
        isNew={!entry}
        taxonomies={taxonomies.filter((t) => collection.taxonomies.includes(t.slug))}
        terms={terms}
        ctx={ctx}
      />
      {collection.fields.length > 0 && (
        <section className={ui.panel} aria-labelledby="fields-title">
          <h2 id="fields-title">Custom fields</h2>
          <div className={styles.stack}>
            {collection.fields.map((field) => (
              <FieldInput
                key={field.key}
                field={field}
                value={draft.fields[field.key]}
                onChange={(v) => setField(field.key, v)}
                ctx={ctx}
              />
            ))}
          </div>
        </section>
      )}
      <EntryActions
        published={entry?.status === 'published'}
        stored={entry !== null}
        errors={errors}
        notice={notice}
        dirty={dirty}
        busy={busy}
        onSave={(status) => void save(status)}
        onRemove={() => void remove()}
      />
    </>
  );
}
