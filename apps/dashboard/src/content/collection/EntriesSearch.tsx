import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';

export interface EntriesQuery {
  search: string;
  status: string;
  page: number;
}

/** Search a collection's entries by title and state; showing starts again at the first page. */
export function EntriesSearch({
  query,
  onSearch,
}: {
  query: EntriesQuery;
  onSearch(search: { search: string; status: string }): void;
}) {
  return (
    <form
      className={styles.inline}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        onSearch({ search: String(form.get('search') ?? ''), status: String(form.get('status') ?? 'all') });
      }}
    >
      <label>
        Search titles
        <input name="search" defaultValue={query.search} />
      </label>
      <label>
        State
        <select name="status" defaultValue={query.status} className={styles.control}>
          <option value="all">All</option>
          <option value="draft">Drafts</option>
          <option value="published">Published</option>
        </select>
      </label>
      <button type="submit" className={ui.secondary}>
        Show
      </button>
    </form>
  );
}
