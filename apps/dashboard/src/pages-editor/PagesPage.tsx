import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { useState } from 'react';
import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { pagesApi } from '../api/pages.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './PagesPage.module.css';
import { slugFromTitle } from './slug.ts';
import { DataTable, StatusBadge } from '../components/DataTable.tsx';
import { EmptyState, JumpTo } from '../components/EmptyState.tsx';

export const pagesLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const [site, pages] = await Promise.all([
    adminApi.site(clientId, { signal: request.signal }),
    pagesApi.list(clientId, { signal: request.signal }),
  ]);
  return { site, pages };
});

/** `POST`: a new draft page, then its editor; a refusal is shown above the form. */
export async function newPageAction({ params, request }: ActionFunctionArgs) {
  const clientId = params.clientId ?? '';
  const form = await request.formData();
  const title = String(form.get('title') ?? '');
  const slug = String(form.get('slug') ?? '');
  const kind = form.get('kind') === 'popup' ? 'popup' : 'page';
  try {
    const page = await pagesApi.create(clientId, { kind, title, slug });
    return redirect(`/sites/${clientId}/pages/${page.id}/edit`);
  } catch (error) {
    if (isApiError(error) && error.status < 500) return { error: error.message };
    throw error;
  }
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** `/sites/:clientId/pages`: the site's builder pages, with their state and a form for a new one. */
export function PagesPage() {
  const { site, pages } = useLoaderData<typeof pagesLoader>();
  const answer = useActionData<typeof newPageAction>();
  const busy = useNavigation().state === 'submitting';
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const clientId = site.client_id;
  return (
    <>
      <title>{`${site.name} · Pages · Hookline`}</title>
      <SiteCrumbs site={site} current="Pages" />
      <h1>Pages</h1>
      <p className={ui.muted}>
        Pages of the shop, built from widgets. Visitors see a page at its address once it is published; the
        page with the address <code>home</code> is the front page.
      </p>
      <section className={ui.panel} aria-labelledby="new-page-title">
        <h2 id="new-page-title">New page</h2>
        {answer?.error && (
          <p className={ui.alert} role="alert">
            {answer.error}
          </p>
        )}
        <Form method="post" id="new-page" className={styles.newPage}>
          <label>
            Title
            <input
              name="title"
              required
              maxLength={200}
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                if (!slugTouched) setSlug(slugFromTitle(e.target.value));
              }}
            />
          </label>
          <label>
            Address
            <span className={styles.slugField}>
              <span aria-hidden="true">/</span>
              <input
                name="slug"
                required
                maxLength={80}
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                title="Lower-case letters and digits joined by single hyphens, like about-us"
                value={slug}
                onChange={(e) => {
                  setSlugTouched(true);
                  setSlug(e.target.value);
                }}
              />
            </span>
          </label>
          <label>
            What
            <select name="kind" defaultValue="page">
              <option value="page">A page at that address</option>
              <option value="popup">A popup (shown by the visitor script)</option>
            </select>
          </label>
          <button type="submit" className={ui.button} disabled={busy}>
            {busy ? 'Creating…' : 'Create and edit'}
          </button>
        </Form>
      </section>
      <section className={ui.panel} aria-label="Pages">
        <DataTable
          rows={pages}
          rowKey={(page) => page.id}
          empty={
            <EmptyState title="No pages yet" action={<JumpTo target="new-page">Create a page</JumpTo>}>
              Build a home page, a landing page or a popup with the page builder.
            </EmptyState>
          }
          columns={[
            {
              header: 'Page',
              cell: (page) => <Link to={`/sites/${clientId}/pages/${page.id}/edit`}>{page.title}</Link>,
            },
            {
              header: 'Address',
              cell: (page) =>
                page.kind === 'popup' ? (
                  'Popup'
                ) : page.status === 'published' ? (
                  <a href={page.path} target="_blank" rel="noopener">
                    {page.path}
                  </a>
                ) : (
                  page.path
                ),
            },
            {
              header: 'State',
              cell: (page) => (
                <>
                  <StatusBadge published={page.status === 'published'} />
                  {page.status === 'published' && page.has_unpublished_changes && (
                    <span className={ui.muted}> · unpublished changes</span>
                  )}
                </>
              ),
            },
            { header: 'Changed', cell: (page) => dateTime(page.updated_at) },
          ]}
        />
      </section>
    </>
  );
}
