import type { TAdminTerm } from '@hookline/schema/cms';
import { DataTable } from '../../components/DataTable.tsx';
import { EmptyState, JumpTo } from '../../components/EmptyState.tsx';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';

/** A taxonomy's terms: name, slug, parent (when terms nest), how many entries, edit and delete. */
export function TermsTable({
  terms,
  hierarchical,
  onEdit,
  onRemove,
}: {
  terms: TAdminTerm[];
  hierarchical: boolean;
  onEdit(term: TAdminTerm): void;
  onRemove(term: TAdminTerm): void;
}) {
  const nameOf = (id: string | null) => terms.find((t) => t.id === id)?.name ?? '—';
  return (
    <DataTable
      rows={terms}
      rowKey={(t) => t.id}
      empty={
        <EmptyState title="No terms yet" action={<JumpTo target="term-form">Add a term</JumpTo>}>
          Entries of the collections that use this taxonomy are sorted into its terms.
        </EmptyState>
      }
      columns={[
        { header: 'Term', cell: (t) => t.name },
        { header: 'Slug', cell: (t) => <code>{t.slug}</code> },
        hierarchical && { header: 'Parent', cell: (t) => nameOf(t.parent_id) },
        { header: 'Entries', cell: (t) => t.entry_count },
        {
          key: 'actions',
          header: <span className="visually-hidden">Actions</span>,
          className: styles.row,
          cell: (t) => (
            <>
              <button type="button" className={ui.secondary} onClick={() => onEdit(t)}>
                Edit<span className="visually-hidden"> {t.name}</span>
              </button>
              <button type="button" className={ui.secondary} onClick={() => onRemove(t)}>
                Delete<span className="visually-hidden"> {t.name}</span>
              </button>
            </>
          ),
        },
      ]}
    />
  );
}
