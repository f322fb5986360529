import { useId } from 'react';
import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { adminApi, type Site } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { DomainsField } from '../components/DomainsField.tsx';
import { EmptyState, JumpTo } from '../components/EmptyState.tsx';
import { Snippet } from '../components/Snippet.tsx';
import { parseDomains } from '../domains.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './SitesPage.module.css';

export const sitesLoader = withSession(({ request }: LoaderFunctionArgs): Promise<Site[]> =>
  adminApi.sites({ signal: request.signal }),
);

/** `POST /`: adds a site, then shows it. */
export async function addSiteAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const name = String(form.get('name') ?? '').trim();
  const domains = parseDomains(String(form.get('domains') ?? ''));
  if (!name) return { error: 'Give the site a name.' };
  try {
    const site = await adminApi.createSite({ name, domains });
    return redirect(`/sites/${site.client_id}`);
  } catch (error) {
    if (isApiError(error)) return { error: error.message };
    throw error;
  }
}

/** `/`: the account's sites, each with its client id and install snippet, and a form to add one. */
export function SitesPage() {
  const sites = useLoaderData<typeof sitesLoader>();
  const result = useActionData<typeof addSiteAction>();
  const nameId = useId();
  return (
    <>
      <title>Sites · Hookline</title>
      <h1>Sites</h1>
      {sites.length === 0 && (
        <EmptyState title="No sites yet" action={<JumpTo target="add-site-form">Add a site</JumpTo>}>
          A site is one website: its popups, its leads and the snippet that shows them.
        </EmptyState>
      )}
      {sites.map((site) => (
        <section key={site.client_id} className={ui.panel} aria-labelledby={`site-${site.client_id}`}>
          <div className={styles.header}>
            <h2 id={`site-${site.client_id}`}>
              <Link to={`/sites/${site.client_id}`}>{site.name}</Link>
            </h2>
            <Link to={`/sites/${site.client_id}`} className={ui.secondary}>
              Popups and leads
            </Link>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>Client id</dt>
              <dd>
                <code>{site.client_id}</code>
              </dd>
            </div>
            <div>
              <dt>Domains</dt>
              <dd>
                {site.domains.length > 0 ? site.domains.join(', ') : 'None yet: popups show on no domain'}
              </dd>
            </div>
          </dl>
          <Snippet code={site.snippet} />
        </section>
      ))}
      <section className={ui.panel} aria-labelledby="add-site-title">
        <h2 id="add-site-title">Add a site</h2>
        {result?.error && (
          <p role="alert" className={ui.alert}>
            {result.error}
          </p>
        )}
        <Form method="post" id="add-site-form" className={styles.addForm}>
          <div className={styles.addField}>
            <label htmlFor={nameId}>Site name</label>
            <input id={nameId} name="name" maxLength={80} required placeholder="My shop" />
          </div>
          <DomainsField className={styles.addField} />
          <div className={styles.addSubmit}>
            <button type="submit" className={ui.button}>
              Add site
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
