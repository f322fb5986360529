import { useId } from 'react';
import type { PopupSummary } from '../api/admin.ts';
import ui from '../styles/ui.module.css';
import styles from './Integrations.module.css';

/** "Send leads from": every popup is checked unless the owner leaves it out (`excluded`, its ids). */
export function PopupOptOut({
  popups,
  excluded,
  onChange,
}: {
  popups: readonly PopupSummary[];
  excluded: readonly string[];
  onChange(excluded: string[]): void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend>Send leads from</legend>
      {popups.length === 0 ? (
        <p className={ui.muted}>No popups yet: the leads of every popup you add are sent.</p>
      ) : (
        <ul className={styles.checkList}>
          {popups.map((popup) => (
            <li key={popup.id} className={styles.check}>
              <input
                id={`${id}-${popup.id}`}
                type="checkbox"
                checked={!excluded.includes(popup.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? excluded.filter((popupId) => popupId !== popup.id)
                      : [...excluded, popup.id],
                  )
                }
              />
              <label htmlFor={`${id}-${popup.id}`}>
                {popup.name}
                {popup.ab_test_parent_id && <span className={ui.muted}> (A/B variant)</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
