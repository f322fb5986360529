import type { TAdminDeliveryPage } from '@hookline/schema';
import { EmptyState, JumpTo } from '../../components/EmptyState.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import ui from '../../styles/ui.module.css';
import { DeliveryRow } from './DeliveryRow.tsx';
import { DeliveryTable } from './DeliveryTable.tsx';

/** The webhook's delivery log, a page at a time. */
export function DeliveryLogSection({
  deliveries,
  page,
  pageSize,
}: {
  deliveries: TAdminDeliveryPage;
  page: number;
  pageSize: number;
}) {
  return (
    <section className={ui.panel} aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Delivery log</h2>
      <DeliveryTable label="Webhook deliveries">
        {deliveries.rows.length === 0 ? (
          <tr>
            <td colSpan={7}>
              <EmptyState
                title="No deliveries yet"
                action={<JumpTo target="webhook-form">Set up the webhook</JumpTo>}
              >
                Each conversion is sent to the webhook’s address and listed here with its answer.
              </EmptyState>
            </td>
          </tr>
        ) : (
          deliveries.rows.map((delivery) => <DeliveryRow key={delivery.id} delivery={delivery} />)
        )}
      </DeliveryTable>
      <Pagination page={page} pageSize={pageSize} total={deliveries.total} label="Deliveries" />
    </section>
  );
}
