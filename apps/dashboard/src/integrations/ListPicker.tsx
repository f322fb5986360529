import type { TProviderChoice } from '@hookline/schema';
import { useId } from 'react';
import ui from '../styles/ui.module.css';
import type { ProviderInfo } from './providers.ts';
import styles from './Integrations.module.css';

/**
 * Where leads go in the provider: the audience, list or tab the Test connection listed (or a plain
 * word that there is none yet), and for Mailchimp whether new contacts confirm by email first.
 */
export function ListPicker({
  info,
  lists,
  list,
  onPick,
  doubleOptIn,
  onDoubleOptIn,
}: {
  info: ProviderInfo;
  lists: readonly TProviderChoice[];
  list: string;
  onPick(list: string): void;
  doubleOptIn: boolean;
  onDoubleOptIn(on: boolean): void;
}) {
  const ids = { list: useId(), optIn: useId() };
  return (
    <>
      {info.listLabel && lists.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={ids.list}>{info.listLabel}</label>
          <select id={ids.list} value={list} onChange={(event) => onPick(event.target.value)}>
            {lists.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {info.listLabel && lists.length === 0 && (
        <p className={ui.alert}>
          This account has no {info.listLabel.toLowerCase()} yet. Make one in {info.label}, then test the
          connection again.
        </p>
      )}
      {info.id === 'mailchimp' && (
        <div className={styles.check}>
          <input
            id={ids.optIn}
            type="checkbox"
            checked={doubleOptIn}
            onChange={(event) => onDoubleOptIn(event.target.checked)}
          />
          <label htmlFor={ids.optIn}>Double opt-in: Mailchimp emails new contacts to confirm first</label>
        </div>
      )}
    </>
  );
}
