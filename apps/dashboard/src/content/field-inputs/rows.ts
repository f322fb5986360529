import { emptyFieldValue, type TSubFieldDefinition } from '@hookline/schema/cms';
import type { FieldOfKind } from './field-input-props.ts';

/** A field whose value is a list of rows: a repeater or flexible content. */
export type RowsField = FieldOfKind<'repeater' | 'flexible_content'>;
/** A repeater row: its sub-fields' values by key. */
export type Row = Record<string, unknown>;
/** A flexible-content row: which layout it uses, and that layout's sub-fields' values. */
export type FlexRow = { layout: string; values: Row };

/** The layout a flexible-content row uses; undefined for a repeater row or an unknown layout. */
export const layoutOf = (field: RowsField, row: unknown) =>
  field.kind === 'flexible_content'
    ? field.layouts.find((l) => l.key === (row as FlexRow).layout)
    : undefined;

/** The sub-fields a row holds: the repeater's, or its layout's (none when the layout is gone). */
export const subFieldsOf = (field: RowsField, row: unknown): TSubFieldDefinition[] =>
  field.kind === 'flexible_content' ? (layoutOf(field, row)?.sub_fields ?? []) : field.sub_fields;

/** A row's sub-field values by key. */
export const valuesOf = (field: RowsField, row: unknown): Row =>
  field.kind === 'flexible_content' ? ((row as FlexRow).values ?? {}) : ((row as Row) ?? {});

/** The row with one sub-field's value replaced. */
export const withRowValue = (field: RowsField, row: unknown, key: string, value: unknown) =>
  field.kind === 'flexible_content'
    ? { ...(row as FlexRow), values: { ...valuesOf(field, row), [key]: value } }
    : { ...(row as Row), [key]: value };

/** A new row's values: each sub-field empty. */
export const emptyRow = (subFields: TSubFieldDefinition[]): Row =>
  Object.fromEntries(subFields.map((s) => [s.key, emptyFieldValue(s)]));
