import type { TAdminDeliveryPage } from '@hookline/schema';
import { useId } from 'react';
import type { Integration } from '../api/integrations.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { DeliveryRow } from '../pages/site-settings/DeliveryRow.tsx';
import { DeliveryTable } from '../pages/site-settings/DeliveryTable.tsx';
import { DELIVERY_LOG_SIZE, logPageParam } from './integrations-route.ts';
import { providerInfo } from './providers.ts';
import styles from './Integrations.module.css';

/**
 * One integration's deliveries, newest first: each lead's state, attempts, the provider's error and
 * the next attempt, with Retry now (Send again once it is over), as the webhook's log shows them.
 */
export function DeliveryLog({
  integration,
  deliveries,
  page,
}: {
  integration: Integration;
  deliveries: TAdminDeliveryPage;
  page: number;
}) {
  const titleId = useId();
  const provider = providerInfo(integration.provider).label;
  const label = `${provider} deliveries`;
  return (
    <div role="group" aria-labelledby={titleId} className={styles.log}>
      <h3 id={titleId}>Delivery log</h3>
      {deliveries.rows.length === 0 ? (
        <EmptyState title="No deliveries yet">
          Each new lead is listed here with {provider}’s answer.
        </EmptyState>
      ) : (
        <DeliveryTable label={label} cards>
          {deliveries.rows.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              retryFields={{ integration: integration.id }}
              retryWhileWaiting
            />
          ))}
        </DeliveryTable>
      )}
      <Pagination
        page={page}
        pageSize={DELIVERY_LOG_SIZE}
        total={deliveries.total}
        label={`${label} pages`}
        param={logPageParam(integration.id)}
      />
    </div>
  );
}
