import { useId, useState } from 'react';
import {
  Form,
  Link,
  redirect,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { adminApi, type Lead, type LeadFilter, type PopupSummary } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { popupsApi } from '../api/popups.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { LeadsTable } from '../components/LeadsTable.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { PopupsTable } from '../components/PopupsTable.tsx';
import { Snippet } from '../components/Snippet.tsx';
import { formatCount } from '../format.ts';
import { browserTimeZone, rangeFrom } from '../range.ts';
import { appPath, withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './SitePage.module.css';

export const LEADS_PAGE_SIZE = 25;
const POPUP_ID = /^[a-z0-9]{13}$/;

/** Reads `?page=` (1-based), `?popup=`, `?q=`, `?from=` and `?to=`, ignoring values the API would refuse. */
export function leadsView(search: URLSearchParams): {
  page: number;
  popup: string | undefined;
  q: string | undefined;
  from: string | undefined;
  to: string | undefined;
} {
  const page = Number(search.get('page'));
  const popup = search.get('popup') ?? '';
  const q = (search.get('q') ?? '').trim().slice(0, 200);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    popup: POPUP_ID.test(popup) ? popup : undefined,
    q: q || undefined,
    ...rangeFrom(search),
  };
}

export const siteLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const view = leadsView(new URL(request.url).searchParams);
  const signal = request.signal;
  const filter: LeadFilter = {
    site: clientId,
    popup: view.popup,
    q: view.q,
    from: view.from,
    to: view.to,
    tz: view.from || view.to ? browserTimeZone() : undefined,
  };
  const [site, popups, leads] = await Promise.all([
    adminApi.site(clientId, { signal }),
    adminApi.popups(clientId, { signal }),
    adminApi.leads(
      { ...filter, limit: LEADS_PAGE_SIZE, offset: (view.page - 1) * LEADS_PAGE_SIZE },
      { signal },
    ),
  ]);
  const lastPage = Math.max(1, Math.ceil(leads.total / LEADS_PAGE_SIZE));
  if (view.page > lastPage) {
    // A page past the end (leads were deleted, or an old link): show the last one instead.
    const url = new URL(appPath(request.url), 'http://app');
    url.searchParams.set('page', String(lastPage));
    throw redirect(url.pathname + url.search);
  }
  return { site, popups, leads, filter, ...view };
});

/**
 * The site page's buttons, posted with an `intent`: a popup's status, a copy, an A/B variant, a
 * deleted popup or lead. The page's data reloads afterwards; a refusal comes back as `{error}`.
 */
export async function siteAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  try {
    switch (form.get('intent')) {
      case 'activate':
      case 'pause':
        await popupsApi.setStatus(id, form.get('intent') === 'activate' ? 'active' : 'paused');
        return { ok: true };
      case 'duplicate':
        return redirect(`/popups/${(await popupsApi.duplicate(id)).id}/edit`);
      case 'variant':
        return redirect(`/popups/${(await popupsApi.addVariant(id)).id}/edit`);
      case 'delete-popup':
        await popupsApi.remove(id);
        return { ok: true };
      case 'delete-lead':
        await adminApi.deleteLead(id);
        return { ok: true };
      default:
        return { error: 'Unknown action' };
    }
  } catch (error) {
    if (isApiError(error)) return { error: error.message };
    throw error;
  }
}

type Confirm = { kind: 'popup'; popup: PopupSummary } | { kind: 'lead'; lead: Lead } | null;

/** `/sites/:clientId`: the install snippet, the popups with their actions, and the leads. */
export function SitePage() {
  const data = useLoaderData<typeof siteLoader>();
  const { site, popups, leads, page, popup, q, from, to, filter } = data;
  const fetcher = useFetcher<typeof siteAction>();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const ids = { q: useId(), popup: useId(), from: useId(), to: useId() };
  const error = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null;
  const filtered = Boolean(popup || q || from || to);
  const submit = (intent: string, id: string) => {
    setConfirm(null);
    void fetcher.submit({ intent, id }, { method: 'post' });
  };

  return (
    <>
      <title>{`${site.name} · Hookline`}</title>
      <p className={ui.crumbs}>
        <Link to="/">Sites</Link> / <span aria-current="page">{site.name}</span>
      </p>
      <div className={styles.titleRow}>
        <h1>{site.name}</h1>
        <Link className={ui.secondary} to={`/sites/${site.client_id}/settings`}>
          Site settings and webhook
        </Link>
      </div>

      <section className={ui.panel} aria-labelledby="install-title">
        <h2 id="install-title">Install</h2>
        <p className={ui.muted}>
          Client id <code>{site.client_id}</code> · Domains:{' '}
          {site.domains.length > 0 ? site.domains.join(', ') : 'none yet'}
        </p>
        <Snippet code={site.snippet} />
      </section>

      <section className={ui.panel} aria-labelledby="popups-title">
        <div className={styles.leadsHeader}>
          <h2 id="popups-title">Popups</h2>
          <Link className={ui.button} to={`/sites/${site.client_id}/popups/new`}>
            New popup
          </Link>
        </div>
        {error && (
          <p role="alert" className={ui.alert}>
            {error}
          </p>
        )}
        <PopupsTable
          popups={popups}
          actions={(p) => (
            <div className={ui.actionsRow}>
              <Link to={`/popups/${p.id}/results`}>Results</Link>
              <button
                type="button"
                className={ui.linkButton}
                onClick={() => submit(p.status === 'active' ? 'pause' : 'activate', p.id)}
                aria-label={`${p.status === 'active' ? 'Pause' : 'Activate'} ${p.name}`}
              >
                {p.status === 'active' ? 'Pause' : 'Activate'}
              </button>
              <button
                type="button"
                className={ui.linkButton}
                onClick={() => submit('duplicate', p.id)}
                aria-label={`Duplicate ${p.name}`}
              >
                Duplicate
              </button>
              <button
                type="button"
                className={ui.linkButton}
                onClick={() => submit('variant', p.id)}
                aria-label={`Add an A/B variant of ${p.name}`}
              >
                A/B variant
              </button>
              <button
                type="button"
                className={ui.linkButton}
                onClick={() => setConfirm({ kind: 'popup', popup: p })}
                aria-label={`Delete ${p.name}`}
              >
                Delete
              </button>
            </div>
          )}
        />
      </section>

      <section className={ui.panel} aria-labelledby="leads-title">
        <div className={styles.leadsHeader}>
          <h2 id="leads-title">
            Leads <span className={ui.muted}>({formatCount(leads.total)})</span>
          </h2>
          <a className={ui.secondary} href={adminApi.leadsCsvUrl(filter)} download>
            Export CSV
          </a>
        </div>
        <Form
          method="get"
          className={ui.formGrid}
          role="search"
          aria-label="Filter leads"
          key={`${popup}-${q}-${from}-${to}`}
        >
          <div>
            <label htmlFor={ids.q}>Search</label>
            <input
              id={ids.q}
              name="q"
              type="search"
              defaultValue={q ?? ''}
              placeholder="Email, name, any answer"
            />
          </div>
          {popups.length > 0 && (
            <div>
              <label htmlFor={ids.popup}>Popup</label>
              <select id={ids.popup} name="popup" defaultValue={popup ?? ''}>
                <option value="">All popups</option>
                {popups.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={ids.from}>From</label>
            <input id={ids.from} name="from" type="date" defaultValue={from ?? ''} />
          </div>
          <div>
            <label htmlFor={ids.to}>To</label>
            <input id={ids.to} name="to" type="date" defaultValue={to ?? ''} />
          </div>
          <div className={ui.actionsRow}>
            <button type="submit" className={ui.secondary}>
              Filter
            </button>
            {filtered && (
              <Link to="." className={ui.secondary}>
                Clear
              </Link>
            )}
          </div>
        </Form>
        <LeadsTable
          leads={leads.rows}
          empty={filtered ? 'No leads match these filters.' : undefined}
          actions={(lead) => (
            <button
              type="button"
              className={ui.linkButton}
              onClick={() => setConfirm({ kind: 'lead', lead })}
              aria-label={`Delete the lead ${lead.email ?? lead.id}`}
            >
              Delete
            </button>
          )}
        />
        <Pagination page={page} pageSize={LEADS_PAGE_SIZE} total={leads.total} label="Leads" />
      </section>

      {confirm?.kind === 'popup' && (
        <ConfirmDialog
          title={`Delete “${confirm.popup.name}”?`}
          cancel={{ label: 'Keep it', onClick: () => setConfirm(null) }}
          actions={[
            { label: 'Delete popup', danger: true, onClick: () => submit('delete-popup', confirm.popup.id) },
          ]}
        >
          <p>
            It is removed from your site{confirm.popup.ab_test ? ' with its A/B variants' : ''}, together with
            its statistics and its {formatCount(confirm.popup.conversions)} leads. Export the leads first if
            you need them. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
      {confirm?.kind === 'lead' && (
        <ConfirmDialog
          title="Delete this lead?"
          cancel={{ label: 'Keep it', onClick: () => setConfirm(null) }}
          actions={[
            { label: 'Delete lead', danger: true, onClick: () => submit('delete-lead', confirm.lead.id) },
          ]}
        >
          <p>
            The lead {confirm.lead.email ? <strong>{confirm.lead.email}</strong> : null} and every answer in
            it are erased, as a visitor may ask under privacy law. Webhook deliveries that carried it are
            erased too. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
