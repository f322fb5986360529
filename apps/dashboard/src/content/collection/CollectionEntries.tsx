import { Link, useSearchParams } from 'react-router';
import type { TAdminCollection, TAdminEntryPage } from '@hookline/schema/cms';
import { DataTable, StatusBadge } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { EntriesPager } from './EntriesPager.tsx';
import { EntriesSearch, type EntriesQuery } from './EntriesSearch.tsx';

const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/**
 * A collection's entries, a page at a time: searched by title and state (kept in the address),
 * each with its address, state, author and date, and a link to write a new one.
 */
export function CollectionEntries({
  base,
  collection,
  entries,
  query,
}: {
  base: string;
  collection: TAdminCollection;
  entries: TAdminEntryPage;
  query: EntriesQuery;
}) {
  const [, setSearchParams] = useSearchParams();
  return (
    <section className={ui.panel} aria-labelledby="entries-title">
      <div className={styles.cardHead}>
        <h2 id="entries-title">Entries</h2>
        <Link className={ui.button} to={`${base}/collections/${collection.id}/entries/new`}>
          New {collection.singular_name.toLowerCase()}
        </Link>
      </div>
      <EntriesSearch query={query} onSearch={setSearchParams} />
      <DataTable
        rows={entries.rows}
        rowKey={(entry) => entry.id}
        empty={
          query.search ? (
            <EmptyState
              title="No entries match"
              action={
                <button type="button" className={ui.secondary} onClick={() => setSearchParams({})}>
                  Clear the search
                </button>
              }
            />
          ) : (
            <EmptyState
              title="No entries yet"
              action={
                <Link className={ui.button} to={`${base}/collections/${collection.id}/entries/new`}>
                  New {collection.singular_name.toLowerCase()}
                </Link>
              }
            />
          )
        }
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
      <EntriesPager
        page={entries.page}
        pages={Math.max(1, Math.ceil(entries.total / entries.per_page))}
        total={entries.total}
        onPage={(page) => setSearchParams({ ...query, page: String(page) })}
      />
    </section>
  );
}
