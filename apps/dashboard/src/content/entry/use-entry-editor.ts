import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  emptyFieldValue,
  entryInputSchema,
  type TAdminCollection,
  type TAdminEntry,
} from '@hookline/schema/cms';
import { isApiError } from '../../api/client.ts';
import { contentApi } from '../../api/content.ts';
import { issueMessages } from '../issues.ts';
import { draftOf, type EntryDraft } from './entry-draft.ts';

/**
 * An entry being written: the draft, the version last saved, and saving or deleting it. Saving
 * checks the draft with the server's schema for the state asked for (required fields only when
 * publishing); a new entry, once created, moves to its own address. Server answers below 500
 * become `errors`.
 */
export function useEntryEditor(clientId: string, collection: TAdminCollection, entry: TAdminEntry | null) {
  const navigate = useNavigate();
  const base = `/sites/${clientId}/content`;
  const keys = collection.fields.map((f) => ({ key: f.key, empty: emptyFieldValue(f) }));
  const [saved, setSaved] = useState(() => draftOf(entry, keys));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const save = async (status: 'draft' | 'published') => {
    setNotice(null);
    const body = { ...draft, status, slug: draft.slug || undefined };
    const parsed = entryInputSchema(collection).safeParse(body);
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error, 10));
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      const answer = entry
        ? await contentApi.saveEntry(clientId, entry.id, body)
        : await contentApi.createEntry(clientId, collection.id, body);
      const next = draftOf(answer, keys);
      setSaved(next);
      setDraft(next);
      setNotice(status === 'published' ? 'Published' : 'Saved as a draft');
      if (!entry) await navigate(`${base}/entries/${answer.id}`, { replace: true, flushSync: true });
    } catch (error) {
      if (isApiError(error) && error.status < 500) setErrors([error.message]);
      else throw error;
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!entry || !window.confirm(`Delete "${entry.title}"?`)) return;
    await contentApi.removeEntry(clientId, entry.id);
    // Nothing unsaved to ask about on the way out: the entry is gone.
    setSaved(draft);
    await navigate(`${base}/collections/${collection.id}`);
  };

  const set = (patch: Partial<EntryDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setField = (key: string, value: unknown) =>
    setDraft((d) => ({ ...d, fields: { ...d.fields, [key]: value } }));
  return { draft, set, setField, dirty, errors, notice, busy, save, remove };
}
