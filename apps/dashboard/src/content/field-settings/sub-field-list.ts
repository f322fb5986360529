import { createContext, useContext, type ComponentType } from 'react';
import type { TAdminTaxonomy } from '@hookline/schema/cms';
import type { FieldDraft } from './field-draft.ts';

export interface SubFieldListProps {
  heading: string;
  fields: FieldDraft[];
  onChange(fields: FieldDraft[]): void;
  taxonomies: TAdminTaxonomy[];
}

/**
 * The list that edits a repeater's or a layout's sub-fields. A field list holds field cards whose
 * settings may hold a field list again; the outer list provides itself here, so the settings draw
 * the inner one without importing back up the tree.
 */
export const SubFieldListContext = createContext<ComponentType<SubFieldListProps> | null>(null);

/** The sub-field list of the field list around the caller (there always is one). */
export function useSubFieldList(): ComponentType<SubFieldListProps> {
  const list = useContext(SubFieldListContext);
  if (!list) throw new Error('a sub-field list is drawn only inside a field list');
  return list;
}
