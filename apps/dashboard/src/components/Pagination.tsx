import { Link, useLocation } from 'react-router';
import { formatCount } from '../format.ts';
import styles from './Pagination.module.css';
import ui from '../styles/ui.module.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** The total is a floor (a search counts up to a cap): "of 10,000+". */
  totalCapped?: boolean;
  /** Rows on this page, when pages go by cursor (the last page may be short). */
  shown?: number;
  /**
   * Pages by key: the API's cursors of the next older (`?before=`) and newer (`?after=`) pages.
   * Without them, pages go by number (`?{param}=`).
   */
  cursors?: { older: string | null; newer: string | null };
  /** What is being paged, for the navigation's accessible name: "Leads pages". */
  label: string;
  /** The search parameter holding the page number. */
  param?: string;
}

type Target = { page: number; before?: string; after?: string };

/**
 * "Showing 26–50 of 120" with Previous and Next links that keep the other search parameters. Nothing
 * at all when there is nothing to page through: the list's empty state says so.
 */
export function Pagination(props: PaginationProps) {
  const { page, pageSize, total, totalCapped = false, cursors, label, param = 'page' } = props;
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = cursors ? first + (props.shown ?? pageSize) - 1 : Math.min(total, page * pageSize);
  const previous: Target | null = cursors
    ? page > 2 && cursors.newer
      ? { page: page - 1, after: cursors.newer }
      : page > 1
        ? { page: 1 }
        : null
    : page > 1
      ? { page: page - 1 }
      : null;
  const next: Target | null = cursors
    ? cursors.older
      ? { page: page + 1, before: cursors.older }
      : null
    : page < pages
      ? { page: page + 1 }
      : null;

  const linkTo = (target: Target) => {
    const search = new URLSearchParams(location.search);
    for (const key of [param, 'before', 'after']) search.delete(key);
    if (target.page > 1) search.set(param, String(target.page));
    if (target.before) search.set('before', target.before);
    if (target.after) search.set('after', target.after);
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  const of = `${formatCount(total)}${totalCapped ? '+' : ''}`;
  if (total === 0) return null;

  return (
    <nav className={styles.pagination} aria-label={`${label} pages`}>
      <p className={styles.status}>
        Showing {formatCount(first)}–{formatCount(last)} of {of}
      </p>
      {(previous || next) && (
        <div className={styles.links}>
          {previous ? (
            <Link className={ui.secondary} to={linkTo(previous)} rel="prev" preventScrollReset>
              Previous
            </Link>
          ) : (
            <span className={ui.secondary} aria-disabled="true">
              Previous
            </span>
          )}
          <span className={styles.pageOf}>
            Page {page}
            {totalCapped ? '' : ` of ${pages}`}
          </span>
          {next ? (
            <Link className={ui.secondary} to={linkTo(next)} rel="next" preventScrollReset>
              Next
            </Link>
          ) : (
            <span className={ui.secondary} aria-disabled="true">
              Next
            </span>
          )}
        </div>
      )}
    </nav>
  );
}
