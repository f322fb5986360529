import type { TAdminTaxonomy } from '@hookline/schema/cms';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { newField, type KindSettingsProps, type LayoutDraft } from './field-draft.ts';
import { LayoutCard } from './LayoutCard.tsx';
import { RowBounds } from './RowBounds.tsx';

/** Flexible content's settings: its row bounds and its layouts, each with its own sub-fields. */
export function FlexibleContentSettings({
  field,
  set,
  taxonomies,
}: KindSettingsProps & { taxonomies: TAdminTaxonomy[] }) {
  const layouts = (field.layouts as LayoutDraft[]) ?? [];
  const setLayout = (i: number, patch: Partial<LayoutDraft>) =>
    set({ layouts: layouts.map((l, n) => (n === i ? { ...l, ...patch } : l)) });
  const addLayout = () =>
    set({
      layouts: [
        ...layouts,
        { key: `layout_${layouts.length + 1}`, label: '', sub_fields: [newField('text', 'Text')] },
      ],
    });
  return (
    <div className={styles.stack}>
      <RowBounds field={field} set={set} />
      {layouts.map((layout, i) => (
        <LayoutCard
          key={i}
          layout={layout}
          index={i}
          taxonomies={taxonomies}
          onChange={(patch) => setLayout(i, patch)}
          onRemove={() => set({ layouts: layouts.filter((_, n) => n !== i) })}
        />
      ))}
      <p>
        <button type="button" className={ui.secondary} onClick={addLayout}>
          Add layout
        </button>
      </p>
    </div>
  );
}
