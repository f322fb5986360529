import { useEffect, useState } from 'react';
import type { TAdminCollection, TAdminEntryRow } from '@hookline/schema/cms';
import { contentApi } from '../../api/content.ts';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';

/** Search a collection's entries and pick one (the item's address follows the entry's slug). */
export function EntryPicker({
  clientId,
  collections,
  onPick,
  onClose,
}: {
  clientId: string;
  collections: TAdminCollection[];
  onPick(entry: TAdminEntryRow, collection: TAdminCollection): void;
  onClose(): void;
}) {
  const [collectionId, setCollectionId] = useState(collections[0]?.id ?? '');
  const [search, setSearch] = useState('');
  const [rows, setRows] = useState<TAdminEntryRow[] | null>(null);
  useEffect(() => {
    if (!collectionId) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      contentApi
        .entries(clientId, collectionId, { search, status: 'published' }, { signal: abort.signal })
        .then((page) => setRows(page.rows))
        .catch(() => undefined);
    }, 200);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [clientId, collectionId, search]);
  const collection = collections.find((c) => c.id === collectionId);
  return (
    <div className={styles.card} role="group" aria-label="Choose an entry">
      <div className={styles.inline}>
        <label>
          Collection
          <select
            className={styles.control}
            value={collectionId}
            onChange={(e) => setCollectionId(e.target.value)}
          >
            {collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search published entries
          <input value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="button" className={ui.secondary} onClick={onClose}>
          Cancel
        </button>
      </div>
      {rows && rows.length === 0 && <p className={ui.muted}>No published entry matches.</p>}
      <ul className={styles.plainList}>
        {rows?.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              className={ui.secondary}
              onClick={() => collection && onPick(row, collection)}
            >
              {row.title}
            </button>{' '}
            <span className={ui.muted}>
              /{collection?.slug}/{row.slug}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
