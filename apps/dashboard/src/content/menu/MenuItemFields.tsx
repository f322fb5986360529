import type { TMenuItem } from '@hookline/schema/cms';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';

/**
 * One menu item's own settings in a row: label, where it leads (an address, or an entry by its
 * title with the way back to an address), the button that opens the entry picker, how the link
 * opens, and removing the item.
 */
export function MenuItemFields({
  item,
  path,
  entryTitle,
  set,
  onTogglePicker,
  onRemove,
}: {
  item: TMenuItem;
  /** The item's place in the menu, `2.1` for the first sub-item of the second item. */
  path: string;
  /** The title of the item's entry, when it is known (picked on this page). */
  entryTitle: string | undefined;
  set(patch: Partial<TMenuItem>): void;
  onTogglePicker(): void;
  onRemove(): void;
}) {
  return (
    <div className={styles.inline}>
      <label>
        Label
        <input value={item.label} onChange={(e) => set({ label: e.target.value })} />
      </label>
      {item.entry_id ? (
        <span>
          Entry: <strong>{entryTitle ?? 'an entry'}</strong>{' '}
          <button type="button" className={ui.linkButton} onClick={() => set({ entry_id: null })}>
            use an address instead
          </button>
        </span>
      ) : (
        <label>
          Address
          <input
            value={item.url}
            placeholder="/journal or https://…"
            onChange={(e) => set({ url: e.target.value })}
          />
        </label>
      )}
      <button type="button" className={ui.secondary} onClick={onTogglePicker}>
        {item.entry_id ? 'Another entry…' : 'Link an entry…'}
      </button>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={item.new_window}
          onChange={(e) => set({ new_window: e.target.checked })}
        />
        New window
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={item.nofollow}
          onChange={(e) => set({ nofollow: e.target.checked })}
        />
        nofollow
      </label>
      <button type="button" className={ui.secondary} onClick={onRemove}>
        Remove<span className="visually-hidden"> item {path}</span>
      </button>
    </div>
  );
}
