import styles from '../Content.module.css';
import type { KindSettingsProps } from './field-draft.ts';
import { CheckSetting, NumberSetting } from './SettingControls.tsx';

/** A text field's settings: one line or several, and its longest length. */
export function TextSettings({ field, set }: KindSettingsProps) {
  return (
    <div className={styles.grid}>
      <CheckSetting label="Several lines" value={field.multiline} onChange={(v) => set({ multiline: v })} />
      <NumberSetting
        label="Longest (characters)"
        value={field.max_length}
        onChange={(v) => set({ max_length: v })}
      />
    </div>
  );
}
