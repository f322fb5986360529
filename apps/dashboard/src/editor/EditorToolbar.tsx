import { Link } from 'react-router';
import { activationRefusal } from '@hookline/schema/popup-catalog';
import { popupsApi } from '../api/popups.ts';
import ui from '../styles/ui.module.css';
import styles from './Editor.module.css';
import type { EditorDocument } from './use-editor-document.ts';

/** Undo, redo, save, status, and the popup's other actions, with whether the draft is saved. */
export function EditorToolbar({ editor }: { editor: EditorDocument }) {
  const { saved, dirty, pending, document } = editor;
  const refusal = activationRefusal(document.type);
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Popup actions">
      <button
        type="button"
        className={ui.secondary}
        onClick={editor.undo}
        disabled={!editor.canUndo}
        aria-keyshortcuts="Control+Z"
      >
        Undo
      </button>
      <button
        type="button"
        className={ui.secondary}
        onClick={editor.redo}
        disabled={!editor.canRedo}
        aria-keyshortcuts="Control+Shift+Z"
      >
        Redo
      </button>
      {/* Filled only while there is something to save; once saved it reads Saved, quiet and done. */}
      <button
        type="button"
        className={dirty ? ui.button : `${ui.secondary} ${styles.savedButton}`}
        onClick={() => void editor.save()}
        disabled={!dirty || pending === 'saving'}
        aria-keyshortcuts="Control+S"
      >
        {pending === 'saving' ? 'Saving…' : dirty ? 'Save' : <SavedLabel />}
      </button>
      {saved.status === 'active' ? (
        <button type="button" className={ui.secondary} onClick={() => void editor.setStatus('paused')}>
          Pause
        </button>
      ) : (
        <button
          type="button"
          className={ui.secondary}
          onClick={() => void editor.setStatus('active')}
          disabled={refusal !== null}
          aria-describedby={refusal ? 'activation-refusal' : undefined}
        >
          {dirty ? 'Save and activate' : 'Activate'}
        </button>
      )}
      <span className={`${styles.saveState} ${dirty ? styles.dirty : ''}`} role="status">
        {pending === 'saving' ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved'}
      </span>
      <span className={styles.spacer} />
      <Link className={ui.secondary} to={`/popups/${saved.id}/results`}>
        Results
      </Link>
      <button
        type="button"
        className={ui.secondary}
        onClick={() => void editor.openCopy(popupsApi.duplicate)}
      >
        Duplicate
      </button>
      <button
        type="button"
        className={ui.secondary}
        onClick={() => void editor.openCopy(popupsApi.addVariant)}
      >
        Add A/B variant
      </button>
      <button type="button" className={ui.secondary} onClick={() => editor.setPending('delete')}>
        Delete
      </button>
      {refusal && saved.status !== 'active' && (
        <p id="activation-refusal" className={styles.toolbarNote}>
          {refusal}
        </p>
      )}
    </div>
  );
}

/** The save button's word once everything is saved: a check mark and Saved. */
function SavedLabel() {
  return (
    <>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      Saved
    </>
  );
}
