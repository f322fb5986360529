import { Link } from 'react-router';
import type { PopupSummary } from '../../api/admin.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PopupsTable } from '../../components/PopupsTable.tsx';
import ui from '../../styles/ui.module.css';
import styles from '../SitePage.module.css';
import type { Confirm } from './confirm.ts';
import type { SiteIntent } from './site-action.ts';

/** The site's popups, each with its results, status, copy, variant and delete actions. */
export function PopupsPanel({
  clientId,
  popups,
  error,
  notice,
  submit,
  confirm,
}: {
  clientId: string;
  popups: PopupSummary[];
  /** The server's refusal of the last action, if any. */
  error?: string | null | undefined;
  /** What the last action says (an activated popup, and which popup it waits behind). */
  notice?: string | null | undefined;
  submit(intent: SiteIntent, id: string): void;
  confirm(confirm: Confirm): void;
}) {
  return (
    <section className={ui.panel} aria-labelledby="popups-title">
      <div className={styles.leadsHeader}>
        <h2 id="popups-title">Popups</h2>
        <Link className={ui.button} to={`/sites/${clientId}/popups/new`}>
          New popup
        </Link>
      </div>
      {error && (
        <p role="alert" className={ui.alert}>
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className={ui.success}>
          {notice}
        </p>
      )}
      <PopupsTable
        popups={popups}
        empty={
          <EmptyState
            title="No popups yet"
            action={
              <Link className={ui.button} to={`/sites/${clientId}/popups/new`}>
                Create a popup
              </Link>
            }
          >
            Start from a template (a welcome discount, a spin wheel, an exit offer) or from a blank popup.
          </EmptyState>
        }
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
              onClick={() => confirm({ kind: 'popup', popup: p })}
              aria-label={`Delete ${p.name}`}
            >
              Delete
            </button>
          </div>
        )}
      />
    </section>
  );
}
