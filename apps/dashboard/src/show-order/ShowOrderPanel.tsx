import { coversPage, moveByOne } from '@hookline/rules';
import { POPUP_CATALOG } from '@hookline/schema/popup-catalog';
import type { TShowOrderEntry } from '@hookline/schema';
import ui from '../styles/ui.module.css';
import styles from './ShowOrder.module.css';
import { useShowOrder } from './use-show-order.ts';
import { ORDER_RULE } from './wording.ts';

const typeLabel = (type: string) => POPUP_CATALOG.find((info) => info.type === type)?.label ?? type;

/** The popups that take turns: those that cover the page and are not shown on a click. */
export const takingTurns = (order: readonly TShowOrderEntry[]) =>
  order.filter((entry) => coversPage(entry.type) && !entry.on_click);

/**
 * "Which popup shows first" on the site page (`#show-order`): the site's popups that cover the
 * page, first shows first, each movable up or down; a move is saved at once. Shown once there are
 * two such popups.
 */
export function ShowOrderPanel({
  clientId,
  loaded,
}: {
  clientId: string;
  loaded: readonly TShowOrderEntry[];
}) {
  const { order, saving, error, reorder } = useShowOrder(clientId, loaded);
  const listed = takingTurns(order);
  if (listed.length < 2) return null;
  const ids = listed.map((entry) => entry.id);
  return (
    <section className={ui.panel} aria-labelledby="show-order-title" id="show-order">
      <h2 id="show-order-title">Which popup shows first</h2>
      <p className={ui.muted}>{ORDER_RULE}</p>
      {error && (
        <p role="alert" className={ui.alert}>
          {error}
        </p>
      )}
      <ol className={styles.list} aria-label="Show order" aria-busy={saving}>
        {listed.map((entry, index) => (
          <li key={entry.id} className={styles.item}>
            <span className={styles.place} aria-hidden="true">
              {index + 1}.
            </span>
            <span className={styles.name}>
              {entry.name} <span className={styles.kind}>· {typeLabel(entry.type)}</span>
            </span>
            <span className={entry.status === 'active' ? ui.active : ui.badge}>
              {entry.status === 'active' ? 'Active' : 'Paused'}
            </span>
            <button
              type="button"
              className={`${ui.secondary} ${styles.move}`}
              aria-label={`Move ${entry.name} up`}
              disabled={saving || index === 0}
              onClick={() => void reorder(moveByOne(ids, entry.id, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              className={`${ui.secondary} ${styles.move}`}
              aria-label={`Move ${entry.name} down`}
              disabled={saving || index === listed.length - 1}
              onClick={() => void reorder(moveByOne(ids, entry.id, 1))}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
