import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { useEffect, useState } from 'react';
import { useBlocker, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import {
  emptyFieldValue,
  entryInputSchema,
  slugify,
  type TAdminEntry,
  type TAdminTerm,
  type TImageValue,
} from '@hookline/schema/cms';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { contentApi } from '../api/content.ts';
import { mediaApi } from '../api/media.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './Content.module.css';
import { FieldInput } from './field-inputs/FieldInput.tsx';
import type { FieldContext } from './field-inputs/field-input-props.ts';
import { ImageInput } from './field-inputs/ImageInput.tsx';
import { issueMessages } from './issues.ts';
import { MEDIA_PAGE, useMediaIndex } from './media-index.ts';

export const entryLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const signal = request.signal;
  const entry = params.entryId ? await contentApi.entry(clientId, params.entryId, { signal }) : null;
  const collectionId = entry?.collection_id ?? params.collectionId ?? '';
  const [site, collection, taxonomies, media] = await Promise.all([
    adminApi.site(clientId, { signal }),
    contentApi.collection(clientId, collectionId, { signal }),
    contentApi.taxonomies(clientId, { signal }),
    mediaApi.list(clientId, { limit: MEDIA_PAGE, offset: 0 }, { signal }),
  ]);
  const wanted = new Set([
    ...collection.taxonomies,
    ...collection.fields.flatMap((f) =>
      f.kind === 'terms'
        ? [f.taxonomy]
        : f.kind === 'repeater'
          ? f.sub_fields.flatMap((s) => (s.kind === 'terms' ? [s.taxonomy] : []))
          : f.kind === 'flexible_content'
            ? f.layouts.flatMap((l) => l.sub_fields.flatMap((s) => (s.kind === 'terms' ? [s.taxonomy] : [])))
            : [],
    ),
  ]);
  const used = taxonomies.filter((t) => wanted.has(t.slug));
  const termLists = await Promise.all(used.map((t) => contentApi.terms(clientId, t.id, { signal })));
  const terms: Record<string, TAdminTerm[]> = Object.fromEntries(used.map((t, i) => [t.slug, termLists[i]!]));
  return { site, collection, entry, taxonomies: used, terms, media: media.rows };
});

/** `2025-06-30T18:30` in the editor's time zone from an ISO instant, and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : null);

interface Draft {
  title: string;
  slug: string;
  status: 'draft' | 'published';
  excerpt: string;
  author: string;
  featured_image: TImageValue | null;
  published_at: string | null;
  terms: Record<string, string[]>;
  fields: Record<string, unknown>;
}

function draftOf(entry: TAdminEntry | null, fieldKeys: { key: string; empty: unknown }[]): Draft {
  return {
    title: entry?.title ?? '',
    slug: entry?.slug ?? '',
    status: entry?.status ?? 'draft',
    excerpt: entry?.excerpt ?? '',
    author: entry?.author ?? '',
    featured_image: entry?.featured_image ?? null,
    published_at: entry?.published_at ?? null,
    terms: entry?.terms ?? {},
    fields: Object.fromEntries(fieldKeys.map((f) => [f.key, entry?.fields[f.key] ?? f.empty])),
  };
}

/**
 * `/sites/:clientId/content/entries/:entryId` (and `…/collections/:id/entries/new`): an entry's
 * title, address, state, featured image, excerpt, author, date, terms and every custom field.
 * Checked with the server's schema before sending (required fields only when publishing), and a
 * question before leaving with unsaved changes.
 */
export function EntryPage() {
  const { site, collection, entry, taxonomies, terms, media } = useLoaderData<typeof entryLoader>();
  const navigate = useNavigate();
  const clientId = site.client_id;
  const base = `/sites/${clientId}/content`;
  const keys = collection.fields.map((f) => ({ key: f.key, empty: emptyFieldValue(f) }));
  const [saved, setSaved] = useState(() => draftOf(entry, keys));
  const [draft, setDraft] = useState(saved);
  const [slugTouched, setSlugTouched] = useState(Boolean(entry));
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mediaIndex = useMediaIndex(clientId, media);
  const ctx: FieldContext = { clientId, media: mediaIndex, terms };
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('This entry has unsaved changes. Leave without saving?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

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
    setSaved(draft);
    await navigate(`${base}/collections/${collection.id}`);
  };

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <>
      <title>{`${draft.title || 'New entry'} · ${collection.name} · Hookline`}</title>
      <SiteCrumbs
        site={site}
        trail={[
          { to: base, label: 'Content' },
          { to: `${base}/collections/${collection.id}`, label: collection.name },
        ]}
        current={entry ? entry.title : `New ${collection.singular_name.toLowerCase()}`}
      />
      <h1>{entry ? entry.title : `New ${collection.singular_name.toLowerCase()}`}</h1>
      {entry?.status === 'published' && (
        <p className={ui.muted}>
          Visitors see it at{' '}
          <a href={`/${collection.slug}/${entry.slug}`} target="_blank" rel="noopener">
            /{collection.slug}/{entry.slug}
          </a>
        </p>
      )}
      <section className={ui.panel} aria-label="Entry">
        <div className={styles.stack}>
          <div className={styles.grid}>
            <label className={styles.field}>
              Title
              <input
                value={draft.title}
                onChange={(e) =>
                  set({ title: e.target.value, ...(slugTouched ? {} : { slug: slugify(e.target.value) }) })
                }
              />
            </label>
            <label className={styles.field}>
              Address
              <input
                value={draft.slug}
                onChange={(e) => {
                  setSlugTouched(true);
                  set({ slug: e.target.value });
                }}
              />
            </label>
            <label className={styles.field}>
              Author
              <input value={draft.author} onChange={(e) => set({ author: e.target.value })} />
            </label>
            <label className={styles.field}>
              Date (empty: when first published)
              <input
                type="datetime-local"
                value={toLocal(draft.published_at)}
                onChange={(e) => set({ published_at: fromLocal(e.target.value) })}
              />
            </label>
          </div>
          <label className={styles.field}>
            Excerpt
            <textarea value={draft.excerpt} onChange={(e) => set({ excerpt: e.target.value })} />
          </label>
          <ImageInput
            label="Featured image"
            value={draft.featured_image}
            onChange={(featured_image) => set({ featured_image })}
            ctx={ctx}
          />
          {taxonomies
            .filter((t) => collection.taxonomies.includes(t.slug))
            .map((t) => {
              const chosen = draft.terms[t.slug] ?? [];
              return (
                <fieldset key={t.id} className={styles.card}>
                  <legend>{t.name}</legend>
                  {(terms[t.slug] ?? []).length === 0 && <p className={ui.muted}>No terms yet.</p>}
                  <div className={styles.row}>
                    {(terms[t.slug] ?? []).map((term) => (
                      <label key={term.id} className={styles.check}>
                        <input
                          type="checkbox"
                          checked={chosen.includes(term.id)}
                          onChange={(e) =>
                            set({
                              terms: {
                                ...draft.terms,
                                [t.slug]: e.target.checked
                                  ? [...chosen, term.id]
                                  : chosen.filter((id) => id !== term.id),
                              },
                            })
                          }
                        />
                        {term.name}
                      </label>
                    ))}
                  </div>
                </fieldset>
              );
            })}
        </div>
      </section>
      {collection.fields.length > 0 && (
        <section className={ui.panel} aria-labelledby="fields-title">
          <h2 id="fields-title">Custom fields</h2>
          <div className={styles.stack}>
            {collection.fields.map((field) => (
              <FieldInput
                key={field.key}
                field={field}
                value={draft.fields[field.key]}
                onChange={(v) => setDraft((d) => ({ ...d, fields: { ...d.fields, [field.key]: v } }))}
                ctx={ctx}
              />
            ))}
          </div>
        </section>
      )}
      <div className={styles.sticky}>
        {errors.length > 0 && (
          <ul className={ui.alert} role="alert" aria-label="Problems" style={{ flexBasis: '100%' }}>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        <button type="button" className={ui.secondary} disabled={busy} onClick={() => void save('draft')}>
          {entry?.status === 'published' ? 'Unpublish (save as draft)' : 'Save draft'}
        </button>
        <button type="button" className={ui.button} disabled={busy} onClick={() => void save('published')}>
          {entry?.status === 'published' ? 'Update' : 'Publish'}
        </button>
        {dirty && <span className={ui.muted}>Unsaved changes</span>}
        {notice && !dirty && (
          <span className={ui.success} role="status">
            {notice}
          </span>
        )}
        {entry && (
          <button type="button" className={ui.danger} onClick={() => void remove()}>
            Delete
          </button>
        )}
      </div>
    </>
  );
}
