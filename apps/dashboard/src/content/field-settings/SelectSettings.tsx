import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import type { KindSettingsProps } from './field-draft.ts';
import { CheckSetting } from './SettingControls.tsx';

type Choice = { value: string; label: string };

/** A select field's settings: one choice or several, and its choices (label and stored value). */
export function SelectSettings({ field, set }: KindSettingsProps) {
  const choices = (field.choices as Choice[]) ?? [];
  const setChoice = (i: number, patch: Partial<Choice>) =>
    set({ choices: choices.map((c, n) => (n === i ? { ...c, ...patch } : c)) });
  return (
    <div className={styles.stack}>
      <CheckSetting
        label="Several choices at once"
        value={field.multiple}
        onChange={(v) => set({ multiple: v })}
      />
      {choices.map((choice, i) => (
        <div key={i} className={styles.row} role="group" aria-label={`Choice ${i + 1}`}>
          <label className={styles.field}>
            Choice label
            <input value={choice.label} onChange={(e) => setChoice(i, { label: e.target.value })} />
          </label>
          <label className={styles.field}>
            Stored value
            <input value={choice.value} onChange={(e) => setChoice(i, { value: e.target.value })} />
          </label>
          <button
            type="button"
            className={ui.secondary}
            onClick={() => set({ choices: choices.filter((_, n) => n !== i) })}
          >
            Remove choice
          </button>
        </div>
      ))}
      <p>
        <button
          type="button"
          className={ui.secondary}
          onClick={() => set({ choices: [...choices, { value: `choice-${choices.length + 1}`, label: '' }] })}
        >
          Add choice
        </button>
      </p>
    </div>
  );
}
