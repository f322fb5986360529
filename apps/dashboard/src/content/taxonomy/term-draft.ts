import type { TAdminTerm } from '@hookline/schema/cms';

/** A term as the form holds it. */
export interface TermDraft {
  name: string;
  slug: string;
  description: string;
  parent_id: string | null;
}

/** The form for a new term. */
export const BLANK_TERM: TermDraft = { name: '', slug: '', description: '', parent_id: null };

/** The form for editing a stored term. */
export const termDraftOf = (term: TAdminTerm): TermDraft => ({
  name: term.name,
  slug: term.slug,
  description: term.description,
  parent_id: term.parent_id,
});
