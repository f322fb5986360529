import { useCallback, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { activationNotice } from './activation-notice.ts';
import { isApiError } from '../api/client.ts';
import { documentOf, popupsApi, type AdminPopup, type PopupDocument } from '../api/popups.ts';
import type { Edit } from './edit.ts';
import { historyReducer, startHistory } from './history.ts';
import { useEditorShortcuts } from './use-editor-shortcuts.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { usePopupSaving } from './use-popup-saving.ts';

export type { Pending } from './use-popup-saving.ts';

/**
 * The popup being edited: the draft with its undo history, the version last saved, and what the
 * toolbar does with them. Saving sends the version the draft was read at, so a save over someone
 * else's newer one is refused (409) and said in `error` rather than lost. Unsaved changes are never
 * lost silently: leaving the page in the app is blocked until the owner answers (`blocker`), and the
 * browser asks before a reload or a closed tab. Ctrl/Cmd+Z, Shift+Z, Y and S undo, redo and save.
 */
export function useEditorDocument(
  loaded: AdminPopup,
  /** What activating says (that visitors see it now, and after which popup: the show order's). */
  activeNotice: (active: AdminPopup) => string = () => 'Active: visitors can see it now.',
) {
  const navigate = useNavigate();
  const [history, dispatch] = useReducer(historyReducer<PopupDocument>, documentOf(loaded), startHistory);
  const document = history.present;
  const replaceDraft = useCallback(
    (result: AdminPopup) => dispatch({ type: 'replace', document: documentOf(result) }),
    [],
  );
  const { saved, setSaved, dirty, error, setError, notice, setNotice, pending, setPending, save, afterSave } =
    usePopupSaving(loaded, document, replaceDraft);
  const { blocker, allowLeaving } = useLeaveGuard(dirty);

  const edit: Edit = useCallback(
    (key, update) => dispatch({ type: 'edit', update, key, at: Date.now() }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  useEditorShortcuts(undo, redo, save);

  const setStatus = (status: 'active' | 'paused') =>
    afterSave(async (current) => {
      const result = await popupsApi.setStatus(current.id, status);
      setSaved(result);
      setNotice(
        status === 'active'
          ? await activationNotice(result, activeNotice)
          : 'Paused: visitors no longer see it.',
      );
    });
  /**
   * "Preview on my site": saves, asks for a one-time link and sends `tab` (opened blank in the click,
   * so that no pop-up blocker stops it) to it; the tab closes again when that fails.
   */
  const previewOnSite = (tab: Window | null) =>
    afterSave(async (current) => {
      try {
        const { url } = await popupsApi.previewLink(current.id);
        if (tab) {
          // The site's page gets no hold on the dashboard's tab.
          tab.opener = null;
          tab.location.href = url;
        } else window.open(url, '_blank', 'noopener');
        setNotice(
          `Opened ${new URL(url).host} in a new tab: only that browser sees the popup, and nothing is counted.`,
        );
      } catch (failure) {
        tab?.close();
        throw failure;
      }
    });
  /** Saves, makes a copy (a duplicate or an A/B variant) and opens it. */
  const openCopy = (make: (id: string) => Promise<AdminPopup>) =>
    afterSave(async (current) => {
      const copy = await make(current.id);
      // Saved just now: nothing to warn about (this render's `dirty` is still the old answer).
      allowLeaving();
      navigate(`/popups/${copy.id}/edit`);
    });
  const remove = async () => {
    setPending(null);
    try {
      await popupsApi.remove(saved.id);
      allowLeaving();
      navigate(`/sites/${saved.site}`);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The popup could not be deleted.');
    }
  };

  return {
    document,
    saved,
    dirty,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    pending,
    setPending,
    error,
    notice,
    edit,
    undo,
    redo,
    save,
    setStatus,
    previewOnSite,
    openCopy,
    remove,
    blocker,
  };
}

export type EditorDocument = ReturnType<typeof useEditorDocument>;
