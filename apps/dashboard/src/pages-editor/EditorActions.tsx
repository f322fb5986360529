import { useState } from 'react';
import { useGetPuck } from '@puckeditor/core';
import type { TPageDocument } from '@hookline/schema';
import { isApiError } from '../api/client.ts';
import { pagesApi, type AdminPage } from '../api/pages.ts';
import ui from '../styles/ui.module.css';
import { PreviewIcon, RevisionsIcon } from './icons.tsx';
import { RevisionsPanel } from './RevisionsPanel.tsx';
import styles from './PageEditor.module.css';

export interface EditorActionsProps {
  clientId: string;
  page: AdminPage;
  dirty: boolean;
  onSaved(page: AdminPage, options?: { replaceDocument?: boolean }): void;
}

/**
 * The editor's actions, at the end of its toolbar: the page's state, Save draft, Preview, Revisions,
 * Unpublish and Publish (Preview and Revisions fold to their icons in a narrower window).
 */
export function EditorActions({ clientId, page, dirty, onSaved }: EditorActionsProps) {
  const getPuck = useGetPuck();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revisionsOpen, setRevisionsOpen] = useState(false);

  const run = async (
    label: string,
    action: () => Promise<AdminPage>,
    options?: { replaceDocument?: boolean },
  ) => {
    setBusy(label);
    setError(null);
    try {
      onSaved(await action(), options);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'Something went wrong. Try again.');
    } finally {
      setBusy(null);
    }
  };
  const save = () => {
    const data = getPuck().appState.data as TPageDocument;
    const title = String(data.root.props?.title || page.title);
    return pagesApi.save(clientId, page.id, { title, slug: page.slug, document: data });
  };
  const saveIfDirty = () => (dirty ? save() : Promise.resolve(page));

  const state = dirty
    ? 'Unsaved changes'
    : page.status === 'published'
      ? page.has_unpublished_changes
        ? 'Published · draft differs'
        : 'Published'
      : 'Draft';
  return (
    <div className={styles.actions}>
      <span className={styles.state} role="status">
        {busy ? `${busy}…` : state}
      </span>
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
      <button
        type="button"
        className={ui.secondary}
        disabled={!!busy || !dirty}
        onClick={() => run('Saving', save)}
      >
        Save draft
      </button>
      <button
        type="button"
        className={ui.secondary}
        disabled={!!busy}
        onClick={() =>
          run('Saving', async () => {
            const saved = await saveIfDirty();
            window.open(saved.preview_url, '_blank', 'noopener');
            return saved;
          })
        }
      >
        <PreviewIcon />
        <span className={styles.buttonLabel}>Preview</span>
      </button>
      <button
        type="button"
        className={ui.secondary}
        aria-expanded={revisionsOpen}
        onClick={() => setRevisionsOpen((o) => !o)}
      >
        <RevisionsIcon />
        <span className={styles.buttonLabel}>Revisions</span>
      </button>
      {page.status === 'published' && (
        <button
          type="button"
          className={ui.secondary}
          disabled={!!busy}
          onClick={() => run('Unpublishing', () => pagesApi.unpublish(clientId, page.id))}
        >
          Unpublish
        </button>
      )}
      <button
        type="button"
        className={ui.button}
        disabled={!!busy || (!dirty && page.status === 'published' && !page.has_unpublished_changes)}
        onClick={() =>
          run('Publishing', async () => {
            await saveIfDirty();
            return pagesApi.publish(clientId, page.id);
          })
        }
      >
        Publish
      </button>
      {revisionsOpen && (
        <RevisionsPanel
          clientId={clientId}
          pageId={page.id}
          version={page.updated_at}
          onClose={() => setRevisionsOpen(false)}
          onRestore={(revisionId) =>
            run('Restoring', () => pagesApi.restore(clientId, page.id, revisionId), {
              replaceDocument: true,
            }).then(() => setRevisionsOpen(false))
          }
        />
      )}
    </div>
  );
}
