import type { ReactNode } from 'react';
import type { TAdminTerm, TFieldDefinition, TSubFieldDefinition } from '@hookline/schema/cms';
import type { MediaIndex } from '../media-index.ts';

/** A collection's field or a repeater row's or layout's sub-field: both get the same inputs. */
export type AnyField = TFieldDefinition | TSubFieldDefinition;
export type FieldOfKind<K extends AnyField['kind']> = Extract<AnyField, { kind: K }>;

/** What the inputs need beyond their field: the site, its media library and its terms. */
export interface FieldContext {
  clientId: string;
  media: MediaIndex;
  /** Terms by taxonomy slug. */
  terms: Record<string, TAdminTerm[]>;
}

/** The props of the input for one field kind. */
export interface KindInputProps<K extends AnyField['kind']> {
  field: FieldOfKind<K>;
  value: unknown;
  onChange(value: unknown): void;
}

/** The field's label as editors read it, marked with `*` when publishing needs a value. */
export const labelOf = (field: AnyField) => `${field.label}${field.required ? ' *' : ''}`;

/**
 * Draws one sub-field of a repeater or flexible row. The rows get it from the field input that
 * holds them, so the recursion (rows of fields that may hold rows) needs no import back.
 */
export type RenderSubField = (props: {
  key: string;
  field: AnyField;
  value: unknown;
  onChange(value: unknown): void;
  ctx: FieldContext;
}) => ReactNode;
