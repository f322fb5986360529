import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { ZCollectionInput, ZMenuInput, ZTaxonomyInput, slugify } from '@hookline/schema/cms';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { contentApi } from '../api/content.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './Content.module.css';
import { issueMessages } from './issues.ts';
import { DataTable } from '../components/DataTable.tsx';
import { EmptyState, JumpTo } from '../components/EmptyState.tsx';

export const contentLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const signal = request.signal;
  const [site, collections, taxonomies, menus] = await Promise.all([
    adminApi.site(clientId, { signal }),
    contentApi.collections(clientId, { signal }),
    contentApi.taxonomies(clientId, { signal }),
    contentApi.menus(clientId, { signal }),
  ]);
  return { site, collections, taxonomies, menus };
});

type Kind = 'collection' | 'taxonomy' | 'menu';

/** A name and an address made from it (until the address is typed), and a create button. */
function NewItemForm({
  id,
  kind,
  onCreate,
}: {
  id: string;
  kind: Kind;
  onCreate(name: string, slug: string): Promise<void>;
}) {
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    try {
      await onCreate(name, slug);
    } catch (error) {
      if (error instanceof Array) setErrors(error as string[]);
      else if (isApiError(error) && error.status < 500) setErrors([error.message]);
      else throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <form id={id} onSubmit={submit} className={styles.inline} aria-label={`New ${kind}`} noValidate>
      {errors.length > 0 && (
        <ul className={ui.alert} role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <label>
        Name
        <input
          value={name}
          name="name"
          onChange={(e) => {
            setName(e.target.value);
            if (!touched) setSlug(slugify(e.target.value));
          }}
        />
      </label>
      <label>
        {kind === 'collection' ? 'Address (/{address}/{entry})' : 'Slug'}
        <input
          value={slug}
          name="slug"
          onChange={(e) => {
            setTouched(true);
            setSlug(e.target.value);
          }}
        />
      </label>
      <button type="submit" className={ui.button} disabled={busy}>
        {busy ? 'Creating…' : `Create ${kind}`}
      </button>
    </form>
  );
}

/**
 * `/sites/:clientId/content`: the site's collections (post types), taxonomies and menus, each with
 * a form for a new one. Input is checked with the server's own schemas first, so mistakes are said
 * before anything is sent; the server's refusals (a slug taken) show the same way.
 */
export function ContentPage() {
  const { site, collections, taxonomies, menus } = useLoaderData<typeof contentLoader>();
  const navigate = useNavigate();
  const clientId = site.client_id;
  const base = `/sites/${clientId}/content`;

  const createCollection = async (name: string, slug: string) => {
    const parsed = ZCollectionInput.safeParse({ name, singular_name: name, slug });
    if (!parsed.success) throw issueMessages(parsed.error);
    const created = await contentApi.createCollection(clientId, parsed.data);
    await navigate(`${base}/collections/${created.id}`);
  };
  const createTaxonomy = async (name: string, slug: string) => {
    const parsed = ZTaxonomyInput.safeParse({ name, singular_name: name, slug });
    if (!parsed.success) throw issueMessages(parsed.error);
    const created = await contentApi.createTaxonomy(clientId, parsed.data);
    await navigate(`${base}/taxonomies/${created.id}`);
  };
  const createMenu = async (name: string, slug: string) => {
    const parsed = ZMenuInput.safeParse({ name, slug });
    if (!parsed.success) throw issueMessages(parsed.error);
    const created = await contentApi.createMenu(clientId, parsed.data);
    await navigate(`${base}/menus/${created.id}`);
  };

  return (
    <>
      <title>{`${site.name} · Content · Hookline`}</title>
      <SiteCrumbs site={site} current="Content" />
      <h1>Content</h1>
      <p className={ui.muted}>
        Collections hold entries with their own custom fields; each published entry has its address{' '}
        <code>
          /{'{collection}'}/{'{entry}'}
        </code>
        . Taxonomies sort entries into terms; menus feed the menu widget. Pages show all of it through their
        widgets.
      </p>

      <section className={ui.panel} aria-labelledby="collections-title">
        <h2 id="collections-title">Collections</h2>
        <DataTable
          rows={collections}
          rowKey={(c) => c.id}
          empty={
            <EmptyState
              title="No collections yet"
              action={<JumpTo target="new-collection">Add a collection</JumpTo>}
            >
              A collection holds entries such as journal posts or events, each with its own fields.
            </EmptyState>
          }
          columns={[
            { header: 'Collection', cell: (c) => <Link to={`${base}/collections/${c.id}`}>{c.name}</Link> },
            { header: 'Address', cell: (c) => <code>/{c.slug}/…</code> },
            { header: 'Fields', cell: (c) => c.fields.length },
            { header: 'Entries', cell: (c) => c.entry_count },
          ]}
        />
        <h3>New collection</h3>
        <NewItemForm id="new-collection" kind="collection" onCreate={createCollection} />
      </section>

      <section className={ui.panel} aria-labelledby="taxonomies-title">
        <h2 id="taxonomies-title">Taxonomies</h2>
        <DataTable
          rows={taxonomies}
          rowKey={(t) => t.id}
          empty={
            <EmptyState
              title="No taxonomies yet"
              action={<JumpTo target="new-taxonomy">Add a taxonomy</JumpTo>}
            >
              Categories, tags or your own: they sort entries into terms.
            </EmptyState>
          }
          columns={[
            {
              header: 'Taxonomy',
              cell: (t) => (
                <>
                  <Link to={`${base}/taxonomies/${t.id}`}>{t.name}</Link>
                  {t.hierarchical && <span className={ui.muted}> · with parents</span>}
                </>
              ),
            },
            { header: 'Slug', cell: (t) => <code>{t.slug}</code> },
            { header: 'Terms', cell: (t) => t.term_count },
            { header: 'Used by', cell: (t) => t.collections.join(', ') || '—' },
          ]}
        />
        <h3>New taxonomy</h3>
        <NewItemForm id="new-taxonomy" kind="taxonomy" onCreate={createTaxonomy} />
      </section>

      <section className={ui.panel} aria-labelledby="menus-title">
        <h2 id="menus-title">Menus</h2>
        {menus.length === 0 ? (
          <EmptyState title="No menus yet" action={<JumpTo target="new-menu">Add a menu</JumpTo>}>
            A menu lists links for the menu widget of your pages.
          </EmptyState>
        ) : (
          <ul className={styles.plainList}>
            {menus.map((m) => (
              <li key={m.id}>
                <Link to={`${base}/menus/${m.id}`}>{m.name}</Link> <code>{m.slug}</code>{' '}
                <span className={ui.muted}>{m.items.length} top-level items</span>
              </li>
            ))}
          </ul>
        )}
        <h3>New menu</h3>
        <NewItemForm id="new-menu" kind="menu" onCreate={createMenu} />
      </section>
    </>
  );
}
