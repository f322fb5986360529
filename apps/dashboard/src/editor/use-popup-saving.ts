import { useCallback, useState } from 'react';
import { prizeSetProblem } from '@hookline/schema/prize-set';
import { isApiError } from '../api/client.ts';
import { documentOf, popupsApi, type AdminPopup, type PopupDocument } from '../api/popups.ts';
import { sameJson } from './history.ts';
import { useFadingNotice } from './use-fading-notice.ts';

/** A question the editor is waiting on: the delete dialog is open, or a save is under way. */
export type Pending = null | 'delete' | 'saving';

/**
 * The version of the popup last saved, and saving the draft over it. Saving sends the version the
 * draft was read at, so a save over someone else's newer one is refused (409) and said in `error`
 * rather than lost; a saved draft is replaced by what the server stored (`onSaved`). `afterSave`
 * runs a further step on the saved version, saving the draft first when it has changes.
 */
export function usePopupSaving(
  loaded: AdminPopup,
  document: PopupDocument,
  onSaved: (result: AdminPopup) => void,
) {
  const [saved, setSaved] = useState<AdminPopup>(loaded);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useFadingNotice();
  const [pending, setPending] = useState<Pending>(null);
  const dirty = !sameJson(document, documentOf(saved));

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
      onSaved(result);
      setNotice('Saved.');
      return result;
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The popup could not be saved. Try again.');
      return null;
    } finally {
      setPending(null);
    }
  }, [saved, document, onSaved, setNotice]);

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

  return { saved, setSaved, dirty, error, setError, notice, setNotice, pending, setPending, save, afterSave };
}
