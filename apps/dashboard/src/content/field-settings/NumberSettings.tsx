import styles from '../Content.module.css';
import type { KindSettingsProps } from './field-draft.ts';
import { NumberSetting } from './SettingControls.tsx';

/** A number field's settings: its bounds, step and unit. */
export function NumberSettings({ field, set }: KindSettingsProps) {
  return (
    <div className={styles.grid}>
      <NumberSetting label="Lowest" value={field.min} onChange={(v) => set({ min: v })} />
      <NumberSetting label="Highest" value={field.max} onChange={(v) => set({ max: v })} />
      <NumberSetting label="Step" value={field.step} onChange={(v) => set({ step: v })} />
      <label className={styles.field}>
        Unit
        <input value={String(field.unit ?? '')} onChange={(e) => set({ unit: e.target.value })} />
      </label>
    </div>
  );
}
