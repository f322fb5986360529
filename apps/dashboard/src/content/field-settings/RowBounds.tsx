import styles from '../Content.module.css';
import type { KindSettingsProps } from './field-draft.ts';
import { NumberSetting } from './SettingControls.tsx';

/** What repeaters and flexible content share: how few and how many rows, and the add button's words. */
export function RowBounds({ field, set }: KindSettingsProps) {
  return (
    <div className={styles.grid}>
      <NumberSetting label="Fewest rows" value={field.min_rows} onChange={(v) => set({ min_rows: v ?? 0 })} />
      <NumberSetting label="Most rows" value={field.max_rows} onChange={(v) => set({ max_rows: v })} />
      <label className={styles.field}>
        Add button text
        <input
          value={String(field.button_label ?? '')}
          onChange={(e) => set({ button_label: e.target.value })}
        />
      </label>
    </div>
  );
}
