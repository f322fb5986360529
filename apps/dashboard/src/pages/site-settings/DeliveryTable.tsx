import type { ReactNode } from 'react';
import ui from '../../styles/ui.module.css';

/**
 * The delivery log's table, shared by the webhook's log and each integration's: its columns, and a
 * region that scrolls sideways from the keyboard. `cards` lays each delivery out as a card on phones.
 */
export function DeliveryTable({
  label,
  cards = false,
  children,
}: {
  label: string;
  cards?: boolean;
  /** The rows: a `DeliveryRow` each, or the empty state in one row. */
  children: ReactNode;
}) {
  return (
    <div className={ui.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={cards ? `${ui.table} ${ui.cards}` : ui.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Created</th>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col" className={ui.number}>
              Attempts
            </th>
            <th scope="col">Last answer</th>
            <th scope="col">Next attempt</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
