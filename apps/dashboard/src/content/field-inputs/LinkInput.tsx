import type { TLinkValue } from '@hookline/schema/cms';
import styles from '../Content.module.css';
import { labelOf, type KindInputProps } from './field-input-props.ts';

/** A link field: address, text and how it opens; without address and text it stores null. */
export function LinkInput({ field, value, onChange }: KindInputProps<'link'>) {
  const link = (value as TLinkValue | null) ?? null;
  const set = (patch: Partial<TLinkValue>) => {
    const next = { url: '', title: '', new_window: false, nofollow: false, ...link, ...patch };
    onChange(next.url || next.title ? next : null);
  };
  return (
    <fieldset className={styles.card}>
      <legend>{labelOf(field)}</legend>
      <div className={styles.grid}>
        <label className={styles.field}>
          Address
          <input
            value={link?.url ?? ''}
            placeholder="https://… or /path"
            onChange={(e) => set({ url: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          Link text
          <input value={link?.title ?? ''} onChange={(e) => set({ title: e.target.value })} />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={link?.new_window ?? false}
            onChange={(e) => set({ new_window: e.target.checked })}
          />
          Opens in a new window
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={link?.nofollow ?? false}
            onChange={(e) => set({ nofollow: e.target.checked })}
          />
          nofollow
        </label>
      </div>
    </fieldset>
  );
}
