import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminApi, type Site } from '../api/admin.ts';
import { Snippet } from '../components/Snippet.tsx';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './SitesPage.module.css';

export const sitesLoader = withSession(({ request }: LoaderFunctionArgs): Promise<Site[]> =>
  adminApi.sites({ signal: request.signal }),
);

/** `/`: the account's sites, each with its client id and install snippet. */
export function SitesPage() {
  const sites = useLoaderData<typeof sitesLoader>();
  return (
    <>
      <title>Sites · Hookline</title>
      <h1>Sites</h1>
      {sites.length === 0 && <p className={ui.empty}>This account has no sites yet.</p>}
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
    </>
  );
}
