import { useState } from 'react';
import { Link, useFetcher, useLoaderData } from 'react-router';
import { Snippet } from '../components/Snippet.tsx';
import ui from '../styles/ui.module.css';
import type { Confirm } from './site/confirm.ts';
import { LeadsPanel } from './site/LeadsPanel.tsx';
import { PopupsPanel } from './site/PopupsPanel.tsx';
import type { siteAction, SiteIntent } from './site/site-action.ts';
import type { siteLoader } from './site/site-loader.ts';
import { SetupChecklist } from './site/SetupChecklist.tsx';
import { SiteConfirmDialog } from './site/SiteConfirmDialog.tsx';

/** `/sites/:clientId`: the install snippet, the popups with their actions, and the leads. */
export function SitePage() {
  const data = useLoaderData<typeof siteLoader>();
  const { site, popups } = data;
  const fetcher = useFetcher<typeof siteAction>();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const error = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null;
  const submit = (intent: SiteIntent, id: string) => {
    setConfirm(null);
    void fetcher.submit({ intent, id }, { method: 'post' });
  };

  return (
    <>
      <title>{`${site.name} · Hookline`}</title>
      <p className={ui.crumbs}>
        <Link to="/">Sites</Link> / <span aria-current="page">{site.name}</span>
      </p>
      <h1>{site.name}</h1>
      <SetupChecklist
        site={site}
        popups={popups}
        leads={data.filter.popup || data.q || data.from || data.to ? 0 : data.leads.total}
      />

      <section className={ui.panel} aria-labelledby="install-title">
        <h2 id="install-title">Install</h2>
        <p className={ui.muted}>
          Client id <code>{site.client_id}</code> · Domains:{' '}
          {site.domains.length > 0 ? site.domains.join(', ') : 'none yet'}
        </p>
        <Snippet code={site.snippet} />
      </section>

      <PopupsPanel
        clientId={site.client_id}
        popups={popups}
        error={error}
        submit={submit}
        confirm={setConfirm}
      />
      <LeadsPanel data={data} confirm={setConfirm} />
      <SiteConfirmDialog confirm={confirm} cancel={() => setConfirm(null)} submit={submit} />
    </>
  );
}
