import styles from '../Content.module.css';
import type { KindSettingsProps } from './field-draft.ts';
import { NumberSetting } from './SettingControls.tsx';

/** A gallery's settings: how few and how many images it takes (fewest empty means 0). */
export function GallerySettings({ field, set }: KindSettingsProps) {
  return (
    <div className={styles.grid}>
      <NumberSetting
        label="Fewest images"
        value={field.min_items}
        onChange={(v) => set({ min_items: v ?? 0 })}
      />
      <NumberSetting label="Most images" value={field.max_items} onChange={(v) => set({ max_items: v })} />
    </div>
  );
}
