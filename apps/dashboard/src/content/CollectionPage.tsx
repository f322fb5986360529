import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { useEffect, useState } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ZCollectionInput, type TAdminCollection } from '@hookline/schema/cms';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { contentApi } from '../api/content.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './Content.module.css';
import type { FieldDraft } from './field-settings/field-draft.ts';
import { FieldList } from './field-settings/FieldList.tsx';
import { issueMessages } from './issues.ts';
import { DataTable, StatusBadge } from '../components/DataTable.tsx';

export const collectionLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const signal = request.signal;
  const url = new URL(request.url);
  const query = {
    search: url.searchParams.get('search') ?? '',
    status: url.searchParams.get('status') ?? 'all',
    page: Number(url.searchParams.get('page') ?? '1') || 1,
  };
  const [site, collection, taxonomies, entries] = await Promise.all([
    adminApi.site(clientId, { signal }),
    contentApi.collection(clientId, params.collectionId ?? '', { signal }),
    contentApi.taxonomies(clientId, { signal }),
    contentApi.entries(clientId, params.collectionId ?? '', query, { signal }),
  ]);
  return { site, collection, taxonomies, entries, query };
});

const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function draftOf(collection: TAdminCollection) {
  return {
    name: collection.name,
    singular_name: collection.singular_name,
    description: collection.description,
    fields: collection.fields as unknown as FieldDraft[],
    taxonomies: collection.taxonomies,
  };
}

/**
 * `/sites/:clientId/content/collections/:collectionId`: the collection's entries (search, status,
 * a new one) and its settings: names, taxonomies and custom fields of every kind, with repeater
 * sub-fields and flexible-content layouts. A change that stored values no longer fit is refused
 * with the entries it concerns; saving again with "clear them" empties those values.
 */
export function CollectionPage() {
  const { site, collection, taxonomies, entries, query } = useLoaderData<typeof collectionLoader>();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const clientId = site.client_id;
  const base = `/sites/${clientId}/content`;
  const [draft, setDraft] = useState(() => draftOf(collection));
  const [errors, setErrors] = useState<string[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(draftOf(collection)), [collection]);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(collection));

  const save = async (clearInvalid = false) => {
    setSaved(false);
    setConflict(null);
    const parsed = ZCollectionInput.safeParse({ ...draft, slug: collection.slug });
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error));
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      await contentApi.saveCollection(clientId, collection.id, parsed.data, clearInvalid);
      setSaved(true);
      await navigate('.', { replace: true });
    } catch (error) {
      if (isApiError(error, 409) && error.code === 'values_do_not_fit') setConflict(error.message);
      else if (isApiError(error) && error.status < 500) setErrors([error.message]);
      else throw error;
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!window.confirm(`Delete ${collection.name} and its ${collection.entry_count} entries?`)) return;
    await contentApi.removeCollection(clientId, collection.id);
    await navigate(base);
  };

  const pages = Math.max(1, Math.ceil(entries.total / entries.per_page));
  return (
    <>
      <title>{`${collection.name} · Content · Hookline`}</title>
      <SiteCrumbs site={site} trail={[{ to: base, label: 'Content' }]} current={collection.name} />
      <h1>{collection.name}</h1>
      <p className={ui.muted}>
        Entries are at{' '}
        <code>
          /{collection.slug}/{'{entry}'}
        </code>{' '}
        once published.
      </p>

      <section className={ui.panel} aria-labelledby="entries-title">
        <div className={styles.cardHead}>
          <h2 id="entries-title">Entries</h2>
          <Link className={ui.button} to={`${base}/collections/${collection.id}/entries/new`}>
            New {collection.singular_name.toLowerCase()}
          </Link>
        </div>
        <form
          className={styles.inline}
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            const form = new FormData(e.currentTarget);
            setSearchParams({
              search: String(form.get('search') ?? ''),
              status: String(form.get('status') ?? 'all'),
            });
          }}
        >
          <label>
            Search titles
            <input name="search" defaultValue={query.search} />
          </label>
          <label>
            State
            <select name="status" defaultValue={query.status} className={styles.control}>
              <option value="all">All</option>
              <option value="draft">Drafts</option>
              <option value="published">Published</option>
            </select>
          </label>
          <button type="submit" className={ui.secondary}>
            Show
          </button>
        </form>
        <DataTable
          rows={entries.rows}
          rowKey={(entry) => entry.id}
          empty={`No entries${query.search ? ' match' : ' yet'}.`}
          columns={[
            {
              header: 'Title',
              cell: (entry) => (
                <>
                  <Link to={`${base}/entries/${entry.id}`}>{entry.title}</Link>
                  <div className={ui.muted}>
                    /{collection.slug}/{entry.slug}
                  </div>
                </>
              ),
            },
            { header: 'State', cell: (entry) => <StatusBadge published={entry.status === 'published'} /> },
            { header: 'Author', cell: (entry) => entry.author || '—' },
            { header: 'Date', cell: (entry) => dateTime(entry.published_at) },
          ]}
        />
        {pages > 1 && (
          <p className={styles.row}>
            {entries.page > 1 && (
              <button
                type="button"
                className={ui.secondary}
                onClick={() => setSearchParams({ ...query, page: String(entries.page - 1) })}
              >
                Previous
              </button>
            )}
            <span>
              Page {entries.page} of {pages} ({entries.total} entries)
            </span>
            {entries.page < pages && (
              <button
                type="button"
                className={ui.secondary}
                onClick={() => setSearchParams({ ...query, page: String(entries.page + 1) })}
              >
                Next
              </button>
            )}
          </p>
        )}
      </section>

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
                    checked={draft.taxonomies.includes(t.slug)}
                    onChange={(e) =>
                      setDraft({
                        ...draft,
                        taxonomies: e.target.checked
                          ? [...draft.taxonomies, t.slug]
                          : draft.taxonomies.filter((s) => s !== t.slug),
                      })
                    }
                  />
                  {t.name}
                </label>
              ))}
            </div>
          </fieldset>
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
        {errors.length > 0 && (
          <ul className={ui.alert} role="alert" aria-label="Problems">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        {conflict && (
          <div className={ui.alert} role="alert">
            <p>{conflict}</p>
            <button type="button" className={ui.danger} onClick={() => void save(true)}>
              Save and clear those values
            </button>
          </div>
        )}
      </section>
    </>
  );
}
