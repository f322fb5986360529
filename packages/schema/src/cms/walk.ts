import type {
  TFieldValue,
  TFieldValues,
  TFlexibleRowValue,
  TRowValue,
  TSimpleFieldValue,
} from './field-values.ts';
import type { TFieldDefinition, TSubFieldDefinition } from './fields.ts';

/**
 * Walks stored field values with their definitions, into repeater and flexible-content rows: what
 * the server uses to check references (images, terms), clean rich text and resolve values for widgets.
 */

/** Where a simple value sits: its field and, inside rows, the field holding the rows. */
export interface ValuePlace {
  field: TSubFieldDefinition;
  /** The repeater or flexible-content field around it, if any. */
  parent: TFieldDefinition | null;
}

/** Calls `visit` for every simple value (rows opened), in field order. */
export function forEachSimpleValue(
  fields: TFieldDefinition[],
  values: TFieldValues,
  visit: (value: TSimpleFieldValue, place: ValuePlace) => void,
): void {
  mapSimpleValues(fields, values, (value, place) => {
    visit(value, place);
    return value;
  });
}

/**
 * The values with every simple value (rows opened) replaced by what `map` answers; the rows'
 * shapes stay. Fields missing from `values` are left out.
 */
export function mapSimpleValues<T>(
  fields: TFieldDefinition[],
  values: TFieldValues,
  map: (value: TSimpleFieldValue, place: ValuePlace) => T,
): Record<string, T | Record<string, T>[] | { layout: string; values: Record<string, T> }[]> {
  const out: Record<string, T | Record<string, T>[] | { layout: string; values: Record<string, T> }[]> = {};
  for (const field of fields) {
    if (!(field.key in values)) continue;
    const value: TFieldValue = values[field.key]!;
    if (field.kind === 'repeater') {
      out[field.key] = (value as TRowValue[]).map((row) => mapRow(field.sub_fields, row, field, map));
    } else if (field.kind === 'flexible_content') {
      out[field.key] = (value as TFlexibleRowValue[]).flatMap((row) => {
        const layout = field.layouts.find((candidate) => candidate.key === row.layout);
        return layout
          ? [{ layout: row.layout, values: mapRow(layout.sub_fields, row.values, field, map) }]
          : [];
      });
    } else {
      out[field.key] = map(value as TSimpleFieldValue, { field, parent: null });
    }
  }
  return out;
}

function mapRow<T>(
  fields: TSubFieldDefinition[],
  row: TRowValue,
  parent: TFieldDefinition,
  map: (value: TSimpleFieldValue, place: ValuePlace) => T,
): Record<string, T> {
  const out: Record<string, T> = {};
  for (const field of fields) {
    if (field.key in row) out[field.key] = map(row[field.key]!, { field, parent });
  }
  return out;
}

/** `"Slides" > "Photo"` for a value inside rows, `"Photo"` otherwise: how messages name a place. */
export function placeName(place: ValuePlace): string {
  return place.parent ? `"${place.parent.label}" > "${place.field.label}"` : `"${place.field.label}"`;
}
