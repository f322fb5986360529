import { useId } from 'react';
import { Form, Link, redirect, useLoaderData, useSubmit, type LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../api/admin.ts';
import { LeadsTable } from '../components/LeadsTable.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { PopupsTable } from '../components/PopupsTable.tsx';
import { Snippet } from '../components/Snippet.tsx';
import { formatCount } from '../format.ts';
import { appPath, withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './SitePage.module.css';

export const LEADS_PAGE_SIZE = 25;
const POPUP_ID = /^[a-z0-9]{13}$/;

/** Reads `?page=` (1-based) and `?popup=`, ignoring values the API would refuse. */
export function leadsView(search: URLSearchParams): { page: number; popup: string | undefined } {
  const page = Number(search.get('page'));
  const popup = search.get('popup') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    popup: POPUP_ID.test(popup) ? popup : undefined,
  };
}

export const siteLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const { page, popup } = leadsView(new URL(request.url).searchParams);
  const signal = request.signal;
  const [site, popups, leads] = await Promise.all([
    adminApi.site(clientId, { signal }),
    adminApi.popups(clientId, { signal }),
    adminApi.leads(
      { site: clientId, popup, limit: LEADS_PAGE_SIZE, offset: (page - 1) * LEADS_PAGE_SIZE },
      { signal },
    ),
  ]);
  const lastPage = Math.max(1, Math.ceil(leads.total / LEADS_PAGE_SIZE));
  if (page > lastPage) {
    // A page past the end (leads were deleted, or an old link): show the last one instead.
    const url = new URL(appPath(request.url), 'http://app');
    url.searchParams.set('page', String(lastPage));
    throw redirect(url.pathname + url.search);
  }
  return { site, popups, leads, page, popup };
});

/** `/sites/:clientId`: the site's popups with their counts, and its leads page by page. */
export function SitePage() {
  const { site, popups, leads, page, popup } = useLoaderData<typeof siteLoader>();
  const submit = useSubmit();
  const filterId = useId();

  return (
    <>
      <title>{`${site.name} · Hookline`}</title>
      <p className={styles.crumbs}>
        <Link to="/">Sites</Link> / <span aria-current="page">{site.name}</span>
      </p>
      <h1>{site.name}</h1>

      <section className={ui.panel} aria-labelledby="install-title">
        <h2 id="install-title">Install</h2>
        <p className={ui.muted}>
          Client id <code>{site.client_id}</code> · Domains:{' '}
          {site.domains.length > 0 ? site.domains.join(', ') : 'none yet'}
        </p>
        <Snippet code={site.snippet} />
      </section>

      <section className={ui.panel} aria-labelledby="popups-title">
        <h2 id="popups-title">Popups</h2>
        <PopupsTable popups={popups} />
      </section>

      <section className={ui.panel} aria-labelledby="leads-title">
        <div className={styles.leadsHeader}>
          <h2 id="leads-title">
            Leads <span className={ui.muted}>({formatCount(leads.total)})</span>
          </h2>
          {popups.length > 1 && (
            <Form method="get" className={styles.filter} key={popup ?? ''}>
              <label htmlFor={filterId}>Popup</label>
              <select
                id={filterId}
                name="popup"
                defaultValue={popup ?? ''}
                onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
              >
                <option value="">All popups</option>
                {popups.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </Form>
          )}
        </div>
        <LeadsTable leads={leads.rows} />
        <Pagination page={page} pageSize={LEADS_PAGE_SIZE} total={leads.total} label="Leads" />
      </section>
    </>
  );
}
