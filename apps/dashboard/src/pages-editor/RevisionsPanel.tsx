import { useEffect, useState } from 'react';
import type { TPageRevision } from '@hookline/schema';
import { pagesApi } from '../api/pages.ts';
import ui from '../styles/ui.module.css';
import styles from './PageEditor.module.css';

const reasons: Record<TPageRevision['reason'], string> = {
  saved: 'Saved',
  published: 'Published',
  restored: 'Restored',
};

/** The page's revisions, newest first; Restore makes one the draft again (publish to show it). */
export function RevisionsPanel({
  clientId,
  pageId,
  version,
  onClose,
  onRestore,
}: {
  clientId: string;
  pageId: string;
  /** Changes when the page does: the list is fetched again. */
  version: string;
  onClose(): void;
  onRestore(revisionId: number): void;
}) {
  const [revisions, setRevisions] = useState<TPageRevision[] | null>(null);
  useEffect(() => {
    let current = true;
    void pagesApi.revisions(clientId, pageId).then((list) => current && setRevisions(list));
    return () => {
      current = false;
    };
  }, [clientId, pageId, version]);
  return (
    <section className={styles.revisions} aria-label="Revisions">
      <header>
        <h2>Revisions</h2>
        <button type="button" className={ui.linkButton} onClick={onClose}>
          Close
        </button>
      </header>
      {!revisions ? (
        <p className={ui.muted}>Loading…</p>
      ) : (
        <ol>
          {revisions.map((revision, index) => (
            <li key={revision.id}>
              <span>
                <strong>{reasons[revision.reason]}</strong> · {new Date(revision.created_at).toLocaleString()}
                <br />
                <span className={ui.muted}>{revision.title}</span>
              </span>
              {index > 0 && (
                <button type="button" className={ui.secondary} onClick={() => onRestore(revision.id)}>
                  Restore
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
