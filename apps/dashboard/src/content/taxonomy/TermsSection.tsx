import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { ZTermInput, type TAdminTaxonomy, type TAdminTerm } from '@hookline/schema/cms';
import { contentApi } from '../../api/content.ts';
import ui from '../../styles/ui.module.css';
import { issueMessages } from '../issues.ts';
import { BLANK_TERM, termDraftOf, type TermDraft } from './term-draft.ts';
import { TermForm } from './TermForm.tsx';
import { TermsTable } from './TermsTable.tsx';
import type { Attempt } from './use-attempt.ts';

/**
 * A taxonomy's terms, and the one form that adds a term or edits the one chosen in the table
 * (an edited term keeps its position and image). Deleting a term asks first.
 */
export function TermsSection({
  clientId,
  taxonomy,
  terms,
  attempt,
  onNotice,
}: {
  clientId: string;
  taxonomy: TAdminTaxonomy;
  terms: TAdminTerm[];
  attempt: Attempt;
  onNotice(notice: string): void;
}) {
  const revalidator = useRevalidator();
  const [term, setTerm] = useState<TermDraft>(BLANK_TERM);
  const [editing, setEditing] = useState<TAdminTerm | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const body = { ...term, slug: term.slug || undefined, position: editing?.position ?? 0 };
      const parsed = ZTermInput.safeParse(body);
      if (!parsed.success) throw issueMessages(parsed.error);
      if (editing) await contentApi.saveTerm(clientId, editing.id, { ...parsed.data, image: editing.image });
      else await contentApi.createTerm(clientId, taxonomy.id, parsed.data);
      onNotice(editing ? `Term "${term.name}" saved` : `Term "${term.name}" added`);
      setTerm(BLANK_TERM);
      setEditing(null);
      await revalidator.revalidate();
    });
  };

  const remove = (t: TAdminTerm) =>
    void attempt(async () => {
      if (!window.confirm(`Delete the term "${t.name}"? Entries lose it.`)) return;
      await contentApi.removeTerm(clientId, t.id);
      await revalidator.revalidate();
    });

  return (
    <section className={ui.panel} aria-labelledby="terms-title">
      <h2 id="terms-title">Terms</h2>
      <TermsTable
        terms={terms}
        hierarchical={taxonomy.hierarchical}
        onEdit={(t) => {
          setEditing(t);
          setTerm(termDraftOf(t));
        }}
        onRemove={remove}
      />
      <h3>{editing ? `Edit "${editing.name}"` : 'New term'}</h3>
      <div id="term-form">
        <TermForm
          term={term}
          onChange={setTerm}
          editing={editing}
          terms={terms}
          hierarchical={taxonomy.hierarchical}
          onSubmit={save}
          onCancel={() => {
            setEditing(null);
            setTerm(BLANK_TERM);
          }}
        />
      </div>
    </section>
  );
}
