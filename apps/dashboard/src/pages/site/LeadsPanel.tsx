import { adminApi } from '../../api/admin.ts';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LeadsTable } from '../../components/LeadsTable.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { formatCount } from '../../format.ts';
import ui from '../../styles/ui.module.css';
import styles from '../SitePage.module.css';
import type { Confirm } from './confirm.ts';
import { LeadsFilterForm } from './LeadsFilterForm.tsx';
import { LEADS_PAGE_SIZE, type SiteData } from './site-loader.ts';

/** The site's leads: the CSV export, the search, one page of the table, and the pages. */
export function LeadsPanel({ data, confirm }: { data: SiteData; confirm(confirm: Confirm): void }) {
  const { popups, leads, page, popup, q, from, to, filter } = data;
  const filtered = Boolean(popup || q || from || to);
  return (
    <section className={ui.panel} aria-labelledby="leads-title">
      <div className={styles.leadsHeader}>
        <h2 id="leads-title">
          Leads{' '}
          <span className={ui.muted}>
            ({formatCount(leads.total)}
            {leads.total_capped ? '+' : ''})
          </span>
        </h2>
        <a className={ui.secondary} href={adminApi.leadsCsvUrl(filter)} download>
          Export CSV
        </a>
      </div>
      <div className={styles.filterBlock}>
        <LeadsFilterForm popups={popups} popup={popup} q={q} from={from} to={to} />
      </div>
      <LeadsTable
        leads={leads.rows}
        empty={<LeadsEmpty filtered={filtered} popups={popups} />}
        actions={(lead) => (
          <button
            type="button"
            className={ui.linkButton}
            onClick={() => confirm({ kind: 'lead', lead })}
            aria-label={`Delete the lead ${lead.email ?? lead.id}`}
          >
            Delete
          </button>
        )}
      />
      <Pagination
        page={page}
        pageSize={LEADS_PAGE_SIZE}
        total={leads.total}
        totalCapped={leads.total_capped}
        shown={leads.rows.length}
        cursors={{ older: leads.older, newer: leads.newer }}
        label="Leads"
      />
    </section>
  );
}

/**
 * What the leads list says when it is empty, with one next step: clear the filters, or what would
 * bring the first lead (create a popup, activate one, or see how the active one does).
 */
function LeadsEmpty({ filtered, popups }: { filtered: boolean; popups: SiteData['popups'] }) {
  const { pathname } = useLocation();
  if (filtered)
    return (
      <EmptyState
        title="No leads match these filters"
        action={
          <Link className={ui.secondary} to={pathname}>
            Clear the filters
          </Link>
        }
      />
    );
  const active = popups.find((p) => p.status === 'active');
  const action = active ? (
    <Link className={ui.secondary} to={`/popups/${active.id}/results`}>
      See how {active.name} is doing
    </Link>
  ) : popups.length > 0 ? (
    <a className={ui.secondary} href="#popups-title">
      Activate a popup
    </a>
  ) : (
    <Link className={ui.secondary} to={`${pathname}/popups/new`}>
      Create a popup
    </Link>
  );
  return (
    <EmptyState title="No leads yet" action={action}>
      Leads appear here as soon as a visitor fills in one of the site’s popups.
    </EmptyState>
  );
}
