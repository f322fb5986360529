import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ZCollectionInput, type TAdminCollection } from '@hookline/schema/cms';
import { isApiError } from '../../api/client.ts';
import { contentApi } from '../../api/content.ts';
import type { FieldDraft } from '../field-settings/field-draft.ts';
import { issueMessages } from '../issues.ts';

/** The settings the collection page edits, as the editor holds them. */
function draftOf(collection: TAdminCollection) {
  return {
    name: collection.name,
    singular_name: collection.singular_name,
    description: collection.description,
    fields: collection.fields as unknown as FieldDraft[],
    taxonomies: collection.taxonomies,
  };
}
export type CollectionDraft = ReturnType<typeof draftOf>;

/**
 * A collection's settings being edited: the draft (reset when the stored collection changes),
 * whether it differs from the stored one, and saving it. The draft is checked with the server's
 * schema first; a change that stored values no longer fit comes back as `conflict`, and
 * `save(true)` then clears those values. Server answers below 500 become `errors`.
 */
export function useCollectionSettings(clientId: string, collection: TAdminCollection) {
  const navigate = useNavigate();
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

  return { draft, setDraft, dirty, errors, conflict, saved, busy, save };
}
