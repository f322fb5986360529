import { Link, useLocation } from 'react-router';
import { formatCount } from '../format.ts';
import styles from './Pagination.module.css';
import ui from '../styles/ui.module.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** What is being paged, for the navigation's accessible name: "Leads pages". */
  label: string;
  /** The search parameter holding the page number. */
  param?: string;
}

/** "Showing 26–50 of 120" with Previous and Next links that keep the other search parameters. */
export function Pagination({ page, pageSize, total, label, param = 'page' }: PaginationProps) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  const linkTo = (target: number) => {
    const search = new URLSearchParams(location.search);
    if (target <= 1) search.delete(param);
    else search.set(param, String(target));
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <nav className={styles.pagination} aria-label={`${label} pages`}>
      <p className={styles.status}>
        {total === 0
          ? 'Nothing yet'
          : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}
      </p>
      {pages > 1 && (
        <div className={styles.links}>
          {page > 1 ? (
            <Link className={ui.secondary} to={linkTo(page - 1)} rel="prev" preventScrollReset>
              Previous
            </Link>
          ) : (
            <span className={ui.secondary} aria-disabled="true">
              Previous
            </span>
          )}
          <span className={styles.pageOf}>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link className={ui.secondary} to={linkTo(page + 1)} rel="next" preventScrollReset>
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
