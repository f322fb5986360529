import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';

/** Previous and next for a collection's entries, when they fill more than one page. */
export function EntriesPager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage(page: number): void;
}) {
  if (pages <= 1) return null;
  return (
    <p className={styles.row}>
      {page > 1 && (
        <button type="button" className={ui.secondary} onClick={() => onPage(page - 1)}>
          Previous
        </button>
      )}
      <span>
        Page {page} of {pages} ({total} entries)
      </span>
      {page < pages && (
        <button type="button" className={ui.secondary} onClick={() => onPage(page + 1)}>
          Next
        </button>
      )}
    </p>
  );
}
