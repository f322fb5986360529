import { Link } from 'react-router';
import { moveToTop, showOrderMeetings, type OrderedPopup } from '@hookline/rules';
import { orderedPopup } from '../api/show-order.ts';
import ui from '../styles/ui.module.css';
import styles from './ShowOrder.module.css';
import type { ShowOrderState } from './use-show-order.ts';
import { showOrderSentence } from './wording.ts';

/**
 * The editor's word on the show order: when other active popups that cover the page can show on
 * the same page as this one (judged from the draft's own page rules and devices), which shows first
 * and why, with "Show this first" and a link to the site's order. Nothing when it meets none.
 */
export function ShowOrderNote({
  clientId,
  popup,
  state,
}: {
  clientId: string;
  /** The popup as edited (its place in the order is its id's, an A/B variant's its parent's). */
  popup: OrderedPopup;
  state: ShowOrderState;
}) {
  const { order, saving, error, reorder } = state;
  const { ahead, behind } = showOrderMeetings(popup, order.map(orderedPopup));
  const sentence = showOrderSentence(ahead, behind);
  if (sentence === null) return null;
  const ids = order.map((entry) => entry.id);
  return (
    <section className={styles.note} aria-label="Which popup shows first">
      <p>
        {popup.status === 'paused' && 'Once active: '}
        {sentence}
      </p>
      <div className={styles.actions}>
        {ahead.length > 0 && ids.includes(popup.id) && (
          <button
            type="button"
            className={ui.secondary}
            disabled={saving}
            onClick={() => void reorder(moveToTop(ids, popup.id))}
          >
            Show this first
          </button>
        )}
        <Link to={`/sites/${clientId}#show-order`}>Change the order</Link>
      </div>
      {error && (
        <p role="alert" className={ui.alert}>
          {error}
        </p>
      )}
    </section>
  );
}
