import { useState } from 'react';
import { MENU_DEPTH, type TAdminCollection, type TMenuItem } from '@hookline/schema/cms';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { EntryPicker } from './EntryPicker.tsx';
import { newItem } from './menu-item.ts';
import { MenuItemFields } from './MenuItemFields.tsx';

/**
 * A menu item with its sub-items, each edited the same way, and a button to add a sub-item while
 * the menu's depth allows. Picking an entry links the item to it (the entry's title becomes the
 * label when the item has none).
 */
export function MenuItemEditor({
  item,
  depth,
  path,
  clientId,
  collections,
  titles,
  onTitle,
  onChange,
  onRemove,
}: {
  item: TMenuItem;
  depth: number;
  path: string;
  clientId: string;
  collections: TAdminCollection[];
  titles: Record<string, string>;
  onTitle(id: string, title: string): void;
  onChange(item: TMenuItem): void;
  onRemove(): void;
}) {
  const [picking, setPicking] = useState(false);
  const set = (patch: Partial<TMenuItem>) => onChange({ ...item, ...patch });
  return (
    <div className={styles.menuItem} role="group" aria-label={`Item ${path}: ${item.label || 'no label'}`}>
      <MenuItemFields
        item={item}
        path={path}
        entryTitle={item.entry_id ? titles[item.entry_id] : undefined}
        set={set}
        onTogglePicker={() => setPicking((p) => !p)}
        onRemove={onRemove}
      />
      {picking && (
        <EntryPicker
          clientId={clientId}
          collections={collections}
          onClose={() => setPicking(false)}
          onPick={(entry) => {
            onTitle(entry.id, entry.title);
            set({ entry_id: entry.id, url: '', label: item.label || entry.title });
            setPicking(false);
          }}
        />
      )}
      {item.children.map((child, i) => (
        <MenuItemEditor
          key={child.id}
          item={child}
          depth={depth + 1}
          path={`${path}.${i + 1}`}
          clientId={clientId}
          collections={collections}
          titles={titles}
          onTitle={onTitle}
          onChange={(changed) => set({ children: item.children.map((c, n) => (n === i ? changed : c)) })}
          onRemove={() => set({ children: item.children.filter((_, n) => n !== i) })}
        />
      ))}
      {depth < MENU_DEPTH && (
        <p>
          <button
            type="button"
            className={ui.secondary}
            onClick={() => set({ children: [...item.children, newItem()] })}
          >
            Add a sub-item<span className="visually-hidden"> under {path}</span>
          </button>
        </p>
      )}
    </div>
  );
}
