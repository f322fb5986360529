import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';

/**
 * The bar under the entry: what stops it being saved, save as a draft (unpublishing a published
 * entry), publish or update, whether there are unsaved changes or what the last save did, delete.
 */
export function EntryActions({
  published,
  stored,
  errors,
  notice,
  dirty,
  busy,
  onSave,
  onRemove,
}: {
  /** The stored entry is published. */
  published: boolean;
  /** The entry is stored (a new one cannot be deleted). */
  stored: boolean;
  errors: string[];
  notice: string | null;
  dirty: boolean;
  busy: boolean;
  onSave(status: 'draft' | 'published'): void;
  onRemove(): void;
}) {
  return (
    <div className={styles.sticky}>
      {errors.length > 0 && (
        <ul className={ui.alert} role="alert" aria-label="Problems" style={{ flexBasis: '100%' }}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <button type="button" className={ui.secondary} disabled={busy} onClick={() => onSave('draft')}>
        {published ? 'Unpublish (save as draft)' : 'Save draft'}
      </button>
      <button type="button" className={ui.button} disabled={busy} onClick={() => onSave('published')}>
        {published ? 'Update' : 'Publish'}
      </button>
      {dirty && <span className={ui.muted}>Unsaved changes</span>}
      {notice && !dirty && (
        <span className={ui.success} role="status">
          {notice}
        </span>
      )}
      {stored && (
        <button type="button" className={ui.danger} onClick={onRemove}>
          Delete
        </button>
      )}
    </div>
  );
}
