import type { PopupSummary } from '../api/admin.ts';
import { formatCount, formatDateTime, formatRate } from '../format.ts';
import ui from '../styles/ui.module.css';

/** The site's popups with their status and all-time counts. */
export function PopupsTable({ popups }: { popups: PopupSummary[] }) {
  if (popups.length === 0) return <p className={ui.empty}>This site has no popups yet.</p>;
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table} aria-label="Popups">
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
          </tr>
        </thead>
        <tbody>
          {popups.map((popup) => (
            <tr key={popup.id}>
              <th scope="row">
                {popup.name}
                <div className={ui.muted}>
                  <code>{popup.id}</code>
                </div>
              </th>
              <td>
                {popup.type} <span className={ui.muted}>format {popup.format}</span>
              </td>
              <td>
                <span className={popup.status === 'active' ? ui.active : ui.badge}>
                  {popup.status === 'active' ? 'Active' : 'Paused'}
                </span>
              </td>
              <td className={ui.number}>{formatCount(popup.views)}</td>
              <td className={ui.number}>{formatCount(popup.closes)}</td>
              <td className={ui.number}>{formatCount(popup.conversions)}</td>
              <td className={ui.number}>{formatRate(popup.conversions, popup.views)}</td>
              <td>{formatDateTime(popup.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
