import type { ReactNode } from 'react';
import type { Lead } from '../api/admin.ts';
import { formatDateTime } from '../format.ts';
import ui from '../styles/ui.module.css';
import styles from './LeadsTable.module.css';

/** The form values of a lead other than its email, which has its own column, and the store it converted on. */
export const otherFields = (lead: Lead): [string, string][] => [
  ...Object.entries(lead.fields).filter(([name, value]) => !(name === 'email' && value === lead.email)),
  ...(lead.store_integration
    ? [
        [
          'store',
          lead.store_integration_customer_id
            ? `${lead.store_integration} (customer ${lead.store_integration_customer_id})`
            : lead.store_integration,
        ] as [string, string],
      ]
    : []),
];

/** One page of leads: date, email, popup, the coupon handed out, orders and the other form values. */
export function LeadsTable({
  leads,
  actions,
  empty,
}: {
  leads: Lead[];
  actions?: (lead: Lead) => ReactNode;
  /** Shown instead of the table when there are no leads (an EmptyState with its call to action). */
  empty: ReactNode;
}) {
  if (leads.length === 0) return <>{empty}</>;
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.cards}`} aria-label="Leads">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Email</th>
            <th scope="col">Popup</th>
            <th scope="col">Coupon</th>
            <th scope="col">Ordered</th>
            <th scope="col">Other fields</th>
            {actions && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <td className={styles.date} data-label="Date">
                <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
              </td>
              <td data-label="Email">{lead.email ?? <span className={ui.muted}>none</span>}</td>
              <td data-label="Popup">{lead.popup.name}</td>
              <td data-label="Coupon" className="lead-coupon">
                {lead.coupon_code ? <code>{lead.coupon_code}</code> : <span className={ui.muted}>–</span>}
              </td>
              <td data-label="Ordered" className="lead-ordered">
                {lead.orders ? (
                  `${lead.orders} ${lead.orders === 1 ? 'order' : 'orders'}, $${((lead.revenue_cents ?? 0) / 100).toFixed(2)}`
                ) : (
                  <span className={ui.muted}>no</span>
                )}
              </td>
              <td>
                {otherFields(lead).length > 0 ? (
                  <dl className={styles.fields}>
                    {otherFields(lead).map(([name, value]) => (
                      <div key={name}>
                        <dt>{name}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <span className={ui.muted}>–</span>
                )}
              </td>
              {actions && <td>{actions(lead)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
