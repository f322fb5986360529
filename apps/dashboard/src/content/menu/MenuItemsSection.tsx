import { useState } from 'react';
import type { TAdminCollection, TMenuItem } from '@hookline/schema/cms';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { newItem } from './menu-item.ts';
import { MenuItemEditor } from './MenuItemEditor.tsx';

/** The menu's name and items (each with its sub-items), and adding an item, saving and deleting. */
export function MenuItemsSection({
  clientId,
  collections,
  name,
  onName,
  items,
  onItems,
  onSave,
  onDelete,
}: {
  clientId: string;
  collections: TAdminCollection[];
  name: string;
  onName(name: string): void;
  items: TMenuItem[];
  onItems(items: TMenuItem[]): void;
  onSave(): void;
  onDelete(): void;
}) {
  // The titles of entries picked on this page (stored items only keep the entry's id).
  const [titles, setTitles] = useState<Record<string, string>>({});
  return (
    <section className={ui.panel} aria-label="Menu items">
      <label className={styles.field}>
        Name
        <input value={name} onChange={(e) => onName(e.target.value)} />
      </label>
      <h2>Items</h2>
      <div className={styles.stack}>
        {items.length === 0 && <p className={ui.empty}>No items yet.</p>}
        {items.map((item, i) => (
          <MenuItemEditor
            key={item.id}
            item={item}
            depth={1}
            path={String(i + 1)}
            clientId={clientId}
            collections={collections}
            titles={titles}
            onTitle={(id, title) => setTitles((t) => ({ ...t, [id]: title }))}
            onChange={(changed) => onItems(items.map((it, n) => (n === i ? changed : it)))}
            onRemove={() => onItems(items.filter((_, n) => n !== i))}
          />
        ))}
      </div>
      <div className={styles.sticky}>
        <button type="button" className={ui.secondary} onClick={() => onItems([...items, newItem()])}>
          Add item
        </button>
        <button type="button" className={ui.button} onClick={onSave}>
          Save menu
        </button>
        <button type="button" className={ui.danger} onClick={onDelete}>
          Delete menu
        </button>
      </div>
    </section>
  );
}
