import type { ReactNode } from 'react';
import { Section } from '../controls.tsx';
import type { FormProps } from '../edit.ts';
import type { PopupDocument } from '../../api/popups.ts';
import type { FieldSpec } from './field-table.ts';
import { FieldTable } from './FieldTable.tsx';

/** A section of the editor whose controls are a field table over the popup document. */
export function FieldSection({
  title,
  summary,
  fields,
  document,
  edit,
}: FormProps & { title: string; summary?: ReactNode; fields: readonly FieldSpec<PopupDocument>[] }) {
  return (
    <Section title={title} summary={summary}>
      <FieldTable fields={fields} value={document} edit={edit} />
    </Section>
  );
}
