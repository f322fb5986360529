import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { prizeSetProblem } from '@hookline/schema/prize-set';
import { isApiError } from '../api/client.ts';
import { documentOf, popupsApi, type AdminPopup, type PopupDocument } from '../api/popups.ts';
import type { Edit } from './edit.ts';
import { historyReducer, sameJson, startHistory } from './history.ts';

/** A question the editor is waiting on: the delete dialog is open, or a save is under way. */
export type Pending = null | 'delete' | 'saving';

/**
 * The popup being edited: the draft with its undo history, the version last saved, and what the
 * toolbar does with them. Saving sends the version the draft was read at, so a save over someone
 * else's newer one is refused (409) and said in `error` rather than lost. Unsaved changes are never
 * lost silently: leaving the page in the app is blocked until the owner answers (`blocker`), and the
 * browser asks before a reload or a closed tab. Ctrl/Cmd+Z, Shift+Z, Y and S undo, redo and save.
 */
export function useEditorDocument(loaded: AdminPopup) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<AdminPopup>(loaded);
  const [history, dispatch] = useReducer(historyReducer<PopupDocument>, documentOf(loaded), startHistory);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const document = history.present;
  const dirty = !sameJson(document, documentOf(saved));
  const leaving = useRef(false);

  const edit: Edit = useCallback(
    (key, update) => dispatch({ type: 'edit', update, key, at: Date.now() }),
    [],
  );
  const undo = () => dispatch({ type: 'undo' });
  const redo = () => dispatch({ type: 'redo' });

  const save = useCallback(async (): Promise<AdminPopup | null> => {
    // A game whose chances do not add up to 100 is not saved: the prize editor says why.
    const prizeProblem =
      document.type === 'gamified' ? prizeSetProblem(document.design_properties.prizes ?? {}) : null;
    if (prizeProblem) {
      setError(`Not saved. Prizes: ${prizeProblem}`);
      return null;
    }
    setPending('saving');
    setError(null);
    try {
      const result = await popupsApi.save(saved.id, document, saved.updated_at);
      setSaved(result);
      dispatch({ type: 'replace', document: documentOf(result) });
      setNotice('Saved.');
      return result;
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The popup could not be saved. Try again.');
      return null;
    } finally {
      setPending(null);
    }
  }, [saved, document]);

  /** Runs `then` on the saved version, saving the draft first when it has changes. */
  const afterSave = async (then: (current: AdminPopup) => Promise<void>) => {
    const current = dirty ? await save() : saved;
    if (!current) return;
    // Still saving until the step after the save is stored too (the status line says so).
    setPending('saving');
    try {
      await then(current);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'That did not work. Try again.');
    } finally {
      setPending(null);
    }
  };

  const setStatus = (status: 'active' | 'paused') =>
    afterSave(async (current) => {
      const result = await popupsApi.setStatus(current.id, status);
      setSaved(result);
      setNotice(
        status === 'active' ? 'Active: visitors can see it now.' : 'Paused: visitors no longer see it.',
      );
    });
  /** Saves, makes a copy (a duplicate or an A/B variant) and opens it. */
  const openCopy = (make: (id: string) => Promise<AdminPopup>) =>
    afterSave(async (current) => {
      const copy = await make(current.id);
      // Saved just now: nothing to warn about (this render's `dirty` is still the old answer).
      leaving.current = true;
      navigate(`/popups/${copy.id}/edit`);
    });
  const remove = async () => {
    setPending(null);
    try {
      await popupsApi.remove(saved.id);
      leaving.current = true;
      navigate(`/sites/${saved.site}`);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The popup could not be deleted.');
    }
  };

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z') dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      else if (key === 'y') dispatch({ type: 'redo' });
      else if (key === 's') void save();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 4000);
    return () => clearTimeout(timer);
  }, [notice]);

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
    openCopy,
    remove,
    blocker,
  };
}

export type EditorDocument = ReturnType<typeof useEditorDocument>;
