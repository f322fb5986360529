import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { ZTaxonomyInput, ZTermInput, type TAdminTerm } from '@hookline/schema/cms';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { contentApi } from '../api/content.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './Content.module.css';
import { issueMessages } from './issues.ts';
import { DataTable } from '../components/DataTable.tsx';

export const taxonomyLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const signal = request.signal;
  const [site, taxonomies, terms] = await Promise.all([
    adminApi.site(clientId, { signal }),
    contentApi.taxonomies(clientId, { signal }),
    contentApi.terms(clientId, params.taxonomyId ?? '', { signal }),
  ]);
  const taxonomy = taxonomies.find((t) => t.id === params.taxonomyId);
  if (!taxonomy) throw new Response('Not found', { status: 404 });
  return { site, taxonomy, terms };
});

interface TermDraft {
  name: string;
  slug: string;
  description: string;
  parent_id: string | null;
}
const blank: TermDraft = { name: '', slug: '', description: '', parent_id: null };

/** `/sites/:clientId/content/taxonomies/:taxonomyId`: a taxonomy's settings and its terms. */
export function TaxonomyPage() {
  const { site, taxonomy, terms } = useLoaderData<typeof taxonomyLoader>();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const clientId = site.client_id;
  const base = `/sites/${clientId}/content`;
  const [settings, setSettings] = useState({
    name: taxonomy.name,
    singular_name: taxonomy.singular_name,
    hierarchical: taxonomy.hierarchical,
    description: taxonomy.description,
  });
  const [term, setTerm] = useState<TermDraft>(blank);
  const [editing, setEditing] = useState<TAdminTerm | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const attempt = async (work: () => Promise<void>) => {
    setErrors([]);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      if (Array.isArray(error)) setErrors(error as string[]);
      else if (isApiError(error) && error.status < 500) setErrors([error.message]);
      else throw error;
    }
  };

  const saveSettings = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const parsed = ZTaxonomyInput.safeParse({ ...settings, slug: taxonomy.slug });
      if (!parsed.success) throw issueMessages(parsed.error);
      await contentApi.saveTaxonomy(clientId, taxonomy.id, parsed.data);
      setNotice('Taxonomy saved');
      await revalidator.revalidate();
    });
  };

  const saveTerm = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const body = { ...term, slug: term.slug || undefined, position: editing?.position ?? 0 };
      const parsed = ZTermInput.safeParse(body);
      if (!parsed.success) throw issueMessages(parsed.error);
      if (editing) await contentApi.saveTerm(clientId, editing.id, { ...parsed.data, image: editing.image });
      else await contentApi.createTerm(clientId, taxonomy.id, parsed.data);
      setNotice(editing ? `Term "${term.name}" saved` : `Term "${term.name}" added`);
      setTerm(blank);
      setEditing(null);
      await revalidator.revalidate();
    });
  };

  const removeTerm = (t: TAdminTerm) =>
    void attempt(async () => {
      if (!window.confirm(`Delete the term "${t.name}"? Entries lose it.`)) return;
      await contentApi.removeTerm(clientId, t.id);
      await revalidator.revalidate();
    });

  const removeTaxonomy = () =>
    void attempt(async () => {
      if (!window.confirm(`Delete ${taxonomy.name} and its terms?`)) return;
      await contentApi.removeTaxonomy(clientId, taxonomy.id);
      await navigate(base);
    });

  const nameOf = (id: string | null) => terms.find((t) => t.id === id)?.name ?? '—';
  return (
    <>
      <title>{`${taxonomy.name} · Content · Hookline`}</title>
      <SiteCrumbs site={site} trail={[{ to: base, label: 'Content' }]} current={taxonomy.name} />
      <h1>{taxonomy.name}</h1>
      {errors.length > 0 && (
        <ul className={ui.alert} role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {notice && (
        <p className={ui.success} role="status">
          {notice}
        </p>
      )}
      <section className={ui.panel} aria-labelledby="terms-title">
        <h2 id="terms-title">Terms</h2>
        <DataTable
          rows={terms}
          rowKey={(t) => t.id}
          empty="No terms yet."
          columns={[
            { header: 'Term', cell: (t) => t.name },
            { header: 'Slug', cell: (t) => <code>{t.slug}</code> },
            taxonomy.hierarchical && { header: 'Parent', cell: (t) => nameOf(t.parent_id) },
            { header: 'Entries', cell: (t) => t.entry_count },
            {
              key: 'actions',
              header: <span className="visually-hidden">Actions</span>,
              className: styles.row,
              cell: (t) => (
                <>
                  <button
                    type="button"
                    className={ui.secondary}
                    onClick={() => {
                      setEditing(t);
                      setTerm({
                        name: t.name,
                        slug: t.slug,
                        description: t.description,
                        parent_id: t.parent_id,
                      });
                    }}
                  >
                    Edit<span className="visually-hidden"> {t.name}</span>
                  </button>
                  <button type="button" className={ui.secondary} onClick={() => removeTerm(t)}>
                    Delete<span className="visually-hidden"> {t.name}</span>
                  </button>
                </>
              ),
            },
          ]}
        />
        <h3>{editing ? `Edit "${editing.name}"` : 'New term'}</h3>
        <form
          className={styles.inline}
          onSubmit={saveTerm}
          noValidate
          aria-label={editing ? 'Edit term' : 'New term'}
        >
          <label>
            Name
            <input value={term.name} onChange={(e) => setTerm({ ...term, name: e.target.value })} />
          </label>
          <label>
            Slug (empty: from the name)
            <input value={term.slug} onChange={(e) => setTerm({ ...term, slug: e.target.value })} />
          </label>
          {taxonomy.hierarchical && (
            <label>
              Parent
              <select
                className={styles.control}
                value={term.parent_id ?? ''}
                onChange={(e) => setTerm({ ...term, parent_id: e.target.value || null })}
              >
                <option value="">None</option>
                {terms
                  .filter((t) => t.id !== editing?.id)
                  .map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
              </select>
            </label>
          )}
          <label>
            Description
            <input
              value={term.description}
              onChange={(e) => setTerm({ ...term, description: e.target.value })}
            />
          </label>
          <button type="submit" className={ui.button}>
            {editing ? 'Save term' : 'Add term'}
          </button>
          {editing && (
            <button
              type="button"
              className={ui.secondary}
              onClick={() => {
                setEditing(null);
                setTerm(blank);
              }}
            >
              Cancel
            </button>
          )}
        </form>
      </section>
      <section className={ui.panel} aria-labelledby="taxonomy-settings">
        <h2 id="taxonomy-settings">Settings</h2>
        <form className={styles.stack} onSubmit={saveSettings} noValidate>
          <div className={styles.grid}>
            <label className={styles.field}>
              Name
              <input
                value={settings.name}
                onChange={(e) => setSettings({ ...settings, name: e.target.value })}
              />
            </label>
            <label className={styles.field}>
              One term is called
              <input
                value={settings.singular_name}
                onChange={(e) => setSettings({ ...settings, singular_name: e.target.value })}
              />
            </label>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={settings.hierarchical}
                onChange={(e) => setSettings({ ...settings, hierarchical: e.target.checked })}
              />
              Terms may have parents (like categories)
            </label>
          </div>
          <label className={styles.field}>
            Description
            <input
              value={settings.description}
              onChange={(e) => setSettings({ ...settings, description: e.target.value })}
            />
          </label>
          <p className={styles.row}>
            <button type="submit" className={ui.button}>
              Save taxonomy
            </button>
            <button type="button" className={ui.danger} onClick={removeTaxonomy}>
              Delete taxonomy
            </button>
          </p>
        </form>
      </section>
    </>
  );
}
