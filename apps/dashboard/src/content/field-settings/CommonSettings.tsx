import { FIELD_KINDS, FIELD_KIND_LABELS, SUB_FIELD_KINDS, type TFieldKind } from '@hookline/schema/cms';
import styles from '../Content.module.css';
import { relabel, withKind, type FieldDraft, type KindSettingsProps } from './field-draft.ts';
import { CheckSetting } from './SettingControls.tsx';

/**
 * What every field has: label (the key follows it until typed), key, kind (a sub-field cannot be
 * a repeater or flexible content), whether publishing needs it, and instructions for editors.
 */
export function CommonSettings({
  field,
  sub,
  set,
  onChange,
}: KindSettingsProps & { sub: boolean; onChange(field: FieldDraft): void }) {
  const kinds = sub ? SUB_FIELD_KINDS : FIELD_KINDS;
  return (
    <>
      <div className={styles.grid}>
        <label className={styles.field}>
          Label
          <input value={field.label} onChange={(e) => set(relabel(field, e.target.value))} />
        </label>
        <label className={styles.field}>
          Key
          <input value={field.key} onChange={(e) => set({ key: e.target.value })} />
        </label>
        <label className={styles.field}>
          Kind
          <select
            value={field.kind}
            onChange={(e) => onChange(withKind(field, e.target.value as TFieldKind))}
          >
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {FIELD_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <CheckSetting
          label="Required to publish"
          value={field.required}
          onChange={(v) => set({ required: v })}
        />
      </div>
      <label className={styles.field}>
        Instructions for editors
        <input
          value={String(field.instructions ?? '')}
          onChange={(e) => set({ instructions: e.target.value })}
        />
      </label>
    </>
  );
}
