import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PopupSummary } from '../api/admin.ts';
import { formatCount, formatDateTime, formatRate } from '../format.ts';
import { popupKindName } from '../popup-names.ts';
import ui from '../styles/ui.module.css';
import styles from './PopupsTable.module.css';

/** Popups in the order of the table: each A/B test's variants right under its parent. */
export function groupTests(popups: readonly PopupSummary[]): PopupSummary[] {
  const variants = new Map<string, PopupSummary[]>();
  for (const popup of popups) {
    if (popup.ab_test_parent_id)
      variants.set(popup.ab_test_parent_id, [...(variants.get(popup.ab_test_parent_id) ?? []), popup]);
  }
  const known = new Set(popups.map((p) => p.id));
  return popups.flatMap((popup) => {
    if (popup.ab_test_parent_id && known.has(popup.ab_test_parent_id)) return [];
    return [popup, ...(variants.get(popup.id) ?? [])];
  });
}

/** The site's popups with their status and all-time counts; `actions` renders each row's buttons. */
export function PopupsTable({
  popups,
  actions,
  empty,
}: {
  popups: PopupSummary[];
  actions?: (popup: PopupSummary) => ReactNode;
  /** Shown instead of the table when the site has no popups. */
  empty: ReactNode;
}) {
  if (popups.length === 0) return <>{empty}</>;
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.cards} ${styles.table}`} aria-label="Popups">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col" className={ui.number}>
              Views
            </th>
            <th scope="col" className={ui.number}>
              Closes
            </th>
            <th scope="col" className={ui.number}>
              Conversions
            </th>
            <th scope="col" className={ui.number}>
              Conversion rate
            </th>
            <th scope="col">Created</th>
            {actions && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {groupTests(popups).map((popup) => (
            <tr key={popup.id}>
              <th scope="row">
                {popup.ab_test_parent_id && <span aria-hidden="true">↳ </span>}
                <Link to={`/popups/${popup.id}/edit`}>{popup.name}</Link>
                {popup.ab_test && <span className={ui.badge}> A/B test</span>}
                {popup.ab_test_parent_id && <span className={ui.badge}> A/B variant</span>}
                <div className={ui.muted}>
                  <code>{popup.id}</code>
                </div>
              </th>
              <td data-label="Type">{popupKindName(popup.type, popup.format)}</td>
              <td>
                <span className={popup.status === 'active' ? ui.active : ui.badge}>
                  {popup.status === 'active' ? 'Active' : 'Paused'}
                </span>
              </td>
              <td className={ui.number} data-label="Views">
                {formatCount(popup.views)}
              </td>
              <td className={ui.number} data-label="Closes">
                {formatCount(popup.closes)}
              </td>
              <td className={ui.number} data-label="Conversions">
                {formatCount(popup.conversions)}
              </td>
              <td className={ui.number} data-label="Conversion rate">
                {formatRate(popup.conversions, popup.views)}
              </td>
              <td data-label="Created">{formatDateTime(popup.created_at)}</td>
              {actions && <td className={styles.actions}>{actions(popup)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
