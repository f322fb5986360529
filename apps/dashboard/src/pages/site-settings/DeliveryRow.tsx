import { Form } from 'react-router';
import type { Delivery } from '../../api/webhooks.ts';
import { formatDateTime } from '../../format.ts';
import ui from '../../styles/ui.module.css';

const STATUS_WORDS: Record<Delivery['status'], string> = {
  pending: 'Waiting to retry',
  delivered: 'Delivered',
  failed: 'Gave up',
};

/**
 * One webhook delivery: when, which event (and lead), its state, attempts, the last answer, the
 * next attempt, and sending it again once it is no longer waiting to retry (or, where the page
 * offers it, Retry now while it waits).
 */
export function DeliveryRow({
  delivery,
  retryFields = {},
  retryWhileWaiting = false,
}: {
  delivery: Delivery;
  /** More of what Send again posts: the integration a delivery belongs to. */
  retryFields?: Record<string, string>;
  /** A delivery waiting for its next attempt gets "Retry now" (the integrations' log). */
  retryWhileWaiting?: boolean;
}) {
  const waiting = delivery.status === 'pending';
  const retryWords = waiting ? 'Retry now' : 'Send again';
  return (
    <tr>
      <td data-label="Created">{formatDateTime(delivery.created_at)}</td>
      <td data-label="Event">
        <code>{delivery.event}</code>
        {delivery.conversion_id && <div className={ui.muted}>lead {delivery.conversion_id}</div>}
      </td>
      <td data-label="Status">
        <span className={delivery.status === 'delivered' ? ui.active : ui.badge}>
          {STATUS_WORDS[delivery.status]}
        </span>
      </td>
      <td data-label="Attempts" className={ui.number}>
        {delivery.attempts}
      </td>
      <td data-label="Last answer">
        {delivery.last_status_code !== null ? `HTTP ${delivery.last_status_code}` : ''}
        {delivery.last_error && <div className={ui.muted}>{delivery.last_error}</div>}
        {delivery.attempts === 0 && <span className={ui.muted}>Not tried yet</span>}
      </td>
      <td data-label="Next attempt">
        {delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : '–'}
      </td>
      <td data-label="Actions">
        {(!waiting || retryWhileWaiting) && (
          <Form method="post">
            <input type="hidden" name="intent" value="retry" />
            <input type="hidden" name="id" value={delivery.id} />
            {Object.entries(retryFields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button
              type="submit"
              className={ui.linkButton}
              aria-label={`${retryWords}: delivery ${delivery.id}`}
            >
              {retryWords}
            </button>
          </Form>
        )}
      </td>
    </tr>
  );
}
