import type { ReactNode } from 'react';
import ui from '../styles/ui.module.css';
import { EmptyState } from './EmptyState.tsx';

export interface Column<Row> {
  /** The column's header; a string is also its key. */
  header: ReactNode;
  key?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** Right-aligned figures (header and cells). */
  numeric?: boolean;
}

interface Props<Row> {
  rows: readonly Row[];
  columns: readonly (Column<Row> | false)[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows: an EmptyState, or its title alone. */
  empty: ReactNode;
  label?: string;
  /** The first column names its row (`<th scope="row">`), as in a table of figures. */
  rowHeader?: boolean;
}

/**
 * The dashboard's list table: a header row and a row per item, scrolling sideways inside its panel
 * on a narrow screen, or the empty message. A column given as `false` is left out.
 */
export function DataTable<Row>({ rows, columns, rowKey, empty, label, rowHeader = false }: Props<Row>) {
  if (rows.length === 0) return typeof empty === 'string' ? <EmptyState title={empty} /> : <>{empty}</>;
  const shown = columns.filter((c): c is Column<Row> => c !== false);
  const keyOf = (c: Column<Row>) => c.key ?? String(c.header);
  const classOf = (c: Column<Row>) =>
    [c.numeric ? ui.number : '', c.className ?? ''].join(' ').trim() || undefined;
  return (
    // A keyboard user scrolls a table wider than the screen from its wrapper, which the table's
    // cells (plain text, often) would not let them reach: a named region in the tab order.
    <div className={ui.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={ui.table} aria-label={label}>
        <thead>
          <tr>
            {shown.map((c) => (
              <th scope="col" key={keyOf(c)} className={c.numeric ? ui.number : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {shown.map((c, i) =>
                rowHeader && i === 0 ? (
                  <th scope="row" key={keyOf(c)} className={classOf(c)}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={keyOf(c)} className={classOf(c)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Published or Draft, as a badge (green when published). */
export function StatusBadge({ published }: { published: boolean }) {
  return (
    <span className={published ? `${ui.badge} ${ui.active}` : ui.badge}>
      {published ? 'Published' : 'Draft'}
    </span>
  );
}
