import { useState } from 'react';
import { Link, useFetcher, useLoaderData } from 'react-router';
import ui from '../styles/ui.module.css';
import type { Confirm } from './site/confirm.ts';
import { InstallPanel } from './site/InstallPanel.tsx';
import { LeadsPanel } from './site/LeadsPanel.tsx';
import { PopupsPanel } from './site/PopupsPanel.tsx';
import type { siteAction, SiteIntent } from './site/site-action.ts';
import type { siteLoader } from './site/site-loader.ts';
import { SetupChecklist } from './site/SetupChecklist.tsx';
import { SiteConfirmDialog } from './site/SiteConfirmDialog.tsx';
import { ShowOrderPanel } from '../show-order/ShowOrderPanel.tsx';

/** `/sites/:clientId`: the install check and snippet, the popups with their actions, and the leads. */
export function SitePage() {
  const data = useLoaderData<typeof siteLoader>();
  const { site, popups } = data;
  const fetcher = useFetcher<typeof siteAction>();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const error = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null;
  const notice = fetcher.data && 'notice' in fetcher.data ? fetcher.data.notice : null;
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

      <InstallPanel site={site} />

      <PopupsPanel
        clientId={site.client_id}
        popups={popups}
        error={error}
        notice={notice}
        submit={submit}
        confirm={setConfirm}
      />
      {/* Read afresh after each action (a popup activated, copied or deleted changes the list). */}
      <ShowOrderPanel
        key={data.order.map((entry) => `${entry.id}:${entry.status}`).join()}
        clientId={site.client_id}
        loaded={data.order}
      />
      <LeadsPanel data={data} confirm={setConfirm} />
      <SiteConfirmDialog confirm={confirm} cancel={() => setConfirm(null)} submit={submit} />
    </>
  );
}
