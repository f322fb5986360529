import { z } from 'zod';
import { ZColour } from '../popup-look.ts';
import { ZDateTimeValue, ZDateValue } from './field-dates.ts';
import {
  GALLERY_MAX,
  RICH_TEXT_MAX,
  ROWS_MAX,
  TEXT_MAX,
  type TFieldDefinition,
  type TSubFieldDefinition,
} from './fields.ts';
import {
  ZGalleryItemValue,
  ZImageValue,
  ZLinkValue,
  ZLocationValue,
  type TGalleryItemValue,
  type TImageValue,
  type TLinkValue,
  type TLocationValue,
} from './links.ts';

/**
 * Field values as an entry stores them (`entries.fields`), checked against the collection's field
 * definitions. Types and upper bounds are always checked; `required`, a gallery's fewest images and a
 * repeater's fewest rows only when the entry is published, so that an editor can save a draft half
 * done. Every message starts with the field's label in quotes: `"Price" must be a number`.
 */

type AnyField = TFieldDefinition | TSubFieldDefinition;
export interface ValueCheck {
  /** Publishing: required fields and lower bounds apply. */
  publishing: boolean;
}

export type TSimpleFieldValue =
  | string
  | number
  | boolean
  | null
  | string[]
  | TImageValue
  | TGalleryItemValue[]
  | TLocationValue
  | TLinkValue;
/** A repeater row: sub-field values by key. */
export type TRowValue = Record<string, TSimpleFieldValue>;
/** A flexible-content row: its layout's key and that layout's sub-field values. */
export interface TFlexibleRowValue {
  layout: string;
  values: TRowValue;
}
export type TFieldValue = TSimpleFieldValue | TRowValue[] | TFlexibleRowValue[];
/** An entry's values by field key. */
export type TFieldValues = Record<string, TFieldValue>;

/** The value a field has when nothing was entered. */
export function emptyFieldValue(field: AnyField): TFieldValue {
  switch (field.kind) {
    case 'text':
    case 'rich_text':
      return '';
    case 'gallery':
    case 'terms':
    case 'repeater':
    case 'flexible_content':
      return [];
    case 'true_false':
      return false;
    case 'select':
      return field.multiple ? [] : null;
    default:
      return null;
  }
}

/** Whether a value counts as empty for `required`. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** The schema of one kind's value, with messages that do not name the field (`labelled` adds it). */
function kindSchema(field: AnyField, check: ValueCheck): z.ZodType {
  switch (field.kind) {
    case 'text': {
      const max = field.max_length ?? TEXT_MAX;
      return z.string('must be text').max(max, `must be at most ${max} characters`);
    }
    case 'rich_text':
      return z.string('must be rich text (HTML)').max(RICH_TEXT_MAX, 'is too long');
    case 'image':
      return z.union([z.null(), ZImageValue], 'must be an image of the media library');
    case 'gallery': {
      const max = field.max_items ?? GALLERY_MAX;
      const min = check.publishing ? field.min_items : 0;
      return z
        .array(ZGalleryItemValue, 'must be a list of images')
        .min(min, `needs at least ${min} images`)
        .max(max, `holds at most ${max} images`);
    }
    case 'number': {
      let number = z.number('must be a number');
      if (field.min !== null) number = number.min(field.min, `must be at least ${field.min}`);
      if (field.max !== null) number = number.max(field.max, `must be at most ${field.max}`);
      return number.nullable();
    }
    case 'date':
      return ZDateValue.nullable();
    case 'date_time':
      return ZDateTimeValue.nullable();
    case 'location':
      return nullableObject(ZLocationValue, 'must be a place: {lat, lng}');
    case 'color':
      return z.string('must be a colour like #1a2b3c').pipe(ZColour).nullable();
    case 'link':
      return nullableObject(ZLinkValue, 'must be a link: {url, title, new_window, nofollow}');
    case 'true_false':
      return z.boolean('must be true or false');
    case 'select': {
      const values = field.choices.map((choice) => choice.value);
      const choice = z
        .string('must be one of its choices')
        .refine(
          (value) => values.includes(value),
          `must be one of ${values.map((v) => `"${v}"`).join(', ')}`,
        );
      return field.multiple
        ? z
            .array(choice, 'must be a list of its choices')
            .refine((list) => new Set(list).size === list.length, 'lists a choice twice')
        : choice.nullable();
    }
    case 'terms':
      return z
        .array(z.uuid('must list terms by id'), 'must be a list of terms')
        .max(field.multiple ? 100 : 1, field.multiple ? 'holds at most 100 terms' : 'takes one term')
        .refine((list) => new Set(list).size === list.length, 'lists a term twice');
    case 'repeater': {
      const row = rowSchema(field.sub_fields, check);
      return z
        .array(row, 'must be a list of rows')
        .min(check.publishing ? field.min_rows : 0, `needs at least ${field.min_rows} rows`)
        .max(field.max_rows ?? ROWS_MAX, `holds at most ${field.max_rows ?? ROWS_MAX} rows`);
    }
    case 'flexible_content': {
      const layouts = field.layouts.map((layout) =>
        z.strictObject({ layout: z.literal(layout.key), values: rowSchema(layout.sub_fields, check) }),
      );
      const keys = field.layouts.map((layout) => `"${layout.key}"`).join(', ');
      const row = z.discriminatedUnion('layout', layouts as [(typeof layouts)[number]], {
        error: (issue) => (issue.code === 'invalid_union' ? `rows must use a layout: ${keys}` : undefined),
      });
      return z
        .array(row, 'must be a list of rows')
        .min(check.publishing ? field.min_rows : 0, `needs at least ${field.min_rows} rows`)
        .max(field.max_rows ?? ROWS_MAX, `holds at most ${field.max_rows ?? ROWS_MAX} rows`);
    }
  }
}

/** An object value or null, refusing anything else with one message (not one per missing key). */
function nullableObject(schema: z.ZodType, message: string): z.ZodType {
  return z.unknown().transform((value, context) => {
    if (value === null) return null;
    if (typeof value !== 'object' || Array.isArray(value)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) context.addIssue({ ...issue, code: 'custom' } as never);
    return z.NEVER;
  });
}

/** An object of values with every key present: a key left out gets its field's empty value. */
function filledObject(fields: AnyField[], schema: z.ZodType): z.ZodType {
  return z.preprocess(
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? { ...Object.fromEntries(fields.map((field) => [field.key, emptyFieldValue(field)])), ...value }
        : value,
    schema,
  );
}

/** `"Slides", row 2: "Caption" must be text` for a sub-field's problem; `"Price" must be …` otherwise. */
function labelledMessage(who: string, issue: z.core.$ZodIssue): string {
  const [row] = issue.path;
  if (typeof row === 'number' && issue.message.startsWith('"'))
    return `${who}, row ${row + 1}: ${issue.message}`;
  return `${who} ${issue.message}`;
}

/**
 * A field's value schema: a missing value becomes the field's empty value, a required field is
 * checked when publishing, and every problem is reported as `"<Label>" <problem>` at its path.
 */
export function fieldValueSchema(field: AnyField, check: ValueCheck): z.ZodType<TFieldValue> {
  const inner = kindSchema(field, check);
  const who = `"${field.label}"`;
  return z.unknown().transform((value, context): TFieldValue => {
    const result = inner.safeParse(value === undefined ? emptyFieldValue(field) : value);
    if (!result.success) {
      for (const issue of result.error.issues.slice(0, 5))
        context.addIssue({ code: 'custom', path: issue.path, message: labelledMessage(who, issue) });
      return z.NEVER;
    }
    const data = result.data as TFieldValue;
    if (check.publishing && field.required && isEmptyValue(data) && field.kind !== 'true_false') {
      context.addIssue({ code: 'custom', message: `${who} is required to publish` });
      return z.NEVER;
    }
    return data;
  });
}

/** A row of sub-fields: every sub-field's value (empty when missing), no other keys. */
function rowSchema(fields: TSubFieldDefinition[], check: ValueCheck) {
  return filledObject(
    fields,
    z.strictObject(Object.fromEntries(fields.map((field) => [field.key, fieldValueSchema(field, check)])), {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `has no sub-field ${issue.keys.join(', ')}`
          : 'must be a row of values',
    }),
  );
}

/**
 * An entry's values against its collection's fields: every field present (empty when it was left
 * out), no key the collection does not define.
 */
export function fieldValuesSchema(fields: TFieldDefinition[], check: ValueCheck): z.ZodType<TFieldValues> {
  return filledObject(
    fields,
    z.strictObject(Object.fromEntries(fields.map((field) => [field.key, fieldValueSchema(field, check)])), {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `the collection has no field ${issue.keys.map((key) => `"${key}"`).join(', ')}`
          : 'must be an object of field values',
    }),
  ) as unknown as z.ZodType<TFieldValues>;
}
